import { firebaseAuth } from '@/lib/firebase-auth';
import { staffScopeOf, type StaffScope } from '#shared/model/staff-scope.js';
import { authStore } from '../auth-store';
import { signOutIfInvalidated } from './sign-out-if-invalidated';

/**
 * The admin check (spec section 6) with the staff scope (docs/auth.md, "Staff"): the scope when
 * the signed-in user's token carries `isAdmin: true` (and, for brand staff, a well-formed
 * `brands`); otherwise null, and the token is cleared.
 */
export async function adminScope(): Promise<StaffScope | null> {
  await firebaseAuth.authStateReady();
  const user = firebaseAuth.currentUser;
  if (!user) {
    authStore.clearToken();
    return null;
  }
  try {
    const result = await user.getIdTokenResult();
    const scope = staffScopeOf(result.claims);
    if (scope) {
      authStore.setToken(result.token);
      return scope;
    }
  } catch (error) {
    console.error('管理者権限の確認に失敗しました', error);
    await signOutIfInvalidated(error);
  }
  authStore.clearToken();
  return null;
}

/**
 * The admin check (spec section 6): true when the signed-in user's token carries
 * `isAdmin: true`; otherwise false, and the token is cleared.
 */
export async function isAdmin(): Promise<boolean> {
  return (await adminScope()) !== null;
}
