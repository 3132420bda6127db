import { staffScopeOf, type StaffScope } from '#shared/model/staff-scope.js';
import { authStore } from '../auth-store';
import { tokenClaims } from '../token-claims';
import { useAuthState } from '../use-auth-state';

/**
 * The signed-in staff member's scope (operator-wide or brand staff, docs/auth.md "Staff"), read
 * from the current ID token for what the admin screens show; null for anyone else. Access is
 * decided by the guard and the security rules, not by this.
 */
export function useStaffScope(): StaffScope | null {
  const { token } = useAuthState();
  return token === '' ? null : staffScopeOf(tokenClaims(token));
}

/** The scope of the token the auth store holds now (outside React: loaders and queries). */
export function currentStaffScope(): StaffScope | null {
  const { token } = authStore.getSnapshot();
  return token === '' ? null : staffScopeOf(tokenClaims(token));
}
