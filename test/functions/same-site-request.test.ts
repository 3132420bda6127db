import type { Request } from 'firebase-functions/https';
import { afterEach, describe, expect, it } from 'vitest';
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

  it('refuses a request without the custom header before looking at anything else', () => {
    expect(
      errorCodeOf(() =>
        assertSameSiteRequest(requestWith({ Host: 'a.example', Origin: 'https://a.example' })),
      ),
    ).toBe('csrf-header-missing');
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
