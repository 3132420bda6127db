import { stackEnv } from './stack-env.js';

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * An unsigned emulator ID token of a staff member (the isAdmin claim; with `brands`, brand staff
 * of those brands: docs/auth.md, "Staff"), as in unsigned-id-token.ts.
 */
function staffIdToken(uid: string, brands?: readonly string[]): string {
  const { projectId } = stackEnv();
  const now = Math.floor(Date.now() / 1000);
  const payload = {
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    auth_time: now,
    user_id: uid,
    sub: uid,
    iat: now,
    exp: now + 3600,
    email: `${uid}@example.com`,
    isAdmin: true,
    ...(brands ? { brands } : {}),
    firebase: { identities: {}, sign_in_provider: 'password' },
  };
  return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(payload)}.`;
}

/**
 * Calls callable `name` on the Functions emulator as a staff member (operator-wide, or brand
 * staff of `as.brands`); returns `result`.
 */
export async function callStaffFunction<T>(
  name: string,
  data: unknown,
  as: { uid?: string; brands?: readonly string[] } = {},
): Promise<T> {
  const url = stackEnv().functionsUrl.replace(/\/api$/, `/${name}`);
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${staffIdToken(as.uid ?? 'demo-admin', as.brands)}`,
    },
    body: JSON.stringify({ data }),
  });
  const body = (await response.json()) as { result?: T; error?: { message: string } };
  if (!response.ok || body.result === undefined) {
    throw new Error(`${name} answered ${response.status}: ${JSON.stringify(body.error)}`);
  }
  return body.result;
}
