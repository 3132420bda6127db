import { ApiError } from '../http/api-error.js';

/** The 401 for a token that is not a valid ID token (malformed, forged, unknown or disabled user). */
export function invalidTokenError(): ApiError {
  return new ApiError(
    401,
    'invalid-token',
    '認証情報が正しくありません。もう一度ログインしてください。',
  );
}
