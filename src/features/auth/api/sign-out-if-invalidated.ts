import { authErrorCode } from '../auth-error-code';
import { signOutErrorCodes } from '../sign-out-error-codes';
import { signOutUser } from './sign-out-user';

/**
 * Signs out completely when `error` is one of the sign-out codes: the SDK drops its user by
 * itself, but the auth state and the server session are ours to clear.
 */
export async function signOutIfInvalidated(error: unknown): Promise<void> {
  const code = authErrorCode(error);
  if (code !== undefined && signOutErrorCodes.has(code)) {
    await signOutUser().catch((signOutError: unknown) => console.error(signOutError));
  }
}
