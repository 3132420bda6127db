import { describe, expect, it } from 'vitest';
import { formatDocumentTitle } from '../format-document-title';
import { isBrandId } from '../is-brand-id';
import { isChunkLoadError } from '../is-chunk-load-error';
import { isDocumentId } from '../is-document-id';

describe('isBrandId', () => {
  // The same format as the model's brandIdSchema and firestore.rules: a page for a brand id
  // that can never be stored would be a 404 anyway.
  it.each(['acme', 'abc', 'trunk-room-tokyo', 'garage-24h', 'a'.repeat(32)])('accepts %s', (id) => {
    expect(isBrandId(id)).toBe(true);
  });

  it.each([
    undefined,
    '',
    'a',
    'ab',
    '24h-garage',
    'acme-',
    '-acme',
    'Acme',
    'acme_1',
    'acme.jp',
    'ア',
    'a'.repeat(33),
    'admin',
    'brand',
    'news',
    'faq',
    'builds',
    'api',
    'assets',
  ])('rejects %s', (id) => {
    expect(isBrandId(id)).toBe(false);
  });
});

describe('isDocumentId', () => {
  it.each(['1', '101', 'a1', 'n-001', 'AbC_9-x', 'x'.repeat(128)])('accepts %s', (id) => {
    expect(isDocumentId(id)).toBe(true);
  });

  it.each([undefined, '', '.', '..', '-x', '_x', 'a b', 'a/b', '__x__', 'あ', 'x'.repeat(129)])(
    'rejects %s',
    (id) => {
      expect(isDocumentId(id)).toBe(false);
    },
  );
});

describe('isChunkLoadError', () => {
  it.each([
    new TypeError('Failed to fetch dynamically imported module: https://example.com/assets/a-1.js'),
    new TypeError('error loading dynamically imported module'),
    new TypeError('Importing a module script failed.'),
    new Error('Unable to preload CSS for /assets/a.css'),
  ])('recognises %s', (error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it.each([
    new Error('boom'),
    'Failed to fetch dynamically imported module',
    null,
    { message: 'x' },
  ])('does not mistake %s for one', (error) => {
    expect(isChunkLoadError(error)).toBe(false);
  });
});

describe('formatDocumentTitle', () => {
  it('puts the page title before the site name', () => {
    expect(formatDocumentTitle('ご利用の流れ')).toBe('ご利用の流れ | スペースナビ');
  });

  it('falls back to the bare site name', () => {
    expect(formatDocumentTitle('  ')).toBe('スペースナビ');
  });
});
