import { onIdTokenChanged } from 'firebase/auth';
import { firebaseAuth } from '@/lib/firebase-auth';
import { authStore } from '../auth-store';
import { signedInHint } from '../signed-in-hint';

/**
 * Keeps token and userEmail in step with Firebase (sign-in, sign-out, refresh) and marks the
 * store ready after the first answer: the one auth check at app start.
 */
export function watchAuthState(): () => void {
  let latest = 0;
  return onIdTokenChanged(firebaseAuth, async (user) => {
    // Reading the token is async: an answer for an older user must not overwrite a newer one.
    const change = ++latest;
    signedInHint.set(user !== null);
    if (user) {
      let token = '';
      try {
        token = await user.getIdToken();
      } catch (error) {
        console.error('トークンの取得に失敗しました。', error);
      }
      if (change !== latest) return;
      authStore.signedIn(token, user.email ?? '');
    } else {
      authStore.clear();
    }
    authStore.setReady();
  });
}
