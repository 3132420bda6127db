import type { Request } from 'firebase-functions/https';
import { afterEach, describe, expect, it } from 'vitest';
import { isWellFormedJwt } from '../../functions/src/auth/is-well-formed-jwt.js';
import { assertSameSiteRequest } from '../../functions/src/http/assert-same-site-request.js';
import { readCookie } from '../../functions/src/http/read-cookie.js';

/** Only the header accessor the check reads; everything else about the request is irrelevant here. */
function requestWith(headers: Record<string, string>): Request {
  const lower = Object.fromEntries(
    Object.entries(headers).map(([key, value]) => [key.toLowerCase(), value]),
  );
  return { get: (name: string) => lower[name.toLowerCase()] } as unknown as Request;
}

const errorCodeOf = (run: () => void) => {
  try {
    run();
    return 'passed';
  } catch (error) {
    return (error as { code?: string }).code;
  }
};

describe('assertSameSiteRequest', () => {
  afterEach(() => {
    delete process.env.SESSION_ALLOWED_ORIGINS;
  });

  it('passes our client without an Origin header', () => {
    expect(
      errorCodeOf(() =>
        assertSameSiteRequest(requestWith({ 'X-Requested-With': 'fetch', Host: 'a.example' })),
      ),
    ).toBe('passed');
  });

  it('accepts the site host Hosting forwards in X-Forwarded-Host', () => {
    const request = requestWith({
      'X-Requested-With': 'fetch',
      Host: 'asia-northeast1-demo.cloudfunctions.net',
      'X-Forwarded-Host': 'shop.example.jp',
      Origin: 'https://shop.example.jp',
    });
    expect(errorCodeOf(() => assertSameSiteRequest(request))).toBe('passed');
  });

  it('compares host and port, not just the hostname', () => {
    const request = requestWith({
      'X-Requested-With': 'fetch',
      Host: '127.0.0.1:5000',
      Origin: 'http://127.0.0.1:5001',
    });
    expect(errorCodeOf(() => assertSameSiteRequest(request))).toBe('origin-not-allowed');
  });

  it('accepts an extra origin from SESSION_ALLOWED_ORIGINS and ignores malformed entries', () => {
    process.env.SESSION_ALLOWED_ORIGINS = 'not a url, https://www.example.jp';
    const request = requestWith({
      'X-Requested-With': 'fetch',
      Host: 'fn.example',
      Origin: 'https://www.example.jp',
    });
    expect(errorCodeOf(() => assertSameSiteRequest(request))).toBe('passed');
    const other = requestWith({
      'X-Requested-With': 'fetch',
      Host: 'fn.example',
      Origin: 'https://evil.example',
    });
    expect(errorCodeOf(() => assertSameSiteRequest(other))).toBe('origin-not-allowed');
  });

  it("refuses an Origin naming the function's own host instead of the site's", () => {
    const direct = requestWith({
      'X-Requested-With': 'fetch',
      Host: '127.0.0.1:5001',
      Origin: 'http://127.0.0.1:5001',
    });
    expect(errorCodeOf(() => assertSameSiteRequest(direct))).toBe('origin-not-allowed');
    const behindHosting = requestWith({
      'X-Requested-With': 'fetch',
      Host: 'asia-northeast1-demo.cloudfunctions.net',
      'X-Forwarded-Host': 'shop.example.jp',
      Origin: 'https://asia-northeast1-demo.cloudfunctions.net',
    });
    expect(errorCodeOf(() => assertSameSiteRequest(behindHosting))).toBe('origin-not-allowed');
  });

  it('refuses Sec-Fetch-Site: cross-site without an Origin', () => {
    const request = requestWith({
      'X-Requested-With': 'fetch',
      Host: 'a.example',
      'Sec-Fetch-Site': 'cross-site',
    });
    expect(errorCodeOf(() => assertSameSiteRequest(request))).toBe('cross-site-request');
  });

  it('refuses Sec-Fetch-Site: cross-site even with an allowed Origin', () => {
    const request = requestWith({
      'X-Requested-With': 'fetch',
      'X-Forwarded-Host': 'shop.example.jp',
      Origin: 'https://shop.example.jp',
      'Sec-Fetch-Site': 'Cross-Site',
    });
    expect(errorCodeOf(() => assertSameSiteRequest(request))).toBe('cross-site-request');
  });

  it('passes Sec-Fetch-Site: same-origin from the site', () => {
    const request = requestWith({
      'X-Requested-With': 'fetch',
      'X-Forwarded-Host': 'shop.example.jp',
      Origin: 'https://shop.example.jp',
      'Sec-Fetch-Site': 'same-origin',
    });
    expect(errorCodeOf(() => assertSameSiteRequest(request))).toBe('passed');
  });

  it('refuses a request without the custom header before looking at anything else', () => {
    expect(
      errorCodeOf(() =>
        assertSameSiteRequest(requestWith({ Host: 'a.example', Origin: 'https://a.example' })),
      ),
    ).toBe('csrf-header-missing');
  });
});

describe('isWellFormedJwt', () => {
  const segment = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const header = segment({ alg: 'none', typ: 'JWT' });
  const payload = segment({ sub: 'u1', aud: 'demo' });

  it('accepts three base64url segments with JSON-object header and payload', () => {
    expect(isWellFormedJwt(`${header}.${payload}.`)).toBe(true);
    expect(isWellFormedJwt(`${header}.${payload}.c2lnbmF0dXJl`)).toBe(true);
  });

  it.each([
    ['a corrupted first payload character', `${header}.X${payload.slice(1)}.`],
    ['a corrupted first header character', `X${header.slice(1)}.${payload}.`],
    ['a payload that is JSON null', `${header}.${segment(null)}.`],
    ['a payload that is a number', `${header}.${segment(5)}.`],
    ['a payload that is an array', `${header}.${segment(['x'])}.`],
    ['an empty payload', `${header}..`],
    ['two segments', `${header}.${payload}`],
    ['four segments', `${header}.${payload}..`],
    ['characters outside base64url', `${header}.${payload}.a+b/c=`],
    ['plain text', 'not-a-jwt'],
  ])('refuses %s', (_label, token) => {
    expect(isWellFormedJwt(token)).toBe(false);
  });
});

describe('readCookie', () => {
  it('finds one cookie among several and decodes it', () => {
    expect(readCookie('a=1; __session=x%3Dy; b=2', '__session')).toBe('x=y');
  });

  it('does not match a cookie whose name only ends with the wanted one', () => {
    expect(readCookie('my__session=1', '__session')).toBeUndefined();
  });

  it('treats a malformed escape and a missing header as absent', () => {
    expect(readCookie('__session=%zz', '__session')).toBeUndefined();
    expect(readCookie(undefined, '__session')).toBeUndefined();
  });
});
