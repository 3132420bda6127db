import { firebaseAuth } from '@/lib/firebase-auth';
import { authStore } from '../auth-store';
import { signOutIfInvalidated } from './sign-out-if-invalidated';

/**
 * The admin check (spec section 6): true when the signed-in user's token carries
 * `isAdmin: true`; otherwise false, and the token is cleared.
 */
export async function isAdmin(): Promise<boolean> {
  await firebaseAuth.authStateReady();
  const user = firebaseAuth.currentUser;
  if (!user) {
    authStore.clearToken();
    return false;
  }
  try {
    const result = await user.getIdTokenResult();
    if (result.claims['isAdmin'] === true) {
      authStore.setToken(result.token);
      return true;
    }
  } catch (error) {
    console.error('管理者権限の確認に失敗しました', error);
    await signOutIfInvalidated(error);
  }
  authStore.clearToken();
  return false;
}
