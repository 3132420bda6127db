import type { Request } from 'firebase-functions/https';
import { ApiError } from './api-error.js';
import { MAX_BODY_BYTES } from './session-cookie-options.js';

/**
 * Parses the request body from `req.rawBody` ourselves, so size and syntax errors get our own
 * JSON answers instead of depending on the framework's parser. An empty body reads as `{}`.
 */
export function readJsonBody(req: Request): unknown {
  const declared = Number(req.get('content-length') ?? '0');
  const raw: Buffer | undefined = req.rawBody;
  if (
    (Number.isFinite(declared) && declared > MAX_BODY_BYTES) ||
    (raw && raw.length > MAX_BODY_BYTES)
  ) {
    throw new ApiError(413, 'body-too-large', 'リクエストが大きすぎます。');
  }
  const text = raw ? raw.toString('utf8').trim() : '';
  if (text === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(400, 'invalid-json', 'リクエストの形式が正しくありません。');
  }
}
