import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoAssets } from '../../scripts/seed/data/assets';
import { demoBrands } from '../../scripts/seed/data/brands';
import { demoBrandNotices, demoSiteNotices } from '../../scripts/seed/data/notices';
import { demoSpaces } from '../../scripts/seed/data/occupancy';
import { demoIds } from '../../scripts/seed/demo-ids';
import { seriousAxeViolations } from './support/axe.js';
import { cspViolations } from './support/console-problems.js';
import { chooseFilter, tickFilter } from './support/list-filters.js';
import { navigateInApp } from './support/navigate-in-app.js';
import { floorSwitcher } from './support/unit-map.js';
import { useBrowserSession } from './support/use-browser-session.js';

/** The published brand of the demo data and what the seed puts in it (scripts/seed). */
const brandId = demoIds.publishedBrand;
const brand = demoBrands.find((b) => b.id === brandId)!;
const unpublishedBrand = demoBrands.find((b) => b.id === demoIds.unpublishedBrand)!;
const publishedAssets = demoAssets.filter((a) => a.brandId === brandId && a.data.published);
const unpublishedAsset = demoAssets.find(
  (a) => a.brandId === brandId && a.id === demoIds.unpublishedAsset.assetId,
)!;
const permalinkAsset = demoAssets.find((a) => a.id === demoIds.publishedAsset.assetId)!;
const hasFreeSpace = (assetId: string) =>
  demoSpaces.some((s) => s.assetId === assetId && s.data.status === 'available');
/** 都道府県 東京都 and 空きのある区画だけ: the two filters of the journey. */
const TOKYO = '東京都';
const tokyoVacant = publishedAssets.filter(
  (a) => a.data.prefecture === TOKYO && hasFreeSpace(a.id),
);
/** The space id of a label on an asset (ids and labels are separate fields of the model). */
const spaceIdOf = (assetId: string, label: string) => {
  const space = demoSpaces.find((s) => s.assetId === assetId && s.data.label === label);
  if (!space) throw new Error(`the demo data has no space ${label} in ${assetId}`);
  return space.id;
};
/** The draft (unpublished) お知らせ of the brand and the draft site news item. */
const draftInfo = demoBrandNotices.find((i) => i.brandId === brandId && !i.data.published)!;
const publishedInfo = demoBrandNotices.find((i) => i.brandId === brandId && i.data.published)!;
const draftNews = demoSiteNotices.find((n) => !n.data.published)!;
const publishedNews = demoSiteNotices.find((n) => n.data.published)!;

const NOT_FOUND = 'ページが見つかりません';
const chromium = useBrowserSession();

const pathOf = (page: Page) => new URL(page.url()).pathname;
const searchOf = (page: Page) => new URL(page.url()).searchParams;
const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

/** The list's results: the region, its count line and its cards. */
function results(page: Page) {
  const region = page.getByRole('region', { name: '検索結果' });
  return {
    region,
    count: region.getByRole('status'),
    cards: region.getByRole('article'),
    /** Waits until the count line says `total` results. */
    waitForTotal: (total: number) =>
      region
        .getByRole('status')
        .filter({ hasText: `${total}件の物件が見つかりました` })
        .waitFor(),
  };
}

/** The filter form, unfolded first on a phone (where it sits behind 「条件で絞り込む」). */
async function filterForm(page: Page): Promise<Locator> {
  const form = page.getByRole('region', { name: '物件の絞り込み' });
  const toggle = form.getByRole('button', { name: /^条件で絞り込む/ });
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) === 'false') {
    await toggle.click();
  }
  await form.getByLabel('都道府県').waitFor();
  return form;
}

/**
 * The aria-label of every space button on the unit map, in map order, with the index of its
 * floor on the floor switcher (0 when the map has none): each floor is shown in turn.
 */
async function mapSpaceNames(page: Page): Promise<{ name: string; floor: number }[]> {
  const buttons = page.getByRole('group', { name: /^区画図/ }).getByRole('button');
  await buttons.first().waitFor();
  const floors = floorSwitcher(page).getByRole('button');
  const names: { name: string; floor: number }[] = [];
  for (let floor = 0; floor < Math.max(1, await floors.count()); floor++) {
    if ((await floors.count()) > 0) await floors.nth(floor).click();
    const shown = await buttons.evaluateAll((elements) =>
      elements.map((element) => element.getAttribute('aria-label') ?? ''),
    );
    names.push(...shown.map((name) => ({ name, floor })));
  }
  return names;
}

/** 「1A-01を選ぶ」 (Chromium may put a space before the visually hidden を選ぶ). */
const tableButtonName = (label: string) => new RegExp(`^${label}\\s*を選ぶ$`);

const mapButton = (page: Page, label: string) =>
  page.getByRole('group', { name: /^区画図/ }).getByRole('button', { name: `区画 ${label}、` });

/** home → brand → list with two filters → asset → a space on the map and in the table. */
async function journey(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/`);
  await page.getByRole('link', { name: brand.data.name, exact: true }).click();
  await page.waitForURL((url) => url.pathname === `/${brandId}`);
  await h1(page).filter({ hasText: brand.data.name }).waitFor();
  await expect.poll(() => h1(page).textContent()).toBe(brand.data.name);

  await page.getByRole('link', { name: '物件を探す' }).click();
  await page.waitForURL((url) => url.pathname === `/${brandId}/list`);
  const list = results(page);
  await list.waitForTotal(publishedAssets.length);
  const countBefore = await list.count.textContent();
  await expect.poll(() => list.cards.count()).toBe(publishedAssets.length);

  const form = await filterForm(page);
  await chooseFilter(page, form.getByLabel('都道府県'), TOKYO, 'pref');
  await tickFilter(page, form.getByLabel('空きのある区画だけ'), 'vacant');
  expect(searchOf(page).get('pref')).toBe(TOKYO);
  await list.waitForTotal(tokyoVacant.length);
  expect(tokyoVacant.length).toBeLessThan(publishedAssets.length);
  await expect.poll(() => list.count.textContent()).not.toBe(countBefore);
  await expect.poll(() => list.cards.count()).toBe(tokyoVacant.length);
  const addresses = await list.region.locator('.asset-card__address').allTextContents();
  expect(addresses).toHaveLength(tokyoVacant.length);
  for (const address of addresses) expect(address.startsWith(TOKYO)).toBe(true);
  const names = await list.cards.getByRole('link').allTextContents();
  expect(names.sort()).toEqual(tokyoVacant.map((a) => a.data.name).sort());
  expect(await seriousAxeViolations(page)).toEqual([]);

  const cardLink = list.cards.first().getByRole('link');
  const assetHref = await cardLink.getAttribute('href');
  const asset = tokyoVacant.find((a) => assetHref === `/${brandId}/${a.id}`);
  expect(asset, `card link ${assetHref}`).toBeDefined();
  await cardLink.click();
  await page.waitForURL((url) => url.pathname === `/${brandId}/${asset!.id}`);
  await h1(page).filter({ hasText: asset!.data.name }).waitFor();

  // The free spaces as the page shows them now (another test may have applied for one).
  const free = (await mapSpaceNames(page)).flatMap(({ name, floor }) => {
    const label = /^区画 (\S+)、空き、/.exec(name)?.[1];
    return label === undefined ? [] : [{ label, floor }];
  });
  expect(free.length).toBeGreaterThanOrEqual(2);
  const firstFree = free[0]!;
  // On a map with floors, the second from another floor if there is one: the map follows the table.
  const secondFree = free.find((f) => f.floor !== firstFree.floor) ?? free[1]!;
  const [first, second] = [firstFree.label, secondFree.label];
  const apply = page.getByRole('link', { name: 'この区画を申し込む' });

  const floors = floorSwitcher(page).getByRole('button');
  if ((await floors.count()) > 0) await floors.nth(firstFree.floor).click();
  await mapButton(page, first).click();
  await page.getByRole('heading', { level: 2, name: new RegExp(`^区画 ${first}`) }).waitFor();
  await expect.poll(() => mapButton(page, first).getAttribute('aria-pressed')).toBe('true');
  await expect
    .poll(() =>
      page.getByRole('button', { name: tableButtonName(first) }).getAttribute('aria-pressed'),
    )
    .toBe('true');
  await expect
    .poll(() => apply.getAttribute('href'))
    .toBe(`/${brandId}/${asset!.id}/${spaceIdOf(asset!.id, first)}/application`);
  expect(searchOf(page).get('space')).toBe(spaceIdOf(asset!.id, first));
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Choosing in the table selects on the map (and only there).
  await page.getByRole('button', { name: tableButtonName(second) }).click();
  await page.getByRole('heading', { level: 2, name: new RegExp(`^区画 ${second}`) }).waitFor();
  await expect.poll(() => mapButton(page, second).getAttribute('aria-pressed')).toBe('true');
  if (secondFree.floor === firstFree.floor) {
    await expect.poll(() => mapButton(page, first).getAttribute('aria-pressed')).toBe('false');
  } else {
    // The map now shows the second space's floor.
    await expect.poll(() => floors.nth(secondFree.floor).getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => mapButton(page, first).count()).toBe(0);
  }
  await expect
    .poll(() => apply.getAttribute('href'))
    .toBe(`/${brandId}/${asset!.id}/${spaceIdOf(asset!.id, second)}/application`);
  await expect
    .poll(() =>
      page
        .getByRole('group', { name: /^区画図/ })
        .locator('[aria-pressed="true"]')
        .count(),
    )
    .toBe(1);
}

/** The filter controls' values (the form unfolded on a phone), the count line and the cards' links. */
async function listState(page: Page) {
  const form = await filterForm(page);
  const fee = form.getByRole('group', { name: '月額（税込）' });
  const list = results(page);
  return {
    prefecture: await form.getByLabel('都道府県').inputValue(),
    feeMax: await fee.getByLabel('上限').inputValue(),
    vacant: await form.getByLabel('空きのある区画だけ').isChecked(),
    sort: await form.getByLabel('並び順').inputValue(),
    count: await list.count.textContent(),
    cards: await list.cards
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
  };
}

describe('the public site in Chromium (demo data)', () => {
  it('home → brand → list with two filters → asset → a free space on the map → 申し込む, at 390 px', async () => {
    const { page, consoleErrors } = await chromium.open('journey-390');
    await journey(page, chromium.base);
    expect(consoleErrors).toEqual([]);
  });

  it('the same journey at 1280 px', async () => {
    const { page, consoleErrors } = await chromium.open('journey-1280');
    await page.setViewportSize({ width: 1280, height: 900 });
    await journey(page, chromium.base);
    expect(consoleErrors).toEqual([]);
  });

  it('the back button and a reload keep the list filters', async () => {
    const { page, consoleErrors } = await chromium.open('list-back-button');
    await page.goto(`${chromium.base}/${brandId}/list`);
    const list = results(page);
    await list.waitForTotal(publishedAssets.length);
    const form = await filterForm(page);
    await chooseFilter(page, form.getByLabel('都道府県'), TOKYO, 'pref');
    const fee = form.getByRole('group', { name: '月額（税込）' });
    await chooseFilter(page, fee.getByLabel('上限'), '20000', 'feeMax');
    await tickFilter(page, form.getByLabel('空きのある区画だけ'), 'vacant');
    await chooseFilter(page, form.getByLabel('並び順'), 'price-asc', 'sort');
    const search = page.url();
    const filtered = await listState(page);
    expect(filtered).toMatchObject({
      prefecture: TOKYO,
      feeMax: '20000',
      vacant: true,
      sort: 'price-asc',
    });
    expect(filtered.cards.length).toBeGreaterThan(0);
    expect(filtered.cards.length).toBeLessThan(publishedAssets.length);

    await list.cards.first().getByRole('link').click();
    await page.waitForURL((url) => url.pathname === filtered.cards[0]);
    await page.getByRole('group', { name: /^区画図/ }).waitFor();

    await page.goBack();
    await page.waitForURL(search);
    await list.cards.first().waitFor();
    expect(await listState(page)).toEqual(filtered);

    await page.reload();
    await list.cards.first().waitFor();
    expect(page.url()).toBe(search);
    expect(await listState(page)).toEqual(filtered);
    expect(consoleErrors).toEqual([]);
  });

  it('the QR permalink /brand/{b}/asset/{n} shows the asset under /{b}/{n}', async () => {
    const { page, consoleErrors } = await chromium.open('qr-permalink');
    await page.goto(`${chromium.base}/brand/${brandId}/asset/${permalinkAsset.id}`);
    await page.waitForURL((url) => url.pathname === `/${brandId}/${permalinkAsset.id}`);
    await h1(page).filter({ hasText: permalinkAsset.data.name }).waitFor();
    await page.getByText(`物件番号 ${permalinkAsset.id}`).waitFor();
    await page.getByRole('group', { name: /^区画図/ }).waitFor();
    await expect
      .poll(() => page.locator('link[rel="canonical"]').getAttribute('href'))
      .toMatch(new RegExp(`/${brandId}/${permalinkAsset.id}$`));
    expect(consoleErrors).toEqual([]);
  });

  const notFoundCases: readonly { path: string; what: string; hidden?: string }[] = [
    {
      path: `/${unpublishedBrand.id}`,
      what: 'an unpublished brand',
      hidden: unpublishedBrand.data.name,
    },
    {
      path: `/${unpublishedBrand.id}/list`,
      what: "an unpublished brand's list",
      hidden: unpublishedBrand.data.name,
    },
    {
      path: `/${brandId}/${unpublishedAsset.id}`,
      what: 'an unpublished asset',
      hidden: unpublishedAsset.data.name,
    },
    {
      path: `/brand/${brandId}/asset/${unpublishedAsset.id}`,
      what: "an unpublished asset's QR permalink",
      hidden: unpublishedAsset.data.name,
    },
    { path: `/${brandId}/ZZ-999`, what: 'an unknown asset' },
    { path: '/no-such-brand', what: 'an unknown brand' },
    {
      path: `/${brandId}/info/${draftInfo.id}`,
      what: 'a draft お知らせ',
      hidden: draftInfo.data.title,
    },
    { path: `/news/${draftNews.id}`, what: 'a draft site news item', hidden: draftNews.data.title },
  ];

  it.each(notFoundCases)(
    '$path ($what) is the 404 page on first load',
    async ({ path, hidden }) => {
      const { page, consoleErrors } = await chromium.open(`404-first-${path}`);
      await page.goto(`${chromium.base}${path}`);
      await h1(page).filter({ hasText: NOT_FOUND }).waitFor();
      expect(pathOf(page)).toBe(path);
      expect(await page.title()).toMatch(new RegExp(`^${NOT_FOUND}`));
      if (hidden) await expect.poll(() => page.getByText(hidden).count()).toBe(0);
      expect(cspViolations(consoleErrors)).toEqual([]);
    },
  );

  it.each(notFoundCases)(
    '$path ($what) is the 404 page after a client-side navigation',
    async ({ path, hidden }) => {
      const { page, consoleErrors } = await chromium.open(`404-client-${path}`);
      await page.goto(`${chromium.base}/${brandId}`);
      await h1(page).filter({ hasText: brand.data.name }).waitFor();
      const sameDocument = await navigateInApp(page, path);
      await h1(page).filter({ hasText: NOT_FOUND }).waitFor();
      expect(await sameDocument()).toBe(true);
      expect(pathOf(page)).toBe(path);
      if (hidden) await expect.poll(() => page.getByText(hidden).count()).toBe(0);
      expect(cspViolations(consoleErrors)).toEqual([]);
    },
  );

  it('does not show the draft お知らせ on the brand pages, nor the draft news on the site', async () => {
    const { page, consoleErrors } = await chromium.open('draft-notices');
    const infoHref = (id: string) => `a[href$="/info/${id}"]`;

    await page.goto(`${chromium.base}/${brandId}/info`);
    await page.getByText(publishedInfo.data.title).first().waitFor();
    await expect.poll(() => page.getByText(draftInfo.data.title).count()).toBe(0);
    await expect.poll(() => page.locator(infoHref(draftInfo.id)).count()).toBe(0);

    await page.goto(`${chromium.base}/${brandId}`);
    await h1(page).filter({ hasText: brand.data.name }).waitFor();
    await page.waitForLoadState('networkidle');
    await expect.poll(() => page.getByText(draftInfo.data.title).count()).toBe(0);
    await expect.poll(() => page.locator(infoHref(draftInfo.id)).count()).toBe(0);

    await page.goto(`${chromium.base}/news`);
    await page.getByText(publishedNews.data.title).first().waitFor();
    await expect.poll(() => page.getByText(draftNews.data.title).count()).toBe(0);

    await page.goto(`${chromium.base}/`);
    await h1(page).first().waitFor();
    await page.waitForLoadState('networkidle');
    await expect.poll(() => page.getByText(draftNews.data.title).count()).toBe(0);
    expect(consoleErrors).toEqual([]);
  });
});
