import { describe, expect, it } from 'vitest';
import { demoSiteNotices, demoBrandNotices } from '../../scripts/seed/data/notices';
import { demoIds } from '../../scripts/seed/demo-ids';
import { seriousAxeViolations } from './support/axe.js';
import { useBrowserSession } from './support/use-browser-session.js';

/** Real ids of the demo data (scripts/seed), so detail pages show a real document. */
const brand = demoIds.publishedBrand;
const asset = demoIds.publishedAsset.assetId;
const firstPublished = (items: typeof demoSiteNotices, what: string) => {
  const item = items.find((news) => news.data.published);
  if (!item) throw new Error(`the demo data has no published ${what}`);
  return item.id;
};
const newsId = firstPublished(demoSiteNotices, 'site news');
const infoId = firstPublished(
  demoBrandNotices.filter((info) => info.brandId === brand),
  `お知らせ of ${brand}`,
);

/**
 * Every public screen, one line each: a new screen is guarded by adding its line. The admin
 * area and the signed-in user's pages need a session and are not in this list yet.
 */
const publicRoutes: readonly { path: string; screen: string }[] = [
  { path: '/', screen: 'ホーム' },
  { path: '/news', screen: 'お知らせ一覧' },
  { path: `/news/${newsId}`, screen: 'お知らせ詳細' },
  { path: '/faq', screen: 'よくある質問' },
  { path: `/${brand}`, screen: 'ブランドトップ' },
  { path: `/${brand}/flow`, screen: 'ご利用の流れ' },
  { path: `/${brand}/terms`, screen: '利用規約' },
  { path: `/${brand}/privacy-policy`, screen: 'プライバシーポリシー' },
  { path: `/${brand}/company-overview`, screen: '会社概要' },
  { path: `/${brand}/transaction`, screen: '特定商取引法に基づく表記' },
  { path: `/${brand}/faq`, screen: 'ブランドのよくある質問' },
  { path: `/${brand}/info`, screen: 'ブランドのお知らせ一覧' },
  { path: `/${brand}/info/${infoId}`, screen: 'ブランドのお知らせ詳細' },
  { path: `/${brand}/sitemap`, screen: 'サイトマップ' },
  { path: `/${brand}/list`, screen: '物件一覧' },
  { path: `/${brand}/${asset}`, screen: '物件詳細' },
  { path: `/brand/${brand}/asset/${asset}`, screen: '物件詳細（ブランド外の URL）' },
  { path: `/${brand}/detail/${asset}/application`, screen: 'お申し込み（区画の選択）' },
  { path: `/${brand}/login`, screen: 'ログイン' },
  { path: `/${brand}/no-such-page`, screen: '404' },
];

const chromium = useBrowserSession();

describe('accessibility of the public pages at 390 px (axe-core, WCAG 2.2 AA)', () => {
  it.each(publicRoutes)('$path ($screen) has no serious or critical violation', async (route) => {
    const { page } = await chromium.open(`a11y-${route.path}`);
    await page.goto(`${chromium.base}${route.path}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
