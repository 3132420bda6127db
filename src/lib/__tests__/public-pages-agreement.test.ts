/**
 * The publicPage function (functions/src/public-pages) writes a few facts the app also writes:
 * held equal here, where both can be imported (functions/ never imports the SPA).
 */
import { describe, expect, it } from 'vitest';
import { spaceTypeNames } from '../../../functions/src/public-pages/asset-json-ld';
import { brandKindName } from '../../../functions/src/public-pages/layout-html';
import { formatYenTaxIncluded } from '../../../functions/src/public-pages/page-tops';
import { documentTitle, metaDescription } from '../../../functions/src/public-pages/render-html';
import { brandKindLabels } from '@/lib/model/brand';
import { spaceTypeLabels } from '@/lib/model/space';
import { formatDocumentTitle } from '@/utils/format-document-title';
import { formatYenTaxIncluded as appFormatYenTaxIncluded } from '@/utils/format-yen-tax-included';

describe('kept in step with the app', () => {
  it('names plan types and brand kinds as the model does', () => {
    expect(spaceTypeNames).toEqual(spaceTypeLabels);
    for (const [kind, label] of Object.entries(brandKindLabels)) {
      expect(brandKindName(kind)).toBe(label);
    }
  });

  it('writes prices, titles and descriptions as the screens do', () => {
    for (const amount of [0, 800, 3600, 12100, 1234567]) {
      expect(formatYenTaxIncluded(amount)).toBe(appFormatYenTaxIncluded(amount));
    }
    for (const title of ['', ' ', 'ソラクラ', '<b>x</b>']) {
      expect(documentTitle(title)).toBe(formatDocumentTitle(title));
    }
    // usePageMeta: whitespace collapsed, at most 120 characters.
    expect(metaDescription(' 一行目\n\n二行目 ')).toBe('一行目 二行目');
    expect(metaDescription('あ'.repeat(130))).toHaveLength(120);
  });
});
