import { describe, expect, it } from 'vitest';
import { adminAuth } from './support/admin-auth.js';
import { signUpNewUser } from './support/auth-emulator.js';
import { callApi } from './support/call-api.js';
import { parseSetCookie } from './support/parse-set-cookie.js';

function expectClearedCookie(setCookies: string[]) {
  expect(setCookies).toHaveLength(1);
  const cookie = parseSetCookie(setCookies[0] ?? '');
  expect(cookie.name).toBe('__session');
  expect(cookie.value).toBe('');
  expect(cookie.attributes).toMatchObject({
    httponly: '',
    secure: '',
    samesite: 'Strict',
    path: '/',
    'max-age': '0',
  });
}

describe('POST /api/auth/sessionLogout', () => {
  it('clears the cookie and revokes the refresh tokens of a valid session', async () => {
    const user = await signUpNewUser();
    const login = await callApi('auth/sessionLogin', { body: { idToken: user.idToken } });
    expect(login.status).toBe(200);
    const session = parseSetCookie(login.setCookies[0] ?? '');
    const before = await adminAuth().getUser(user.uid);
    // Revocation has one-second resolution: make "after" distinguishable from the sign-in.
    await new Promise((resolve) => setTimeout(resolve, 1100));

    const answer = await callApi('auth/sessionLogout', {
      cookie: `other=1; __session=${encodeURIComponent(session.value)}`,
    });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ status: 'success', revoked: true });
    expectClearedCookie(answer.setCookies);

    const after = await adminAuth().getUser(user.uid);
    expect(Date.parse(after.tokensValidAfterTime ?? '')).toBeGreaterThan(
      Date.parse(before.tokensValidAfterTime ?? '0'),
    );
    await expect(adminAuth().verifyIdToken(user.idToken, true)).rejects.toMatchObject({
      code: 'auth/id-token-revoked',
    });
    await expect(adminAuth().verifySessionCookie(session.value, true)).rejects.toMatchObject({
      code: 'auth/session-cookie-revoked',
    });
  });

  it('answers 200 and clears the cookie when there is no session', async () => {
    const answer = await callApi('auth/sessionLogout');
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ status: 'success', revoked: false });
    expectClearedCookie(answer.setCookies);
  });

  it('answers 200 without revoking anything for a forged cookie', async () => {
    const user = await signUpNewUser();
    const before = await adminAuth().getUser(user.uid);
    const answer = await callApi('auth/sessionLogout', { cookie: '__session=forged%zz' });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ status: 'success', revoked: false });
    expectClearedCookie(answer.setCookies);
    await expect(adminAuth().verifyIdToken(user.idToken, true)).resolves.toMatchObject({
      uid: user.uid,
    });
    expect((await adminAuth().getUser(user.uid)).tokensValidAfterTime).toBe(
      before.tokensValidAfterTime,
    );
  });

  it('answers 403 without the X-Requested-With header and keeps the session', async () => {
    const answer = await callApi('auth/sessionLogout', { csrfHeader: null });
    expect(answer.status).toBe(403);
    expect(answer.setCookies).toHaveLength(0);
  });

  it('answers 403 for Sec-Fetch-Site: cross-site and keeps the session', async () => {
    const answer = await callApi('auth/sessionLogout', { secFetchSite: 'cross-site' });
    expect(answer.status).toBe(403);
    expect((answer.json as { error?: { code?: string } }).error?.code).toBe('cross-site-request');
    expect(answer.setCookies).toHaveLength(0);
  });

  it('answers 405 with Allow: POST for GET', async () => {
    const answer = await callApi('auth/sessionLogout', { method: 'GET' });
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('POST');
  });
});
