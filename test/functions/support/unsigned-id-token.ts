import { stackEnv } from './stack-env.js';

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * An ID token as the Auth emulator issues them (alg "none", no signature), with a chosen
 * `auth_time`: the way to present an old sign-in without waiting five minutes. firebase-admin
 * accepts only such unsigned tokens when it talks to the emulator.
 */
export function unsignedIdToken(uid: string, email: string, authTimeSeconds: number): string {
  const { projectId } = stackEnv();
  const now = Math.floor(Date.now() / 1000);
  const header = { alg: 'none', typ: 'JWT' };
  const payload = {
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    auth_time: authTimeSeconds,
    user_id: uid,
    sub: uid,
    iat: now,
    exp: now + 3600,
    email,
    email_verified: false,
    firebase: { identities: { email: [email] }, sign_in_provider: 'password' },
  };
  return `${base64url(header)}.${base64url(payload)}.`;
}
