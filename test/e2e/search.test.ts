/**
 * Searching as a visitor and as staff, in Chromium against the local stack (demo data, read
 * only): the home page's search finds ソラクラ 三軒茶屋 by its kanji and by its reading, never an
 * asset of an unpublished brand, costs one Firestore query of at most 20 documents even on the
 * 300-asset brand scale-test; the FAQ search folds hiragana and katakana; the staff application
 * list finds an application by its 受付番号 typed as the thanks page shows it (with hyphens).
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoIds } from '../../scripts/seed/demo-ids';
import { demoApplications } from '../../scripts/seed/data/occupancy';
import { formatReferenceNumber } from '../../src/features/applications/format-reference-number';
import { seriousAxeViolations } from './support/axe.js';
import { recordFirestoreRequests, type FirestoreRequest } from './support/firestore-requests.js';
import { useBrowserSession } from './support/use-browser-session.js';
import { screenshot } from './support/screenshots.js';

const SHOTS = '/tmp/shots/search';
const chromium = useBrowserSession();

/** At 390 and 1280 px: the whole page, or (`fullPage: false`) the window at the search box. */
async function screenshots(page: Page, name: string, fullPage = true): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    if (!fullPage) await page.getByRole('search').first().scrollIntoViewIfNeeded();
    await screenshot(page, { path: `${SHOTS}/${name}-${width}.png`, fullPage });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${name} at ${width}px scrolls sideways`).toBe(0);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const searchBox = (page: Page) => page.getByRole('searchbox', { name: '駅名・地名・物件名で探す' });
const status = (page: Page, text: string | RegExp) =>
  page.getByRole('search').getByRole('status').filter({ hasText: text });
const searchQueries = (requests: readonly FirestoreRequest[]) =>
  requests.filter((r) => r.path.endsWith(':runQuery') && r.body.includes('"assetSearch"'));

describe('search (Chromium, demo data)', () => {
  it('from /, 三軒茶屋 and さんげんぢゃや find ソラクラ 三軒茶屋 and link to it, one query each', async () => {
    const { page, consoleErrors } = await chromium.open('search-home');
    await page.goto(`${chromium.base}/`);
    const firestore = recordFirestoreRequests(page);
    await searchBox(page).fill('三軒茶屋');
    // At least ソラクラ 三軒茶屋: admin-assets.test.ts, running alongside, may have published
    // its own asset at 三軒茶屋 for a while (e2e files run two at a time).
    await status(page, /「三軒茶屋」の検索結果: [1-9]\d*件/).waitFor();
    const hit = page.getByRole('search').getByRole('link', { name: 'ソラクラ 三軒茶屋' });
    await expect.poll(() => hit.getAttribute('href')).toBe('/sorakura/SK-101');
    await expect.poll(() => seriousAxeViolations(page)).toEqual([]);
    await screenshots(page, 'home-results');

    await searchBox(page).fill('さんげんぢゃや');
    await status(page, /「さんげんぢゃや」の検索結果: [1-9]\d*件/).waitFor();
    expect(searchQueries(firestore.requests)).toHaveLength(2);
    await page.getByRole('search').getByRole('link', { name: 'ソラクラ 三軒茶屋' }).click();
    await page.waitForURL((url) => url.pathname === '/sorakura/SK-101');
    await page.getByRole('heading', { level: 1, name: /ソラクラ 三軒茶屋/ }).waitFor();
    expect(consoleErrors).toEqual([]);
  });

  it('ふなばしえき finds ソラクラ 船橋 with its vacancies and price; the search is in the address, so Back shows it again', async () => {
    const { page } = await chromium.open('search-station-reading');
    await page.goto(`${chromium.base}/`);
    await searchBox(page).fill('ふなばしえき');
    await status(page, /「ふなばしえき」の検索結果: [1-9]\d*件/).waitFor();
    const hit = page.getByRole('search').getByRole('listitem').filter({ hasText: 'ソラクラ 船橋' });
    await hit.getByText(/^空き \d+区画$/).waitFor();
    await expect.poll(() => hit.textContent()).toMatch(/月額 ¥[\d,]+（税込）〜/);
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('ふなばしえき');
    await screenshots(page, 'home-station-reading', false);
    await hit.getByRole('link', { name: 'ソラクラ 船橋' }).click();
    await page.waitForURL((url) => url.pathname === '/sorakura/SK-105');
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => searchBox(page).inputValue()).toBe('ふなばしえき');
    await status(page, /「ふなばしえき」の検索結果: [1-9]\d*件/).waitFor();
    // 駅前 and katakana fold the same way.
    await searchBox(page).fill('フナバシ駅前');
    await status(page, /「フナバシ駅前」の検索結果: [1-9]\d*件/).waitFor();
  });

  it("on the list, a search shows one result count: its own, above the brand's list (issue 39)", async () => {
    const { page } = await chromium.open('search-list-one-count');
    await page.goto(`${chromium.base}/sorakura/list`);
    await page.locator('html[data-app="live"]').waitFor({ state: 'attached' });
    await searchBox(page).fill('ふなばしえき');
    await status(page, /「ふなばしえき」の検索結果: [1-9]\d*件/).waitFor();
    // Below it, the brand's list by its name and number: not a second 「検索結果」 with a count.
    const list = page.getByRole('region', { name: 'ソラクラの物件' });
    await list
      .getByRole('status')
      .filter({ hasText: /^\d+件（1〜\d+件を表示）$/ })
      .waitFor();
    await expect.poll(() => page.getByText(/検索結果/).count()).toBe(1);
    await screenshots(page, 'list-one-count', false);
  });

  it('never finds an asset of an unpublished brand, and says so plainly', async () => {
    const { page } = await chromium.open('search-unpublished');
    await page.goto(`${chromium.base}/`);
    await searchBox(page).waitFor();
    await screenshots(page, 'home-search', false);
    const firestore = recordFirestoreRequests(page);
    // クラネクスト (kura-next) is not published; its 江坂 asset must not be found.
    for (const word of ['江坂', 'えさか', 'クラネクスト']) {
      await searchBox(page).fill(word);
      await status(page, `「${word}」に一致する物件は見つかりませんでした`).waitFor();
    }
    const bodies = await Promise.all(
      searchQueries(firestore.requests).map(async (r) => (await r.request.response())!.text()),
    );
    expect(bodies.length).toBeGreaterThan(0);
    for (const body of bodies) expect(body).not.toContain('kura-next');
    await expect.poll(() => seriousAxeViolations(page)).toEqual([]);
    await screenshots(page, 'home-empty');
  });

  it('on the 300-asset brand, a word every asset holds costs one query of 20 documents', async () => {
    const { page } = await chromium.open('search-scale');
    await page.goto(`${chromium.base}/scale-test/list`);
    const firestore = recordFirestoreRequests(page);
    await page
      .getByRole('searchbox', { name: '駅名・地名・物件名で探す（すべてのブランドから）' })
      .fill('スケール');
    await status(page, /「スケール」の検索結果: 20件（一部を表示しています/).waitFor();
    const queries = searchQueries(firestore.requests);
    expect(queries).toHaveLength(1);
    const body = await (await queries[0]!.request.response())!.text();
    console.log(`search on scale-test: 1 query, ${(body.length / 1024).toFixed(1)} KB`);
    await screenshots(page, 'list-results', false);
  });

  it('the FAQ search finds パスワード typed as ぱすわーど', async () => {
    const { page } = await chromium.open('search-faq');
    await page.goto(`${chromium.base}/faq`);
    await page.getByRole('searchbox', { name: 'キーワードで質問を探す' }).fill('ぱすわーど');
    await page
      .getByRole('status')
      .filter({ hasText: /件の質問が見つかりました/ })
      .waitFor();
    await page.getByText('パスワードを忘れてしまいました。').waitFor();
    await expect.poll(() => seriousAxeViolations(page)).toEqual([]);
    await screenshots(page, 'faq-hiragana');
  });

  it('staff find an application by its 受付番号 with hyphens', async () => {
    const pending = demoIds.demoUserPendingApplication;
    const application = demoApplications.find((a) => a.id === pending.applicationId)!;
    const { page } = await chromium.open('search-admin-reference');
    const path = `/admin/brands/${pending.brandId}`;
    await page.goto(`${chromium.base}/admin/login?redirect=${encodeURIComponent(path)}`);
    await page.getByLabel('メールアドレス').fill('admin@example.com');
    await page.getByLabel('パスワード', { exact: true }).fill('admin-pass-1234');
    await page.getByRole('button', { name: 'ログイン', exact: true }).click();
    await page.waitForURL((url) => url.pathname === path);
    const table = page.getByRole('table', { name: '審査中の申込' });
    await table.waitFor();
    // The search is one query on the server (every state), sent with Enter.
    const typed = formatReferenceNumber(application.id);
    const box = page.getByRole('searchbox', { name: '受付番号・氏名・フリガナで検索' });
    await box.fill(typed);
    await box.press('Enter');
    const found = page.getByRole('table', { name: `「${typed}」で探した申込` });
    const rows = found.getByRole('row').filter({ hasText: application.data.name });
    await rows.first().waitFor();
    await expect.poll(() => found.getByRole('row').count()).toBe(2); // the header and the one found
    await expect.poll(() => seriousAxeViolations(page)).toEqual([]);
    await screenshots(page, 'admin-reference');

    // Staff edit the readings the search uses on the asset form (looked at, not saved).
    await page.goto(`${chromium.base}/admin/brands/sorakura/assets/SK-101/edit`);
    const readings = page.getByRole('textbox', { name: '駅名・地名の読みがな' });
    await expect.poll(() => readings.inputValue()).toBe('さんげんぢゃや せたがや たいしどう');
    await readings.scrollIntoViewIfNeeded();
    await screenshot(page, { path: `${SHOTS}/admin-readings-1280.png` });
  });
});
