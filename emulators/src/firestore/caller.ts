import type { RulesAuth } from '../rules/api.js';
import { ApiError } from './api-error.js';

/**
 * Who sent a request: `owner` (firebase-admin's emulator token) bypasses rules. An owner's
 * request with `importing` (the header IMPORT_HEADER) is a data import: its commits run no
 * triggers, as the official emulator's `--import` runs none (the demo seed loads ~15,000
 * documents; every one would otherwise be an event for each matching trigger).
 */
export type Caller =
  | { kind: 'owner'; importing?: boolean }
  | { kind: 'user'; auth: RulesAuth }
  | { kind: 'anonymous' };

/** `x-offline-emulator-import: true` on an owner's request: an import, no trigger events. */
export const IMPORT_HEADER = 'x-offline-emulator-import';

/** The caller, marked as importing when an owner sends IMPORT_HEADER (ignored for others). */
export function withImportMark(caller: Caller, header: string | string[] | undefined): Caller {
  if (caller.kind !== 'owner' || header === undefined) return caller;
  const value = Array.isArray(header) ? header[0] : header;
  return value?.trim().toLowerCase() === 'true' ? { kind: 'owner', importing: true } : caller;
}

/**
 * Reads `Authorization: Bearer <token>`. Tokens from the Auth emulator and the SDK's
 * `mockUserToken` are unsigned (alg none), so the payload is decoded without verification, as
 * the official emulator does; uid comes from `sub` or `user_id`, `token` is every claim.
 */
export function parseCaller(header: string | undefined): Caller {
  if (header === undefined || header.trim() === '') return { kind: 'anonymous' };
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  if (!match)
    throw new ApiError(
      'UNAUTHENTICATED',
      'Invalid Authorization header: expected "Bearer <ID token>".',
    );
  const token = match[1] as string;
  if (token === 'owner') return { kind: 'owner' };
  const parts = token.split('.');
  if (parts.length < 2 || parts.length > 3 || !/^[A-Za-z0-9_-]*={0,2}$/.test(parts[1] as string)) {
    throw new ApiError(
      'UNAUTHENTICATED',
      'Invalid ID token: expected a JWT (header.payload.signature).',
    );
  }
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(parts[1] as string, 'base64url').toString('utf8'));
  } catch {
    throw new ApiError(
      'UNAUTHENTICATED',
      'Invalid ID token: the payload is not base64url-encoded JSON.',
    );
  }
  if (typeof claims !== 'object' || claims === null || Array.isArray(claims)) {
    throw new ApiError('UNAUTHENTICATED', 'Invalid ID token: the payload is not a JSON object.');
  }
  const record = claims as Record<string, unknown>;
  const uid = typeof record.sub === 'string' && record.sub !== '' ? record.sub : record.user_id;
  if (typeof uid !== 'string' || uid === '')
    throw new ApiError('UNAUTHENTICATED', 'Invalid ID token: no "sub" or "user_id" claim.');
  return { kind: 'user', auth: { uid, token: record } };
}
