import { authErrorCode } from '../auth-error-code';
import { toAuthError } from '../to-auth-error';
import { signOutUser } from './sign-out-user';

const signOutCodes = new Set(['auth/user-disabled', 'auth/user-token-expired']);

/**
 * Runs a Firebase Auth call with the catalogue's rules: `auth/missing-recaptcha-token` is
 * retried once (the SDK fetches a fresh reCAPTCHA token on the next call); `user-disabled` and
 * `user-token-expired` sign the current user out. Failures come out as AuthError.
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
    const code = authErrorCode(error);
    if (code !== undefined && signOutCodes.has(code)) {
      await signOutUser().catch((signOutError: unknown) => console.error(signOutError));
    }
    throw toAuthError(error);
  }
}
