import { describe, expect, it } from 'vitest';
import { compileDocumentPattern } from '../document-path-pattern.js';

describe('compileDocumentPattern', () => {
  it('EXACT names one document (leading and trailing slashes ignored, as firebase-functions does)', () => {
    const matches = compileDocumentPattern('/things/t1/', 'EXACT');
    expect(matches('things/t1')).toBe(true);
    expect(matches('things/t2')).toBe(false);
    expect(matches('things/t1/parts/p1')).toBe(false);
  });

  it('{name}, {name=*} and * match exactly one segment', () => {
    for (const pattern of ['things/{id}', 'things/{id=*}', 'things/*']) {
      const matches = compileDocumentPattern(pattern, 'PATH_PATTERN');
      expect(matches('things/t1')).toBe(true);
      expect(matches('other/t1')).toBe(false);
      expect(matches('things/t1/parts/p1')).toBe(false);
    }
  });

  it('{name=**} and ** match any number of segments, also in the middle', () => {
    const tail = compileDocumentPattern('things/{rest=**}', 'PATH_PATTERN');
    expect(tail('things/t1')).toBe(true);
    expect(tail('things/t1/parts/p1')).toBe(true);
    expect(tail('other/t1')).toBe(false);
    const middle = compileDocumentPattern('things/**/notes/{noteId}', 'PATH_PATTERN');
    expect(middle('things/notes/n1')).toBe(true);
    expect(middle('things/t1/parts/p1/notes/n1')).toBe(true);
    expect(middle('things/t1/parts/p1')).toBe(false);
  });

  it('a * inside a segment matches within that segment', () => {
    const matches = compileDocumentPattern('things/draft-*', 'PATH_PATTERN');
    expect(matches('things/draft-1')).toBe(true);
    expect(matches('things/final-1')).toBe(false);
  });

  it('refuses empty filters and broken wildcards', () => {
    expect(() => compileDocumentPattern('/', 'EXACT')).toThrow(/empty/);
    expect(() => compileDocumentPattern('things/{id=**}x', 'PATH_PATTERN')).toThrow(
      /not a path segment/,
    );
    expect(() => compileDocumentPattern('things/a**', 'PATH_PATTERN')).toThrow(
      /not a path segment/,
    );
  });
});
