/**
 * Staff scope (issue 29): who may run which brand, read from an ID token's (or a user's) custom
 * claims. Shared by the functions and the admin screens (src/lib/model/staff-scope.ts); the
 * security rules say the same in isStaffOf(brandId) / isOperatorStaff() (docs/auth.md, "Staff").
 *
 * - `isAdmin: true` and no `brands` claim: operator-wide staff (every brand, the site's pages,
 *   route rules, devices, granting).
 * - `isAdmin: true` and `brands: string[]`: brand staff of exactly those brands.
 * - anything else: not staff.
 */

/** The custom claim that lists a brand staff member's brands. */
export const STAFF_BRANDS_CLAIM = 'brands';

/**
 * At most this many brands per brand staff member: 20 ids of at most 32 characters keep the
 * claims (`{"isAdmin":true,"brands":[…]}`, about 750 bytes) under Firebase's 1,000-byte limit.
 */
export const MAX_STAFF_BRANDS = 20;

/** A brand id as the rules accept it (isValidBrandId): 3–32 characters of a–z, 0–9 and `-`. */
export const STAFF_BRAND_ID = /^[a-z][a-z0-9-]{1,30}[a-z0-9]$/;

export type StaffScope = { kind: 'operator' } | { kind: 'brands'; brandIds: readonly string[] };

/**
 * The scope the claims give, or null when they do not make the person staff. A `brands` claim
 * that is not a list of brand ids makes no one staff (fail closed), as the rules do.
 */
export function staffScopeOf(
  claims: Readonly<Record<string, unknown>> | undefined | null,
): StaffScope | null {
  if (claims?.['isAdmin'] !== true) return null;
  if (!Object.hasOwn(claims, STAFF_BRANDS_CLAIM)) return { kind: 'operator' };
  const brands = claims[STAFF_BRANDS_CLAIM];
  if (!Array.isArray(brands)) return null;
  const brandIds = brands.filter((id): id is string => typeof id === 'string');
  if (brandIds.length !== brands.length) return null;
  return { kind: 'brands', brandIds };
}

/** Whether the scope lets its holder run `brandId` (operator-wide staff run every brand). */
export function mayRunBrand(scope: StaffScope | null, brandId: string | null | undefined): boolean {
  if (!scope) return false;
  if (scope.kind === 'operator') return true;
  return typeof brandId === 'string' && scope.brandIds.includes(brandId);
}

/** Whether the scope is operator-wide. */
export function isOperatorScope(scope: StaffScope | null): scope is { kind: 'operator' } {
  return scope?.kind === 'operator';
}
