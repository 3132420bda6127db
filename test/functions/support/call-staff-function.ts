import { confirmedStaffScope } from '#shared/model/staff-scope.js';
import { adminAuth } from './admin-auth.js';
import { adminFirestore } from './admin-firestore.js';
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

const provisioned = new Map<string, Promise<void>>();

/**
 * Makes `uid` staff as grantAdmin would (issue 36: the callables verify the token with
 * revocation checked, which needs the Auth user, and confirm the scope with the staff directory
 * entry): the Auth user with the claims, and an active `staff/{uid}` entry agreeing with them.
 * An entry that already confirms the scope (the demo admin's) is left as it is.
 */
export function provisionStaff(uid: string, brands?: readonly string[]): Promise<void> {
  const key = `${uid}:${brands?.join(',') ?? ''}`;
  let done = provisioned.get(key);
  if (!done) {
    done = (async () => {
      const claims = { isAdmin: true, ...(brands ? { brands: [...brands] } : {}) };
      const email = `${uid}@example.com`;
      await adminAuth()
        .getUser(uid)
        .catch(() => adminAuth().createUser({ uid, email }));
      await adminAuth().setCustomUserClaims(uid, claims);
      const entry = adminFirestore().doc(`staff/${uid}`);
      if (!confirmedStaffScope(claims, (await entry.get()).data())) {
        await entry.set({
          name: uid.slice(0, 50),
          email,
          active: true,
          brands: brands ? [...brands] : null,
          updatedAt: new Date(),
        });
      }
    })();
    provisioned.set(key, done);
  }
  return done;
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
  await provisionStaff(as.uid ?? 'demo-admin', as.brands);
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
