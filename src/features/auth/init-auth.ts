import { authStore } from './auth-store';

let started = false;

/**
 * Starts loading firebase/auth (a separate chunk, so public pages never wait for it) and
 * subscribes to the auth state once. Safe to call many times.
 */
export function initAuth(): void {
  if (started) return;
  started = true;
  import('./api/watch-auth-state')
    .then(({ watchAuthState }) => {
      watchAuthState();
    })
    .catch((error: unknown) => {
      // Without the auth chunk nobody is signed in; guards must not wait forever.
      console.error('認証機能の読み込みに失敗しました', error);
      authStore.clear();
      authStore.setReady();
    });
}
