import { describe, expect, it } from 'vitest';
import { isAdminToken } from '../token-claims';

/** A token as Firebase makes it: base64url of the UTF-8 payload. */
const jwt = (claims: object) => {
  const bytes = new TextEncoder().encode(JSON.stringify(claims));
  const base64 = btoa(String.fromCharCode(...bytes));
  return `e30.${base64.replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '')}.sig`;
};

describe('isAdminToken', () => {
  it('reads the isAdmin claim of the payload', () => {
    expect(isAdminToken(jwt({ isAdmin: true, email: 'a@example.com' }))).toBe(true);
    expect(isAdminToken(jwt({ isAdmin: false }))).toBe(false);
    expect(isAdminToken(jwt({ email: 'ユーザー@example.com?' }))).toBe(false);
  });
  it('is false for anything that is not a token', () => {
    for (const token of ['', 'abc', 'a..b', 'a.!!!.b']) expect(isAdminToken(token)).toBe(false);
  });
});
