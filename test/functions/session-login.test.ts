import { beforeAll, describe, expect, it } from 'vitest';
import { adminAuth } from './support/admin-auth.js';
import { signUpNewUser, setValidSince } from './support/auth-emulator.js';
import type { ApiAnswer } from './support/call-api.js';
import { callApi } from './support/call-api.js';
import { parseSetCookie } from './support/parse-set-cookie.js';
import { stackEnv } from './support/stack-env.js';
import { unsignedIdToken } from './support/unsigned-id-token.js';

const FIVE_DAYS_SECONDS = 5 * 24 * 60 * 60;

function errorCode(answer: ApiAnswer): string | undefined {
  const body = answer.json as { error?: { code?: string; message?: string } } | undefined;
  expect(typeof body?.error?.message).toBe('string');
  return body?.error?.code;
}

describe('POST /api/auth/sessionLogin', () => {
  beforeAll(() => {
    stackEnv();
  });

  it('sets __session (HttpOnly, Secure, SameSite=Strict, Path=/, 5 days) for a fresh sign-in', async () => {
    const user = await signUpNewUser();
    const answer = await callApi('auth/sessionLogin', { body: { idToken: user.idToken } });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ status: 'success', expiresIn: FIVE_DAYS_SECONDS });
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(answer.setCookies).toHaveLength(1);
    const cookie = parseSetCookie(answer.setCookies[0] ?? '');
    expect(cookie.name).toBe('__session');
    expect(cookie.attributes).toMatchObject({
      httponly: '',
      secure: '',
      samesite: 'Strict',
      path: '/',
      'max-age': String(FIVE_DAYS_SECONDS),
    });
    const decoded = await adminAuth().verifySessionCookie(cookie.value, true);
    expect(decoded.uid).toBe(user.uid);
  });

  it('works through the Hosting rewrite with our own Origin', async () => {
    const user = await signUpNewUser();
    const { hostingUrl } = stackEnv();
    const answer = await callApi('auth/sessionLogin', {
      body: { idToken: user.idToken },
      viaHosting: true,
      origin: hostingUrl,
    });
    expect(answer.status).toBe(200);
    expect(answer.setCookies.some((header) => header.startsWith('__session='))).toBe(true);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
  });

  it.each([
    ['no body', undefined],
    ['an empty object', {}],
    ['a number token', { idToken: 123 }],
    ['an empty token', { idToken: '' }],
    ['a null token', { idToken: null }],
    ['an array body', ['token']],
  ])('answers 400 invalid-argument for %s', async (_label, body) => {
    const answer = await callApi('auth/sessionLogin', { body });
    expect(answer.status).toBe(400);
    expect(errorCode(answer)).toBe('invalid-argument');
    expect(answer.setCookies).toHaveLength(0);
  });

  it('answers 401 invalid-token for a garbage token', async () => {
    const answer = await callApi('auth/sessionLogin', { body: { idToken: 'not-a-jwt' } });
    expect(answer.status).toBe(401);
    expect(errorCode(answer)).toBe('invalid-token');
  });

  it.each([
    [
      'the first character of its payload changed',
      (token: string) => {
        const [header = '', payload = '', signature = ''] = token.split('.');
        const first = payload.startsWith('e') ? 'X' : 'e';
        return `${header}.${first}${payload.slice(1)}.${signature}`;
      },
    ],
    [
      'a payload that is JSON null',
      (token: string) => {
        const [header = '', , signature = ''] = token.split('.');
        return `${header}.${Buffer.from('null').toString('base64url')}.${signature}`;
      },
    ],
  ])('answers 401 invalid-token (not 500) for a real token with %s', async (_label, corrupt) => {
    const user = await signUpNewUser();
    const answer = await callApi('auth/sessionLogin', {
      body: { idToken: corrupt(user.idToken) },
    });
    expect(answer.status).toBe(401);
    expect(errorCode(answer)).toBe('invalid-token');
    expect(answer.setCookies).toHaveLength(0);
  });

  it('answers 401 recent-sign-in-required when the sign-in is older than 5 minutes', async () => {
    const user = await signUpNewUser();
    const now = Math.floor(Date.now() / 1000);
    // Tokens valid since 20 minutes ago, so only the age check can refuse a 6-minute-old sign-in.
    await setValidSince(user.uid, now - 20 * 60);
    const stale = unsignedIdToken(user.uid, user.email, now - 6 * 60);
    const answer = await callApi('auth/sessionLogin', { body: { idToken: stale } });
    expect(answer.status).toBe(401);
    expect(errorCode(answer)).toBe('recent-sign-in-required');

    const fresh = unsignedIdToken(user.uid, user.email, now - 4 * 60);
    const accepted = await callApi('auth/sessionLogin', { body: { idToken: fresh } });
    expect(accepted.status).toBe(200);
  });

  it('answers 401 token-revoked for a token issued before a revocation', async () => {
    const user = await signUpNewUser();
    // Revocation compares whole seconds: let the clock move past the token's auth_time.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await adminAuth().revokeRefreshTokens(user.uid);
    const answer = await callApi('auth/sessionLogin', { body: { idToken: user.idToken } });
    expect(answer.status).toBe(401);
    expect(errorCode(answer)).toBe('token-revoked');
  });

  it('answers 401 for a disabled user', async () => {
    const user = await signUpNewUser();
    await adminAuth().updateUser(user.uid, { disabled: true });
    const answer = await callApi('auth/sessionLogin', { body: { idToken: user.idToken } });
    expect(answer.status).toBe(401);
    expect(errorCode(answer)).toBe('invalid-token');
  });

  it('answers 400 invalid-json for a malformed body our handler parses', async () => {
    const answer = await callApi('auth/sessionLogin', {
      rawBody: '{"idToken": ',
      contentType: 'text/plain',
    });
    expect(answer.status).toBe(400);
    expect(errorCode(answer)).toBe('invalid-json');
  });

  it('answers 400 (not 500) for malformed JSON the framework rejects first', async () => {
    // With Content-Type application/json the Functions runtime's own parser answers before us.
    const answer = await callApi('auth/sessionLogin', { rawBody: '{"idToken": ' });
    expect(answer.status).toBe(400);
  });

  it.each(['GET', 'PUT', 'DELETE'])('answers 405 with Allow: POST for %s', async (method) => {
    const answer = await callApi('auth/sessionLogin', {
      method,
      body: method === 'GET' ? undefined : { idToken: 'x' },
    });
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('POST');
    expect(errorCode(answer)).toBe('method-not-allowed');
  });

  it('answers 413 for a body over 10 KB', async () => {
    const answer = await callApi('auth/sessionLogin', { body: { idToken: 'x'.repeat(20 * 1024) } });
    expect(answer.status).toBe(413);
    expect(errorCode(answer)).toBe('body-too-large');
  });

  it('answers 403 without the X-Requested-With header, even with a valid token', async () => {
    const user = await signUpNewUser();
    const answer = await callApi('auth/sessionLogin', {
      body: { idToken: user.idToken },
      csrfHeader: null,
    });
    expect(answer.status).toBe(403);
    expect(errorCode(answer)).toBe('csrf-header-missing');
    expect(answer.setCookies).toHaveLength(0);
  });

  it('answers 403 for a wrong X-Requested-With value', async () => {
    const answer = await callApi('auth/sessionLogin', {
      body: { idToken: 'x' },
      csrfHeader: 'XMLHttpRequest-ish',
    });
    expect(answer.status).toBe(403);
    expect(errorCode(answer)).toBe('csrf-header-missing');
  });

  it.each([
    ['directly', false],
    ['through Hosting', true],
  ])('answers 403 origin-not-allowed for a foreign Origin (%s)', async (_label, viaHosting) => {
    const user = await signUpNewUser();
    const answer = await callApi('auth/sessionLogin', {
      body: { idToken: user.idToken },
      origin: 'https://evil.example',
      viaHosting,
    });
    expect(answer.status).toBe(403);
    expect(errorCode(answer)).toBe('origin-not-allowed');
    expect(answer.setCookies).toHaveLength(0);
  });

  it.each([
    ['directly', false],
    ['through Hosting', true],
  ])(
    'answers 403 cross-site-request for Sec-Fetch-Site: cross-site without an Origin (%s)',
    async (_label, viaHosting) => {
      const user = await signUpNewUser();
      const answer = await callApi('auth/sessionLogin', {
        body: { idToken: user.idToken },
        secFetchSite: 'cross-site',
        viaHosting,
      });
      expect(answer.status).toBe(403);
      expect(errorCode(answer)).toBe('cross-site-request');
      expect(answer.setCookies).toHaveLength(0);
    },
  );

  it('answers 403 cross-site-request for Sec-Fetch-Site: cross-site even with our own Origin', async () => {
    const user = await signUpNewUser();
    const answer = await callApi('auth/sessionLogin', {
      body: { idToken: user.idToken },
      origin: stackEnv().hostingUrl,
      secFetchSite: 'cross-site',
      viaHosting: true,
    });
    expect(answer.status).toBe(403);
    expect(errorCode(answer)).toBe('cross-site-request');
  });

  it.each([
    ['directly', false],
    ['through Hosting', true],
  ])(
    "answers 403 origin-not-allowed for an Origin naming the function's own host (%s)",
    async (_label, viaHosting) => {
      const user = await signUpNewUser();
      const answer = await callApi('auth/sessionLogin', {
        body: { idToken: user.idToken },
        origin: new URL(stackEnv().functionsUrl).origin,
        viaHosting,
      });
      expect(answer.status).toBe(403);
      expect(errorCode(answer)).toBe('origin-not-allowed');
      expect(answer.setCookies).toHaveLength(0);
    },
  );

  it('answers 403 for an Origin of "null" (sandboxed or file pages)', async () => {
    const answer = await callApi('auth/sessionLogin', { body: { idToken: 'x' }, origin: 'null' });
    expect(answer.status).toBe(403);
    expect(errorCode(answer)).toBe('origin-not-allowed');
  });

  it('answers 404 JSON for an unknown API path', async () => {
    const answer = await callApi('auth/nope');
    expect(answer.status).toBe(404);
    expect(errorCode(answer)).toBe('not-found');
  });
});
