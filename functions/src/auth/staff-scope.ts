import { HttpsError } from 'firebase-functions/https';
import type { StaffScope } from '#shared/model/staff-scope.js';
import { isOperatorScope, mayRunBrand, staffScopeOf } from '#shared/model/staff-scope.js';

export {
  MAX_STAFF_BRANDS,
  STAFF_BRANDS_CLAIM,
  isOperatorScope,
  mayRunBrand,
  staffScopeOf,
  type StaffScope,
} from '#shared/model/staff-scope.js';

/** A callable's `request.auth` (its decoded ID token), or undefined when signed out. */
export type CallerAuth = { uid: string; token: Readonly<Record<string, unknown>> } | undefined;

/**
 * Any staff (operator-wide or brand staff): the caller's scope, from the ID token the callable
 * received — the same claims the security rules read (docs/auth.md, "Staff").
 */
export function requireStaff(auth: CallerAuth): StaffScope {
  if (!auth) throw new HttpsError('unauthenticated', 'ログインしてください。');
  const scope = staffScopeOf(auth.token);
  if (!scope) throw new HttpsError('permission-denied', '管理者のみが操作できます。');
  return scope;
}

/** Staff who may run `brandId`: operator-wide staff, or brand staff of that brand. */
export function requireStaffOf(auth: CallerAuth, brandId: string | null | undefined): StaffScope {
  const scope = requireStaff(auth);
  if (!mayRunBrand(scope, brandId)) {
    throw new HttpsError('permission-denied', 'このブランドを操作する権限がありません。');
  }
  return scope;
}

/** Operator-wide staff only (every brand, the site, granting). */
export function requireOperatorStaff(auth: CallerAuth): StaffScope {
  const scope = requireStaff(auth);
  if (!isOperatorScope(scope)) {
    throw new HttpsError('permission-denied', '運営の管理者のみが操作できます。');
  }
  return scope;
}
