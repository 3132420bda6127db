import { paths } from '@/config/paths';
import type { Asset } from '@/lib/model/asset';
import type { BrandPage, BrandPageKey } from '@/lib/model/brand-page';

/** The pages a brand needs before it can take applications (issue 19, item 8). */
export const requiredBrandPages = [
  'terms',
  'privacy-policy',
  'transaction',
  'company-overview',
] as const satisfies readonly BrandPageKey[];
export type RequiredBrandPage = (typeof requiredBrandPages)[number];

export type ReadinessCheck = {
  key: RequiredBrandPage | 'assets';
  /** What is checked, e.g. 「利用規約」. */
  label: string;
  done: boolean;
  /** What is missing, said to staff, e.g. 「まだ書かれていません（申し込みを受け付けられません）」. */
  problem: string;
  /** Where staff fix it. */
  fixHref: string;
};

const pageLabels: Record<RequiredBrandPage, string> = {
  terms: '利用規約',
  'privacy-policy': 'プライバシーポリシー',
  transaction: '特定商取引法に基づく表記',
  'company-overview': '会社概要',
};

const pageHref = (brandId: string, key: RequiredBrandPage): string =>
  ({
    terms: paths.admin.brand.terms.href(brandId),
    'privacy-policy': paths.admin.brand.privacyPolicy.href(brandId),
    transaction: paths.admin.brand.transaction.href(brandId),
    'company-overview': paths.admin.brand.companyOverview.href(brandId),
  })[key];

/** A page counts once it has some text; the terms are what an applicant must agree to. */
const written = (page: BrandPage | null | undefined): boolean =>
  page !== null && page !== undefined && page.body.trim() !== '';

/**
 * What a brand still lacks to take applications: the four pages with text, and a published
 * asset with at least one space. In this order; `done` says whether each holds.
 */
export function brandReadiness(
  brandId: string,
  pages: Partial<Record<RequiredBrandPage, BrandPage | null>>,
  assets: readonly { asset: Asset | null }[],
): ReadinessCheck[] {
  const checks: ReadinessCheck[] = requiredBrandPages.map((key) => ({
    key,
    label: pageLabels[key],
    done: written(pages[key]),
    problem:
      key === 'terms'
        ? 'まだ書かれていません。利用規約がないと、公開しても申し込みを受け付けられません。'
        : 'まだ書かれていません（公開すると、リンク先が「ページが見つかりません」になります）。',
    fixHref: pageHref(brandId, key),
  }));
  const withSpaces = assets.some(
    ({ asset }) =>
      asset !== null &&
      asset.published &&
      Object.values(asset.plans).some((plan) => plan.total > 0),
  );
  checks.push({
    key: 'assets',
    label: '公開中の物件（区画あり）',
    done: withSpaces,
    problem: '区画のある公開中の物件がありません。公開しても、申し込める区画が表示されません。',
    fixHref: paths.admin.brand.assets.href(brandId),
  });
  return checks;
}
