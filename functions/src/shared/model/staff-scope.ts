/**
 * Staff scope (issue 29, issue 36): who may run which brand, read from an ID token's (or a
 * user's) custom claims and confirmed by the server-written staff directory entry `staff/{uid}`.
 * Shared by the functions and the admin screens (src/lib/model/staff-scope.ts); the security
 * rules say the same in isStaffOf(brandId) / isOperatorStaff() (docs/auth.md, "Staff").
 *
 * - `isAdmin: true` and no `brands` claim: operator-wide staff (every brand, the site's pages,
 *   route rules, devices, granting).
 * - `isAdmin: true` and `brands`: brand staff of exactly those brands — only in the shape
 *   grantAdmin writes: a list of 1–20 brand ids (strings of the rules' brand-id form, so never
 *   `_operator`).
 * - anything else: not staff (fail closed).
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

/** Whether `value` is a brand list in the shape grantAdmin writes (1–20 brand ids). */
export function isStaffBrandList(value: unknown): value is readonly string[] {
  return (
    Array.isArray(value) &&
    value.length >= 1 &&
    value.length <= MAX_STAFF_BRANDS &&
    value.every((id) => typeof id === 'string' && STAFF_BRAND_ID.test(id))
  );
}

/**
 * The scope the claims give, or null when they do not make the person staff. A `brands` claim in
 * any other shape than grantAdmin's (not a list, empty, more than 20, an entry that is not a
 * brand id) makes no one staff (fail closed), as the rules do. What the screens show; access is
 * decided with the directory entry too (`confirmedStaffScope`).
 */
export function staffScopeOf(
  claims: Readonly<Record<string, unknown>> | undefined | null,
): StaffScope | null {
  if (claims?.['isAdmin'] !== true) return null;
  if (!Object.hasOwn(claims, STAFF_BRANDS_CLAIM)) return { kind: 'operator' };
  const brands = claims[STAFF_BRANDS_CLAIM];
  if (!isStaffBrandList(brands)) return null;
  return { kind: 'brands', brandIds: [...brands] };
}

/** What of a staff directory entry (`staff/{uid}`) decides access: written by grantAdmin only. */
export type StaffDirectoryAccess = { active?: unknown; brands?: unknown };

/**
 * The claims' scope when the person's staff directory entry confirms it, else null (issue 36):
 * the entry must be active (removing a person deactivates it, which takes effect on their next
 * request, long before their ID token expires) and name the same kind of scope — no `brands`
 * (or null) for operator-wide staff; for brand staff a list holding every brand of the claim.
 * A narrowed entry therefore refuses a token that still carries the wider claim until it is
 * refreshed. Same test as the rules' isStaffOf / isOperatorStaff.
 */
export function confirmedStaffScope(
  claims: Readonly<Record<string, unknown>> | undefined | null,
  entry: StaffDirectoryAccess | undefined | null,
): StaffScope | null {
  const scope = staffScopeOf(claims);
  if (!scope || entry?.active !== true) return null;
  const listed = entry.brands ?? null;
  if (scope.kind === 'operator') return listed === null ? scope : null;
  if (!isStaffBrandList(listed)) return null;
  return scope.brandIds.every((id) => listed.includes(id)) ? scope : null;
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
