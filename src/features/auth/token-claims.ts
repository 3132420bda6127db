/**
 * Whether an ID token (a JWT, as the auth store keeps it) carries `isAdmin: true`, read from its
 * payload without checking the signature: for what the UI shows (the admin menu), never for
 * access, which the guards (getIdTokenResult) and the security rules decide.
 */
export function isAdminToken(token: string): boolean {
  return tokenClaims(token)?.['isAdmin'] === true;
}

/** The payload of an ID token (a JWT), unverified; null when it cannot be read. */
export function tokenClaims(token: string): Record<string, unknown> | null {
  const payload = token.split('.')[1];
  if (payload === undefined || payload === '') return null;
  try {
    const base64 = payload.replaceAll('-', '+').replaceAll('_', '/');
    const claims: unknown = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')));
    return typeof claims === 'object' && claims !== null && !Array.isArray(claims)
      ? (claims as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
