/**
 * Firebase Auth codes after which the current user is signed out completely (spec section 8):
 * the account is disabled or its session revoked, so no fresh token can be had again.
 */
export const signOutErrorCodes: ReadonlySet<string> = new Set([
  'auth/user-disabled',
  'auth/user-token-expired',
]);
