/**
 * The publicPage function (functions/src/public-pages) writes a few facts the app also writes:
 * held equal here, where both can be imported (functions/ never imports the SPA). The page
 * itself, its title and description are the app's own (its server render).
 */
import { describe, expect, it } from 'vitest';
import { documentTitle, metaDescription } from '../../../functions/src/public-pages/render-html';
import { formatDocumentTitle } from '@/utils/format-document-title';

describe('kept in step with the app', () => {
  it('writes titles and descriptions as the screens do', () => {
    for (const title of ['', ' ', 'ソラクラ', '<b>x</b>']) {
      expect(documentTitle(title)).toBe(formatDocumentTitle(title));
    }
    // usePageMeta: whitespace collapsed, at most 120 characters.
    expect(metaDescription(' 一行目\n\n二行目 ')).toBe('一行目 二行目');
    expect(metaDescription('あ'.repeat(130))).toHaveLength(120);
  });
});
