import { authErrorCode } from '../auth-error-code';
import { toAuthError } from '../to-auth-error';
import { signOutIfInvalidated } from './sign-out-if-invalidated';

/**
 * Runs a Firebase Auth call with the catalogue's rules: `auth/missing-recaptcha-token` is
 * retried once (the SDK fetches a fresh reCAPTCHA token on the next call); the sign-out codes
 * (sign-out-error-codes.ts) sign the current user out. Failures come out as AuthError.
 */
export async function runAuthOperation<T>(operation: () => Promise<T>): Promise<T> {
  try {
    try {
      return await operation();
    } catch (error) {
      if (authErrorCode(error) !== 'auth/missing-recaptcha-token') throw error;
      return await operation();
    }
  } catch (error) {
    await signOutIfInvalidated(error);
    throw toAuthError(error);
  }
}
