/**
 * Whether an ID token (a JWT, as the auth store keeps it) carries `isAdmin: true`, read from its
 * payload without checking the signature: for what the UI shows (the admin menu), never for
 * access, which the guards (getIdTokenResult) and the security rules decide.
 */
export function isAdminToken(token: string): boolean {
  const payload = token.split('.')[1];
  if (payload === undefined || payload === '') return false;
  try {
    const base64 = payload.replaceAll('-', '+').replaceAll('_', '/');
    const claims: unknown = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')));
    return (
      typeof claims === 'object' &&
      claims !== null &&
      (claims as Record<string, unknown>)['isAdmin'] === true
    );
  } catch {
    return false;
  }
}
