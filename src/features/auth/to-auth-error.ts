import { AuthError } from './auth-error';
import { authErrorCode } from './auth-error-code';
import { getAuthErrorMessage } from './get-auth-error-message';

/** Wraps a Firebase error into an AuthError carrying the catalogue's message. */
export function toAuthError(error: unknown): AuthError {
  if (error instanceof AuthError) return error;
  return new AuthError(getAuthErrorMessage(error), authErrorCode(error), { cause: error });
}
