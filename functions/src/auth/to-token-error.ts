import { ApiError } from '../http/api-error.js';
import { invalidTokenError } from './invalid-token-error.js';

const REVOKED = new Set(['auth/id-token-revoked', 'auth/session-cookie-revoked']);
const EXPIRED = new Set(['auth/id-token-expired', 'auth/session-cookie-expired']);
const INVALID = new Set([
  'auth/argument-error',
  'auth/invalid-argument',
  'auth/invalid-id-token',
  'auth/invalid-session-cookie',
  'auth/user-not-found',
  'auth/user-disabled',
]);

/** What an Admin SDK verification failure says of the token; null when it is no verdict on it. */
export function tokenVerdict(error: unknown): 'revoked' | 'expired' | 'invalid' | null {
  const code =
    typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  if (REVOKED.has(code)) return 'revoked';
  if (EXPIRED.has(code)) return 'expired';
  if (INVALID.has(code)) return 'invalid';
  return null;
}

/**
 * Maps an Admin SDK verification failure to a 401 the client can show; anything that is not a
 * verdict on the token itself (e.g. the Auth backend unreachable) is rethrown and becomes a 500.
 */
export function toTokenError(error: unknown): ApiError {
  const verdict = tokenVerdict(error);
  if (verdict === 'revoked') {
    return new ApiError(
      401,
      'token-revoked',
      'ログインの有効期限が切れました。もう一度ログインしてください。',
    );
  }
  if (verdict === 'expired') {
    return new ApiError(
      401,
      'token-expired',
      'ログインの有効期限が切れました。もう一度ログインしてください。',
    );
  }
  if (verdict === 'invalid') return invalidTokenError();
  throw error;
}
