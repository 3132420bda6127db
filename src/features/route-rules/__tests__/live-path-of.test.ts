import { describe, expect, it } from 'vitest';
import { livePathOf } from '../live-path-of';

describe('livePathOf', () => {
  it.each([
    ['/', { kind: 'site', label: 'サイトのトップページ' }],
    ['/faq', { kind: 'site', label: 'よくある質問' }],
    ['/news/*', { kind: 'site', label: 'お知らせ' }],
    ['/sorakura', { kind: 'brand', brandId: 'sorakura', label: 'トップページ' }],
    ['/sorakura/*', { kind: 'brand', brandId: 'sorakura', label: 'すべてのページ' }],
    ['/sorakura/terms', { kind: 'brand', brandId: 'sorakura', label: '利用規約' }],
    ['/sorakura/SK-101', { kind: 'asset', brandId: 'sorakura', assetId: 'SK-101' }],
    ['/sorakura/SK-101/*', { kind: 'asset', brandId: 'sorakura', assetId: 'SK-101' }],
    ['/brand/sorakura/asset/SK-101', { kind: 'asset', brandId: 'sorakura', assetId: 'SK-101' }],
    ['/brand/sorakura', null],
  ])('%s → %j', (from, expected) => {
    expect(livePathOf(from)).toEqual(expected);
  });
});
