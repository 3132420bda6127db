import type { RulesAuth } from '../rules/api.js';
import { StorageError } from './storage-error.js';

/** Who sent a request: the admin (`owner`) bypasses rules; otherwise `auth` is `request.auth`. */
export type Caller = { kind: 'owner' } | { kind: 'user'; auth: RulesAuth } | { kind: 'anonymous' };

function decodeBase64UrlJson(part: string): unknown {
  if (!/^[A-Za-z0-9_-]*={0,2}$/.test(part)) throw new Error('not base64url');
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
}

/**
 * Reads `Authorization: Firebase <idToken>` (what the web SDK sends) or `Bearer <idToken>`.
 * Emulator tokens (Auth emulator, `mockUserToken`) are unsigned, so the payload is decoded
 * without verifying a signature, as the official emulators do. `owner` is the admin token the
 * official emulators accept. A token that cannot be decoded answers 401, which the SDK surfaces
 * as storage/unauthenticated.
 */
export function parseAuthorization(header: string | undefined): Caller {
  if (header === undefined || header.trim() === '') return { kind: 'anonymous' };
  const match = /^(Firebase|Bearer)\s+(\S+)$/i.exec(header.trim());
  if (!match) {
    throw new StorageError(401, 'Invalid Authorization header: expected "Firebase <ID token>".');
  }
  const token = match[2] ?? '';
  if (token === 'owner') return { kind: 'owner' };
  const parts = token.split('.');
  if (parts.length !== 3 && parts.length !== 2) {
    throw new StorageError(401, 'Invalid ID token: not a JWT (header.payload.signature).');
  }
  let payload: unknown;
  try {
    payload = decodeBase64UrlJson(parts[1] ?? '');
  } catch {
    throw new StorageError(401, 'Invalid ID token: the payload is not base64url-encoded JSON.');
  }
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
    throw new StorageError(401, 'Invalid ID token: the payload is not a JSON object.');
  }
  const claims = payload as Record<string, unknown>;
  const uid = typeof claims.sub === 'string' && claims.sub !== '' ? claims.sub : claims.user_id;
  if (typeof uid !== 'string' || uid === '') {
    throw new StorageError(401, 'Invalid ID token: no "sub" (uid) claim.');
  }
  return { kind: 'user', auth: { uid, token: claims } };
}
