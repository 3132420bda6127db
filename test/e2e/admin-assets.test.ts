import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { assetSearchId } from '../../src/lib/model/asset-search';
import { adminFirestore } from '../functions/support/admin-firestore.js';
import { seriousAxeViolations } from './support/axe.js';
import { cspViolations } from './support/console-problems.js';
import { recordFirestoreRequests } from './support/firestore-requests.js';
import { solidPng } from './support/png.js';
import { useBrowserSession } from './support/use-browser-session.js';
import { screenshot } from './support/screenshots.js';

const SHOTS = '/tmp/shots/h9a';
const BRAND = 'sorakura';
const chromium = useBrowserSession();

/**
 * The asset the journey creates and publishes, removed after the file (with its search
 * document): other files count sorakura's published assets (the list, the search), and they
 * may run after this one.
 */
const created: string[] = [];
afterAll(async () => {
  const db = adminFirestore();
  for (const assetId of created) {
    await db.recursiveDelete(db.doc(`brands/${BRAND}/assets/${assetId}`));
    await db.doc(`assetSearch/${assetSearchId(BRAND, assetId)}`).delete();
  }
});

const pathOf = (page: Page) => new URL(page.url()).pathname;

/** Signs the demo admin in through /admin/login and lands on `path`. */
async function signInAsAdmin(page: Page, path: string): Promise<void> {
  await page.goto(`${chromium.base}/admin/login?redirect=${encodeURIComponent(path)}`);
  await page.getByLabel('メールアドレス').fill('admin@example.com');
  await page.getByLabel('パスワード', { exact: true }).fill('admin-pass-1234');
  await page.getByRole('button', { name: 'ログイン', exact: true }).click();
  await page.waitForURL((url) => url.pathname === path);
}

/** How far the page scrolls sideways (wide tables must scroll inside their own region). */
function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

/** Full-page screenshots at 390 and 1280 px into /tmp/shots/h9a/<name>-<width>.png. */
async function screenshots(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await screenshot(page, { path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
    expect(await sidewaysOverflow(page), `${name} at ${width}px scrolls sideways`).toBe(0);
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  expect(await seriousAxeViolations(page)).toEqual([]);
}

/** The Storage path in a Storage download address (`…/o/<encoded path>?alt=media`). */
function storagePathOf(src: string | null): string {
  const match = /\/o\/([^?]+)/.exec(src ?? '');
  return match ? decodeURIComponent(match[1]!) : '';
}

/** The photos of the edit page's order list, as the paths stored in `imagePaths`. */
async function photoOrder(page: Page): Promise<string[]> {
  const list = page.getByRole('list', { name: '写真の並び順' });
  const sources = await list
    .getByRole('img')
    .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')));
  return sources.map((src) => storagePathOf(src).replace(/-thumb(\.\w+)$/, '$1'));
}

describe('admin assets (Chromium against the local stack, demo admin)', () => {
  it('creates an asset with the postal lookup, edits it, uploads, reorders and publishes its photos, and prints its QR code', async () => {
    const { page, consoleErrors } = await chromium.open('admin-assets-flow');
    const assetNumber = `E2E-${randomUUID().slice(0, 6).toUpperCase()}`;
    created.push(assetNumber);
    const assetName = `E2Eテスト物件 ${assetNumber}`;
    const listPath = `/admin/brands/${BRAND}/assets`;
    const assetPath = `${listPath}/${assetNumber}`;
    await signInAsAdmin(page, listPath);

    // The list: every asset of the brand, filterable.
    await page.getByRole('heading', { name: '物件一覧', level: 1 }).waitFor();
    const table = page.getByRole('table', { name: '物件の一覧' });
    await table.getByRole('link', { name: 'ソラクラ 三軒茶屋' }).waitFor();
    await expectNoSeriousAxeViolations(page);
    await screenshots(page, 'assets-list');
    await page.getByLabel('公開状態').selectOption('非公開');
    await page.getByLabel('物件番号・物件名で検索').fill('SK-101');
    await page.getByText('条件に合う物件はありません').first().waitFor();
    await page.getByLabel('物件番号・物件名で検索').fill('');
    await page.getByLabel('公開状態').selectOption('すべて');

    // 物件を追加: an existing number is refused by name, then a new one is created.
    await page.getByRole('button', { name: '物件を追加' }).click();
    const number = page.getByLabel(/^物件番号\s?必須/);
    await expect.poll(() => number.evaluate((el) => el === document.activeElement)).toBe(true);
    await number.fill('sk-101');
    await page.getByLabel(/^物件名/).fill(assetName);
    await page.getByLabel(/^郵便番号/).fill('154-0024');
    await expect.poll(() => page.getByLabel(/^市区町村/).inputValue()).toBe('世田谷区');
    await expect.poll(() => page.getByLabel(/^都道府県\s?必須/).inputValue()).toBe('東京都');
    await page.getByLabel(/^町名・番地/).fill('三軒茶屋一丁目2番3号');
    await page.getByLabel(/^緯度/).fill('35.6436');
    await page.getByLabel(/^経度/).fill('139.6713');
    await expectNoSeriousAxeViolations(page);
    await screenshots(page, 'asset-create');
    await page.getByRole('button', { name: '物件を作成する' }).click();
    await page
      .getByText('物件番号「SK-101」はすでに「ソラクラ 三軒茶屋」で使われています', {
        exact: false,
      })
      .first()
      .waitFor();
    expect(pathOf(page)).toBe(listPath);
    await number.fill(assetNumber.toLowerCase());
    await page.getByRole('button', { name: '物件を作成する' }).click();
    await page.waitForURL((url) => url.pathname === assetPath);

    // The asset page: unpublished, no photos, and its QR code of the permalink.
    await page.getByRole('heading', { name: assetName, level: 1 }).waitFor();
    await page.getByRole('button', { name: '公開する' }).waitFor();
    const permalink = `${chromium.base}/brand/${BRAND}/asset/${assetNumber}`;
    const qr = page.getByRole('img', { name: `${assetName}のページを開くQRコード` });
    await expect.poll(() => qr.evaluate((el) => el.tagName.toLowerCase())).toBe('svg');
    await expect.poll(() => qr.locator('path').count()).toBeGreaterThan(0);
    await page.getByText(permalink, { exact: true }).waitFor();
    await page.getByText(`物件番号 ${assetNumber}`, { exact: true }).last().waitFor();
    await expectNoSeriousAxeViolations(page);
    await screenshots(page, 'asset-page-new');

    // Edit: description, a station, a feature; leaving unsaved asks first.
    await page.getByRole('link', { name: '編集する' }).click();
    await page.waitForURL((url) => url.pathname === `${assetPath}/edit`);
    await page.getByLabel(/^物件紹介/).fill('三軒茶屋駅から徒歩3分。E2Eで作成した物件です。');
    await page.getByRole('link', { name: /物件詳細へ戻る/ }).click();
    await page
      .getByRole('dialog', { name: '保存していない変更があります。このページを離れますか？' })
      .waitFor();
    await page.getByRole('button', { name: 'このページに残る' }).click();
    expect(pathOf(page)).toBe(`${assetPath}/edit`);
    await page.getByRole('button', { name: /最寄り駅を追加/ }).click();
    const station = page.getByRole('group', { name: '最寄り駅 1' });
    await station.getByLabel(/^路線/).fill('東急田園都市線');
    await station.getByLabel(/^駅/).fill('三軒茶屋');
    await station.getByLabel(/^徒歩/).fill('3');
    await page.getByLabel('追加する設備・特徴').fill('24時間利用可');
    await page.getByLabel('追加する設備・特徴').press('Enter');
    await page.getByRole('button', { name: '「24時間利用可」を削除' }).waitFor();
    await page.getByRole('button', { name: '保存する' }).click();
    await page.getByText('保存しました', { exact: true }).waitFor();

    // Photos: two at once through the picker; the first upload is refused once by the
    // server, held back long enough to see the progress, and retried alone.
    let posts = 0;
    const isStorage = (url: URL) => url.pathname.startsWith('/v0/b/');
    await page.route(isStorage, async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      posts += 1;
      if (posts === 1) {
        return route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({ error: { code: 400, message: 'injected failure' } }),
        });
      }
      // eslint-disable-next-line no-restricted-syntax -- a slow upload the page must show, not a wait
      await new Promise((resolve) => setTimeout(resolve, 800));
      return route.continue();
    });
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByRole('button', { name: /写真を選ぶ/ }).click(),
    ]);
    expect(chooser.isMultiple()).toBe(true);
    await chooser.setFiles([
      { name: 'photo-red.png', mimeType: 'image/png', buffer: solidPng(320, 200, [200, 40, 40]) },
      { name: 'photo-blue.png', mimeType: 'image/png', buffer: solidPng(320, 200, [40, 60, 200]) },
    ]);
    const uploads = page.getByRole('list', { name: '写真のアップロード' });
    await uploads
      .getByText(/アップロード中 \d+%/)
      .first()
      .waitFor();
    await uploads.getByRole('progressbar').first().waitFor();
    await screenshots(page, 'asset-edit-uploading');
    await uploads.getByText('アップロードできませんでした', { exact: false }).waitFor();
    await page.getByText(/写真を追加しました（photo-(red|blue)\.png）/).waitFor();
    expect(await photoOrder(page)).toHaveLength(1);
    await uploads.getByRole('button', { name: /^再試行/ }).click();
    await expect.poll(() => photoOrder(page)).toHaveLength(2);
    await page.unroute(isStorage);
    const uploaded = await photoOrder(page);
    for (const path of uploaded) {
      expect(path).toMatch(new RegExp(`^brands/${BRAND}/assets/${assetNumber}/photo-.+\\.webp$`));
    }

    // Reorder by keyboard drag (Space, →, Space), then with 前へ and 後へ; saving writes
    // imagePaths once.
    const handle = page.getByRole('button', { name: '1枚目の写真をドラッグして並べ替え' });
    await handle.focus();
    // Each key once dnd-kit has said (its live region) that the one before took effect.
    const announced = (text: RegExp) => page.getByText(text).last().waitFor({ state: 'attached' });
    await page.keyboard.press('Space');
    // Picked up, and at once over its own place (dnd-kit's next announcement).
    await announced(/1枚目の写真を(持ち上げました|1枚目の位置に移動中です)。/);
    await page.keyboard.press('ArrowRight');
    await announced(/1枚目の写真を2枚目の位置に移動中です。/);
    await page.keyboard.press('Space');
    await announced(/1枚目の写真を2枚目に置きました。/);
    await expect.poll(() => photoOrder(page)).toEqual([uploaded[1], uploaded[0]]);
    await page.getByRole('button', { name: /^前へ\s?（2枚目の写真）$/ }).click();
    expect(await photoOrder(page)).toEqual([uploaded[0], uploaded[1]]);
    await page.getByRole('button', { name: /^後へ\s?（1枚目の写真）$/ }).click();
    expect(await photoOrder(page)).toEqual([uploaded[1], uploaded[0]]);
    await page.getByText('並び順が変更されています', { exact: false }).waitFor();
    await expectNoSeriousAxeViolations(page);
    await screenshots(page, 'asset-edit');
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await screenshot(page.locator('#photos'), { path: `${SHOTS}/asset-photos-${width}.png` });
    }
    await page.setViewportSize({ width: 390, height: 844 });
    const firestore = recordFirestoreRequests(page);
    await page.getByRole('button', { name: '並び順を保存' }).click();
    await page.getByText('写真の並び順を保存しました', { exact: true }).waitFor();
    const writes = firestore.requests.filter((r) => r.path.endsWith(':commit'));
    expect(writes).toHaveLength(1);
    expect(writes[0]!.body).toContain('imagePaths');
    expect(writes[0]!.body).not.toContain('plans');

    // Publish from the asset page, after a confirmation.
    await page.getByRole('link', { name: /物件詳細へ戻る/ }).click();
    await page.waitForURL((url) => url.pathname === assetPath);
    await page.getByRole('button', { name: '公開する' }).click();
    const dialog = page.getByRole('dialog', { name: `「${assetName}」を公開しますか？` });
    await dialog.waitFor();
    await expectNoSeriousAxeViolations(page);
    await dialog.getByRole('button', { name: '公開する' }).click();
    await page.getByText('物件を公開しました', { exact: true }).waitFor();
    await page.getByRole('button', { name: '非公開にする' }).waitFor();
    await expectNoSeriousAxeViolations(page);
    await screenshots(page, 'asset-page');

    // Printing shows the QR card alone.
    await page.emulateMedia({ media: 'print' });
    await expect
      .poll(() => page.locator('h1').evaluate((el) => getComputedStyle(el).visibility))
      .toBe('hidden');
    await expect.poll(() => qr.evaluate((el) => getComputedStyle(el).visibility)).toBe('visible');
    mkdirSync(SHOTS, { recursive: true });
    await page.setViewportSize({ width: 794, height: 1123 });
    await screenshot(page, { path: `${SHOTS}/qr-print.png` });
    await page.emulateMedia({ media: 'screen' });
    await page.setViewportSize({ width: 390, height: 844 });

    // The public page, opened from the QR code's address, shows the photos in the new order.
    const visitor = await chromium.open('admin-assets-public');
    await visitor.page.goto(permalink);
    await visitor.page.waitForURL((url) => url.pathname === `/${BRAND}/${assetNumber}`);
    await visitor.page.getByRole('heading', { name: assetName, level: 1 }).waitFor();
    const gallery = visitor.page.getByRole('region', { name: `${assetName}の写真` });
    await gallery.getByRole('img').first().waitFor();
    // The gallery fills in a later photo's address after the first (under load, a moment later).
    await expect
      .poll(async () =>
        (
          await gallery
            .getByRole('img')
            .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')))
        ).map(storagePathOf),
      )
      .toEqual([uploaded[1], uploaded[0]]);
    await visitor.page.getByText('東急田園都市線「三軒茶屋」駅 徒歩3分').waitFor();

    expect(cspViolations(consoleErrors)).toEqual([]);
  });

  it('shows the 404 page for an asset the brand does not have', async () => {
    const { page } = await chromium.open('admin-asset-unknown');
    await signInAsAdmin(page, `/admin/brands/${BRAND}/assets`);
    for (const path of [
      `/admin/brands/${BRAND}/assets/NO-SUCH-ASSET`,
      `/admin/brands/${BRAND}/assets/NO-SUCH-ASSET/edit`,
      `/admin/brands/no-such-brand/assets`,
    ]) {
      await page.goto(`${chromium.base}${path}`);
      await page.getByRole('heading', { name: 'ページが見つかりません' }).waitFor();
    }
  });

  it('sends a signed-in demo user who opens the asset admin addresses to /admin/login', async () => {
    const { page } = await chromium.open('admin-assets-user');
    await page.goto(`${chromium.base}/${BRAND}/login`);
    await page.getByLabel('メールアドレス').fill('user@example.com');
    await page.getByLabel('パスワード', { exact: true }).fill('user-pass-1234');
    await page.getByRole('button', { name: 'ログイン', exact: true }).click();
    await page.waitForURL((url) => url.pathname !== `/${BRAND}/login`);
    for (const path of [
      `/admin/brands/${BRAND}/assets`,
      `/admin/brands/${BRAND}/assets/SK-101`,
      `/admin/brands/${BRAND}/assets/SK-101/edit`,
    ]) {
      await page.goto(`${chromium.base}${path}`);
      await page.waitForURL((url) => url.pathname === '/admin/login');
      await expect.poll(() => page.getByRole('table', { name: '物件の一覧' }).count()).toBe(0);
      await expect.poll(() => page.getByRole('img', { name: /QRコード/ }).count()).toBe(0);
    }
  });
});
