/** Firebase's limit on a user's custom claims, as JSON. */
export const MAX_CLAIMS_BYTES = 1000;

/**
 * The user's claims with `isAdmin` set or removed and every other claim kept: setCustomUserClaims
 * replaces the claims as a whole. Undefined when the result would exceed the 1,000-byte limit.
 */
export function claimsWithAdmin(
  current: Readonly<Record<string, unknown>> | undefined,
  isAdmin: boolean,
): Record<string, unknown> | undefined {
  const next: Record<string, unknown> = { ...current };
  delete next['isAdmin'];
  if (isAdmin) next['isAdmin'] = true;
  return Buffer.byteLength(JSON.stringify(next), 'utf8') > MAX_CLAIMS_BYTES ? undefined : next;
}
