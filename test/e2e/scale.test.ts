import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  benchBrandId,
  benchCustomerNumber,
  benchMemberName,
  benchPhone,
} from '../../scripts/seed/data/bench-brand';
import {
  scaleAssetCount,
  scaleAssetId,
  scaleBrandDocuments,
  scaleBrandId,
} from '../../scripts/seed/data/scale-brand';
import type { Asset } from '../../src/lib/model/asset';
import { seriousAxeViolations } from './support/axe.js';
import { cspViolations } from './support/console-problems.js';
import { firestoreBytes, recordFirestoreRequests } from './support/firestore-requests.js';
import { chooseFilter } from './support/list-filters.js';
import { screenshot } from './support/screenshots.js';
import { useBrowserSession } from './support/use-browser-session.js';

/**
 * The generated brand scale-test (300 assets × 40 spaces), seeded into the stack by
 * scripts/lib/stack-test-command.mjs. Its list must cost a constant number of Firestore
 * reads (the brand and one query of the assets, which carry their vacancy and fees summary; the
 * publicPage function makes them to draw the page, and the browser reads a list this long once
 * more, since it is too big to ride in the HTML); searching and paging happen in the browser.
 */
const assets = scaleBrandDocuments()
  .filter((document) => document.collection === 'assets')
  .map((document) => document.data as Asset);
const PAGE_SIZE = 20;
/** The most Firestore reads the first page of results may cost (2 expected). */
const MAX_REQUESTS = 3;
const PREFECTURE = '北海道';
const inPrefecture = assets.filter((asset) => asset.prefecture === PREFECTURE).length;

const chromium = useBrowserSession();
/** The benchmark brand's members as the stack seeded them (scripts/lib/stack-test-command.mjs). */
const benchMembers = process.env['STACK_BENCH'] === 'full' ? 20_000 : 1_200;

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
  // eslint-disable-next-line no-restricted-properties -- shows that no request follows
  await page.waitForTimeout(300);
}

describe(`/${scaleBrandId}/list with ${scaleAssetCount} assets × 40 spaces (Chromium)`, () => {
  it('shows the first results after a constant number of Firestore requests, none for spaces; paging and filtering make none', async () => {
    expect(assets).toHaveLength(scaleAssetCount);
    const { page, consoleErrors } = await chromium.open('scale-list');
    const firestore = recordFirestoreRequests(page);
    const list = results(page);

    const started = performance.now();
    const html = await (await page.goto(`${chromium.base}/${scaleBrandId}/list`))?.text();
    await list.waitFor(`${scaleAssetCount}件の物件が見つかりました（1〜${PAGE_SIZE}件を表示）`);
    await list.cards.nth(PAGE_SIZE - 1).waitFor();
    const milliseconds = Math.round(performance.now() - started);
    const firstResults = [...firestore.requests];

    await expect.poll(() => list.cards.count()).toBe(PAGE_SIZE);
    expect(await list.hrefs()).toEqual(
      Array.from({ length: PAGE_SIZE }, (_, i) => `/${scaleBrandId}/${scaleAssetId(i + 1)}`),
    );
    // The publicPage function drew the page from the brand and one query of the assets; a list
    // this long (≈ 660 KB of REST JSON) is not carried in the HTML: the browser reads it, once.
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
    const inline =
      /<script id="page-data" type="application\/json">(.*?)<\/script>/.exec(html ?? '')?.[1] ?? '';
    expect(inline).toContain(`brands/${scaleBrandId}`);
    expect(inline).not.toContain('"collectionId":"assets"');
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

/**
 * The staff screens on the benchmark brand `bench` (scripts/seed/data/bench-brand.ts): small in
 * npm test (1,200 members, 2 months of bills), 20,000 members and 12 months of bills with
 * STACK_BENCH=full (docs/demo-data.md has the figures). Per screen it prints the bytes of
 * Firestore answers and the time to the first row; it asserts what does not depend on the
 * machine: the member list's first page within 150 KB whatever the count, paging forward and
 * back landing on the same rows, the total from the count query, and each search finding its
 * member. Times are printed, never asserted.
 */
describe(`staff screens of the benchmark brand ${benchBrandId} (Chromium)`, () => {
  const SHOTS = '/tmp/shots/bench';
  const usersPath = `/admin/brands/${benchBrandId}/users`;

  async function signIn(page: Page, path: string) {
    await page.goto(`${chromium.base}/admin/login?redirect=${encodeURIComponent(path)}`);
    await page.getByLabel('メールアドレス').fill('admin@example.com');
    await page.getByLabel('パスワード', { exact: true }).fill('admin-pass-1234');
    await page.getByRole('button', { name: 'ログイン', exact: true }).click();
    await page.waitForURL((url) => url.pathname + url.search === path);
  }

  it('the member list: one page from the server, paged both ways, searched by number, phone and フリガナ', async () => {
    const { page, consoleErrors } = await chromium.open('bench-members');
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, '/admin');
    const bytes = firestoreBytes(page);
    /** The お客様番号 of the rows shown (one each). */
    const rowNames = () => page.locator('table tbody tr td:first-child').allTextContents();
    const figures: string[] = [];

    let started = performance.now();
    await page.goto(`${chromium.base}${usersPath}`);
    const list = page.getByRole('table', { name: '利用者の一覧（新しい登録順）' });
    await list.getByRole('rowheader').first().waitFor();
    figures.push(
      `member list, first page: ${await bytes.kilobytes()}, first row ${Math.round(performance.now() - started)} ms`,
    );
    expect(await bytes.wire()).toBeLessThanOrEqual(150);
    const summary = page.getByRole('status').filter({ hasText: /^全[\d,]+件中/ });
    const total = Number(
      (await summary.textContent())!.match(/^全([\d,]+)件中/)![1]!.replaceAll(',', ''),
    );
    expect(total).toBe(benchMembers);
    // Newest first: the last member registered heads the list.
    const first = await rowNames();
    expect(first).toHaveLength(50);
    expect(first[0]).toBe(String(benchCustomerNumber(benchMembers - 1)));
    expect(await seriousAxeViolations(page)).toEqual([]);
    mkdirSync(SHOTS, { recursive: true });
    await screenshot(page, { path: `${SHOTS}/bench-members-1280.png`, fullPage: true });

    // 次へ twice, 前へ once: page 2 again, row for row; Back in the browser too.
    const pager = page.getByRole('navigation', { name: /のページ$/ });
    await pager.getByRole('button', { name: '次へ' }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await summary.filter({ hasText: '51〜100件' }).waitFor();
    const second = await rowNames();
    bytes.reset();
    started = performance.now();
    await pager.getByRole('button', { name: '次へ' }).click();
    await summary.filter({ hasText: '101〜150件' }).waitFor();
    figures.push(
      `member list, next page: ${await bytes.kilobytes()}, ${Math.round(performance.now() - started)} ms`,
    );
    const third = await rowNames();
    expect(new Set([...first, ...second, ...third]).size).toBe(150);
    await pager.getByRole('button', { name: '前へ' }).click();
    await summary.filter({ hasText: '51〜100件' }).waitFor();
    expect(await rowNames()).toEqual(second);
    await page.goBack();
    await summary.filter({ hasText: '101〜150件' }).waitFor();
    expect(await rowNames()).toEqual(third);

    // Searches: お客様番号, phone (typed with hyphens), a フリガナ prefix (half-width kana).
    const search = page.getByRole('searchbox', {
      name: 'お客様番号・電話番号・メール・氏名・フリガナで検索',
    });
    const target = Math.floor(benchMembers / 3);
    /** The table of one search's results (its caption names the words searched). */
    const resultsOf = (typed: string) =>
      page.getByRole('table', { name: `「${typed}」で探した利用者` });
    const kyoko = 'ﾏﾂﾓﾄ ｷﾖｳ';
    for (const [label, typed, expected] of [
      ['お客様番号', String(benchCustomerNumber(target)), [benchMemberName(target)]],
      ['phone', benchPhone(target), [benchMemberName(target)]],
      ['フリガナ prefix', kyoko, null],
    ] as const) {
      await search.fill(typed);
      bytes.reset();
      started = performance.now();
      await search.press('Enter');
      const found = resultsOf(typed);
      await found.getByRole('rowheader').first().waitFor();
      figures.push(
        `search by ${label}: ${await bytes.kilobytes()}, first row ${Math.round(performance.now() - started)} ms`,
      );
      const names = await found.getByRole('rowheader').allTextContents();
      if (expected !== null) expect(names).toEqual(expected);
      else for (const name of names) expect(name).toBe('松本 京子');
    }
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, { path: `${SHOTS}/bench-members-search-1280.png`, fullPage: true });

    // The billing screen: a page of the month's bills and of 支払期限超過 (every month), each
    // with its contracts and asset names by id and the totals by aggregation.
    for (const [label, path] of [
      ['billing, this month (first page)', `/admin/brands/${benchBrandId}/billing`],
      [
        'billing, 支払期限超過 (first page)',
        `/admin/brands/${benchBrandId}/billing?status=overdue`,
      ],
    ] as const) {
      bytes.reset();
      started = performance.now();
      await page.goto(`${chromium.base}${path}`);
      const table = page.locator('.billing-table').getByRole('table').first();
      await table.getByRole('rowheader').first().waitFor();
      const firstRow = Math.round(performance.now() - started);
      await page.waitForLoadState('networkidle');
      figures.push(`${label}: ${await bytes.kilobytes()}, first row ${firstRow} ms`);
      expect(await bytes.wire(), label).toBeLessThanOrEqual(150);
      // One page (50 rows by default), never the month: 1,200 or 20,000 bills.
      const rows = await table.locator(':scope > tbody > tr').count();
      expect(rows).toBeGreaterThan(0);
      expect(rows).toBeLessThanOrEqual(50);
    }
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, { path: `${SHOTS}/bench-billing-overdue-1280.png`, fullPage: true });

    // The applications: a page of the 20,000 contracts, and a search by フリガナ prefix.
    bytes.reset();
    started = performance.now();
    await page.goto(`${chromium.base}/admin/brands/${benchBrandId}?status=contracted`);
    const contracts = page.getByRole('table', { name: '契約中の申込' });
    await contracts.getByRole('rowheader').first().waitFor();
    const contractsRow = Math.round(performance.now() - started);
    await page.waitForLoadState('networkidle');
    figures.push(
      `applications, 契約中 (first page): ${await bytes.kilobytes()}, first row ${contractsRow} ms`,
    );
    expect(await bytes.wire()).toBeLessThanOrEqual(150);
    const applicationSearch = page.getByRole('searchbox', {
      name: '受付番号・氏名・フリガナで検索',
    });
    await applicationSearch.fill(kyoko);
    bytes.reset();
    started = performance.now();
    await applicationSearch.press('Enter');
    const foundApplications = page.getByRole('table', { name: `「${kyoko}」で探した申込` });
    await foundApplications.getByRole('rowheader').first().waitFor();
    figures.push(
      `applications, search by フリガナ prefix: ${await bytes.kilobytes()}, first row ${Math.round(performance.now() - started)} ms`,
    );
    for (const name of await foundApplications.getByRole('rowheader').allTextContents()) {
      expect(name).toBe('松本 京子');
    }
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, { path: `${SHOTS}/bench-applications-search-1280.png`, fullPage: true });

    // The dashboard: counts by aggregation, the vacancy from each brand's figures.
    bytes.reset();
    started = performance.now();
    await page.goto(`${chromium.base}/admin`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    figures.push(
      `dashboard (all brands): ${await bytes.kilobytes()}, ready ${Math.round(performance.now() - started)} ms`,
    );
    expect(await bytes.wire()).toBeLessThanOrEqual(50);
    console.log(`bench (${benchMembers} members):\n  ${figures.join('\n  ')}`);
    expect(cspViolations(consoleErrors)).toEqual([]);
  });
});
