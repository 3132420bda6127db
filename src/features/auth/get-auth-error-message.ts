import { AuthError } from './auth-error';
import { authErrorCode } from './auth-error-code';
import { authErrorMessages, genericAuthErrorMessage } from './auth-error-messages';

/** The Japanese message to show for any error an auth operation threw. */
export function getAuthErrorMessage(error: unknown): string {
  if (error instanceof AuthError) return error.message;
  const code = authErrorCode(error);
  return (code !== undefined && authErrorMessages[code]) || genericAuthErrorMessage;
}
