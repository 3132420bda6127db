import { onIdTokenChanged } from 'firebase/auth';
import { firebaseAuth } from '@/lib/firebase-auth';
import { authStore } from '../auth-store';

/**
 * Keeps token and userEmail in step with Firebase (sign-in, sign-out, refresh) and marks the
 * store ready after the first answer: the one auth check at app start.
 */
export function watchAuthState(): () => void {
  return onIdTokenChanged(firebaseAuth, async (user) => {
    if (user) {
      let token = '';
      try {
        token = await user.getIdToken();
      } catch (error) {
        console.error('トークンの取得に失敗しました。', error);
      }
      authStore.signedIn(token, user.email ?? '');
    } else {
      authStore.clear();
    }
    authStore.setReady();
  });
}
