import { STAFF_BRANDS_CLAIM } from '#shared/model/staff-scope.js';

/** Firebase's limit on a user's custom claims, as JSON. */
export const MAX_CLAIMS_BYTES = 1000;

/**
 * What a grant leaves: `null` no staff, `'operator'` operator-wide staff, a list brand staff of
 * those brands (docs/auth.md, "Staff").
 */
export type StaffClaim = null | 'operator' | readonly string[];

/**
 * The user's claims with `isAdmin` and `brands` set for `staff` and every other claim kept:
 * setCustomUserClaims replaces the claims as a whole. Undefined when the result would exceed the
 * 1,000-byte limit.
 */
export function claimsWithAdmin(
  current: Readonly<Record<string, unknown>> | undefined,
  scope: StaffClaim,
): Record<string, unknown> | undefined {
  const next: Record<string, unknown> = { ...current };
  delete next['isAdmin'];
  delete next[STAFF_BRANDS_CLAIM];
  if (scope !== null) next['isAdmin'] = true;
  if (scope !== null && scope !== 'operator') next[STAFF_BRANDS_CLAIM] = [...scope];
  return Buffer.byteLength(JSON.stringify(next), 'utf8') > MAX_CLAIMS_BYTES ? undefined : next;
}
