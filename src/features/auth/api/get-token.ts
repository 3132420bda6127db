import { firebaseAuth } from '@/lib/firebase-auth';
import { AuthError } from '../auth-error';
import { authMessages } from '../auth-messages';
import { authStore } from '../auth-store';
import { signOutIfInvalidated } from './sign-out-if-invalidated';

/** A token this close to its expiry is refreshed before use (spec section 9). */
export const TOKEN_EXPIRY_MARGIN_MS = 30_000;

/**
 * The current ID token, refreshed when it expires within 30 s. Errors: nobody signed in →
 * 認証されていません; reading the token result fails → 認証トークンの取得に失敗しました;
 * the refresh itself fails → トークンの取得に失敗しました。
 */
export async function getToken(): Promise<string> {
  await firebaseAuth.authStateReady();
  const user = firebaseAuth.currentUser;
  if (!user) throw new AuthError(authMessages.notAuthenticated, 'token/not-authenticated');

  let result;
  try {
    result = await user.getIdTokenResult();
  } catch (error) {
    await signOutIfInvalidated(error);
    throw new AuthError(authMessages.tokenResultFailed, 'token/result-failed', { cause: error });
  }

  let token = result.token;
  const expiresAt = Date.parse(result.expirationTime);
  if (!Number.isFinite(expiresAt) || expiresAt - Date.now() <= TOKEN_EXPIRY_MARGIN_MS) {
    try {
      token = await user.getIdToken(true);
    } catch (error) {
      await signOutIfInvalidated(error);
      throw new AuthError(authMessages.tokenRefreshFailed, 'token/refresh-failed', {
        cause: error,
      });
    }
  }
  authStore.setToken(token);
  return token;
}
