import { useSyncExternalStore } from 'react';
import { authStore } from './auth-store';
import type { AuthState } from './auth-store';

/**
 * The client auth state (`token`, `userEmail`) and whether the first check has finished. A page
 * from the server is hydrated signed out, as it was made, and then shows the visitor's state.
 */
export function useAuthState(): AuthState {
  return useSyncExternalStore(
    authStore.subscribe,
    authStore.getSnapshot,
    authStore.getServerSnapshot,
  );
}
