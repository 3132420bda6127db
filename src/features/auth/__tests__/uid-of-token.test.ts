import { describe, expect, it } from 'vitest';
import { uidOfToken } from '../uid-of-token';

const tokenFor = (uid: string) =>
  `${btoa('{"alg":"none"}')}.${btoa(JSON.stringify({ user_id: uid, sub: uid }))}.`;

describe('uidOfToken', () => {
  it("reads the uid of an ID token, '' for anything else", () => {
    expect(uidOfToken(tokenFor('alice'))).toBe('alice');
    expect(uidOfToken('not-a-token')).toBe('');
    expect(uidOfToken('')).toBe('');
  });
});
