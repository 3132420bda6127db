import { signOut } from 'firebase/auth';
import { apiClient } from '@/lib/api-client';
import { firebaseAuth } from '@/lib/firebase-auth';
import { authStore } from '../auth-store';

/**
 * Sign-out (spec section 4): clear token and userEmail, delete the server session, sign out of
 * Firebase. A failing session deletion is logged and sign-out goes on (spec section 8).
 */
export async function signOutUser(): Promise<void> {
  authStore.clear();
  try {
    await apiClient('/api/auth/sessionLogout', { method: 'POST' });
  } catch (error) {
    console.error('セッションの削除に失敗しました', error);
  }
  await signOut(firebaseAuth);
}
