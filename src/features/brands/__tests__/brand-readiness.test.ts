import { describe, expect, it } from 'vitest';
import type { Asset } from '@/lib/model/asset';
import type { BrandPage } from '@/lib/model/brand-page';
import { brandReadiness } from '../brand-readiness';

const page = (body: string): BrandPage => ({ title: 't', body, version: 1, updatedAt: new Date() });
const asset = (published: boolean, total: number) =>
  ({
    asset: {
      published,
      plans:
        total === 0
          ? {}
          : { p: { type: 'indoor', monthlyFee: 8800, areaM2: 2, total, available: 1 } },
    } as unknown as Asset,
  }) as const;

describe('brandReadiness', () => {
  it('names every missing page and the lack of a published asset with spaces', () => {
    const checks = brandReadiness('b1', { terms: null, 'privacy-policy': page('  ') }, [
      asset(false, 3),
      asset(true, 0),
      { asset: null },
    ]);
    expect(checks.filter((c) => !c.done).map((c) => [c.label, c.fixHref])).toEqual([
      ['利用規約', '/admin/brands/b1/terms'],
      ['プライバシーポリシー', '/admin/brands/b1/privacy-policy'],
      ['特定商取引法に基づく表記', '/admin/brands/b1/transaction'],
      ['会社概要', '/admin/brands/b1/company-overview'],
      ['公開中の物件（区画あり）', '/admin/brands/b1/assets'],
    ]);
  });
  it('is complete with the four pages written and one published asset with spaces', () => {
    const pages = {
      terms: page('第1条'),
      'privacy-policy': page('x'),
      transaction: page('x'),
      'company-overview': page('x'),
    };
    expect(brandReadiness('b1', pages, [asset(true, 2)]).every((c) => c.done)).toBe(true);
  });
});
