import { useSyncExternalStore } from 'react';
import { authStore } from './auth-store';
import type { AuthState } from './auth-store';

/** The client auth state (`token`, `userEmail`) and whether the first check has finished. */
export function useAuthState(): AuthState {
  return useSyncExternalStore(authStore.subscribe, authStore.getSnapshot, authStore.getSnapshot);
}
