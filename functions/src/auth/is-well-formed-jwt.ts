const SEGMENT = /^[A-Za-z0-9_-]*$/;

function decodesToObject(segment: string): boolean {
  if (segment === '' || !SEGMENT.test(segment)) return false;
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}

/**
 * True when the token has the shape of a JWT: three base64url segments whose header and
 * payload are JSON objects. firebase-admin throws a bare SyntaxError or TypeError (no auth
 * code) for a corrupted payload, which would otherwise surface as a 500; checked first, every
 * malformed token gets the 401 `invalid-token`. Signature, claims and expiry stay with the SDK.
 */
export function isWellFormedJwt(token: string): boolean {
  const parts = token.split('.');
  if (parts.length !== 3) return false;
  const [header = '', payload = '', signature = ''] = parts;
  return decodesToObject(header) && decodesToObject(payload) && SEGMENT.test(signature);
}
