import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  scaleAssetCount,
  scaleAssetId,
  scaleBrandDocuments,
  scaleBrandId,
} from '../../scripts/seed/data/scale-brand';
import type { Asset } from '../../src/lib/model/asset';
import { recordFirestoreRequests } from './support/firestore-requests.js';
import { chooseFilter } from './support/list-filters.js';
import { useBrowserSession } from './support/use-browser-session.js';

/**
 * The generated brand scale-test (300 assets × 40 spaces), seeded into the stack by
 * scripts/lib/stack-test-command.mjs. Its list must cost a constant number of Firestore
 * requests (the brand and one query of the assets, which carry their vacancy and fees summary);
 * searching and paging happen in the browser.
 */
const assets = scaleBrandDocuments()
  .filter((document) => document.collection === 'assets')
  .map((document) => document.data as Asset);
const PAGE_SIZE = 20;
/** The most Firestore requests the first page of results may cost (2 expected). */
const MAX_REQUESTS = 3;
const PREFECTURE = '北海道';
const inPrefecture = assets.filter((asset) => asset.prefecture === PREFECTURE).length;

const chromium = useBrowserSession();

function results(page: Page) {
  const region = page.getByRole('region', { name: '検索結果' });
  return {
    cards: region.getByRole('article'),
    hrefs: () =>
      region
        .getByRole('article')
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
    waitFor: (text: string) => region.getByRole('status').filter({ hasText: text }).waitFor(),
  };
}

/** Lets any request the last step set off reach the log before it is counted. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
}

describe(`/${scaleBrandId}/list with ${scaleAssetCount} assets × 40 spaces (Chromium)`, () => {
  it('shows the first results after a constant number of Firestore requests, none for spaces; paging and filtering make none', async () => {
    expect(assets).toHaveLength(scaleAssetCount);
    const { page, consoleErrors } = await chromium.open('scale-list');
    const firestore = recordFirestoreRequests(page);
    const list = results(page);

    const started = performance.now();
    await page.goto(`${chromium.base}/${scaleBrandId}/list`);
    await list.waitFor(`${scaleAssetCount}件の物件が見つかりました（1〜${PAGE_SIZE}件を表示）`);
    await list.cards.nth(PAGE_SIZE - 1).waitFor();
    const milliseconds = Math.round(performance.now() - started);
    const firstResults = [...firestore.requests];

    expect(await list.cards.count()).toBe(PAGE_SIZE);
    expect(await list.hrefs()).toEqual(
      Array.from({ length: PAGE_SIZE }, (_, i) => `/${scaleBrandId}/${scaleAssetId(i + 1)}`),
    );
    expect(firstResults.length, firestore.lines().join('\n')).toBeGreaterThan(0);
    expect(firstResults.length, firestore.lines().join('\n')).toBeLessThanOrEqual(MAX_REQUESTS);
    for (const { path, body } of firstResults) {
      expect(`${path} ${body}`, 'a request reads spaces').not.toMatch(/spaces/);
    }
    const assetQuery = firstResults.find(
      ({ path, body }) =>
        path.endsWith(`/documents/brands/${scaleBrandId}:runQuery`) && body.includes('"assets"'),
    );
    expect(assetQuery, firestore.lines().join('\n')).toBeDefined();
    const response = await assetQuery!.request.response();
    expect(response?.status()).toBe(200);
    const kilobytes = ((await response!.body()).length / 1024).toFixed(1);
    console.log(
      `scale: ${firstResults.length} requests, ${kilobytes} KB, ${milliseconds} ms\n  ${firestore.lines().join('\n  ')}`,
    );

    // Nothing more arrives once the page is idle.
    await settle(page);
    expect(firestore.lines()).toEqual(firstResults.map(({ method, path }) => `${method} ${path}`));
    const settled = firestore.requests.length;

    // Page 2 (a link: the page stays, the URL says ?page=2): assets 21–40, no request.
    await page
      .getByRole('navigation', { name: 'ページ送り' })
      .getByRole('link', { name: '2ページ目' })
      .click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await list.waitFor(
      `${scaleAssetCount}件の物件が見つかりました（${PAGE_SIZE + 1}〜${2 * PAGE_SIZE}件を表示）`,
    );
    expect(await list.hrefs()).toEqual(
      Array.from(
        { length: PAGE_SIZE },
        (_, i) => `/${scaleBrandId}/${scaleAssetId(PAGE_SIZE + i + 1)}`,
      ),
    );
    await settle(page);
    expect(firestore.requests.length, firestore.lines().join('\n')).toBe(settled);

    // A filter is applied in the browser: no request.
    const form = page.getByRole('region', { name: '物件の絞り込み' });
    const toggle = form.getByRole('button', { name: /^条件で絞り込む/ });
    if (await toggle.isVisible()) await toggle.click();
    await chooseFilter(page, form.getByLabel('都道府県'), PREFECTURE, 'pref');
    await list.waitFor(`${inPrefecture}件の物件が見つかりました（1〜${PAGE_SIZE}件を表示）`);
    const addresses = await page
      .getByRole('region', { name: '検索結果' })
      .locator('.asset-card__address')
      .allTextContents();
    expect(addresses).toHaveLength(PAGE_SIZE);
    for (const address of addresses) expect(address.startsWith(PREFECTURE)).toBe(true);
    await settle(page);
    expect(firestore.requests.length, firestore.lines().join('\n')).toBe(settled);
    expect(consoleErrors).toEqual([]);
  });
});
