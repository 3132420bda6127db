/**
 * Spaces and the layout editor as the demo admin, end to end in Chromium: a numbered series of
 * five spaces raises the public list's vacancy by five, the five are placed on an uploaded
 * floor plan (four by mouse, one by keyboard) and the public unit map shows them exactly where
 * they were saved. Runs on an asset of its own (created and removed here through the admin
 * SDK), so the demo data other tests read stays as it is.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { GeoPoint, Timestamp } from 'firebase-admin/firestore';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { summarizePlans } from '../../src/lib/model/summarize-plans';
import type { SummarizedSpace } from '../../src/lib/model/summarize-plans';
import { adminFirestore } from '../functions/support/admin-firestore.js';
import { afterTwoFrames } from './support/after-frames.js';
import { seriousAxeViolations } from './support/axe.js';
import { cspViolations } from './support/console-problems.js';
import { useBrowserSession } from './support/use-browser-session.js';
import { screenshot } from './support/screenshots.js';

const SHOTS = '/tmp/shots/h9s';
const BRAND = 'sorakura';
const ASSET = `E2E-${randomBytes(4).toString('hex').toUpperCase()}`;
const ASSET_NAME = `ソラクラ 区画テスト ${ASSET}`;
const LABELS = ['A-101', 'A-102', 'A-103', 'A-104', 'A-105'];
const LAYOUT_IMAGE = fileURLToPath(
  new URL('../../scripts/seed/images/layout-trunk-room.png', import.meta.url),
);
const assetPath = `brands/${BRAND}/assets/${ASSET}`;
const spacesPath = `${assetPath}/spaces`;
const adminBase = `/admin/brands/${BRAND}/assets/${ASSET}`;

type Rect = { x: number; y: number; w: number; h: number };

const chromium = useBrowserSession();

/** A space the asset already has: 募集停止, so the list shows the asset as 満室 at first. */
const EXISTING = {
  label: 'Z-001',
  type: 'indoor',
  floor: 1,
  size: { widthCm: 90, depthCm: 90, heightCm: 200, areaM2: 0.81 },
  monthlyFee: 4400,
  adminFee: 0,
  initialCosts: { handlingFee: 0, guaranteeFee: 0, keyFee: 0 },
  status: 'unavailable',
  reservedBy: null,
  applicationId: null,
  layout: null,
} as const;

beforeAll(async () => {
  const now = Timestamp.now();
  await adminFirestore()
    .doc(`${spacesPath}/Z-001`)
    .set({ ...EXISTING, createdAt: now, updatedAt: now });
  await adminFirestore()
    .doc(assetPath)
    .set({
      assetNumber: ASSET,
      name: ASSET_NAME,
      description: '区画の管理画面のテスト用の物件です。',
      postalCode: '154-0024',
      prefecture: '東京都',
      city: '世田谷区',
      addressLine: '三軒茶屋一丁目1番1号',
      location: new GeoPoint(35.6431, 139.6687),
      stations: [{ line: '東急田園都市線', station: '三軒茶屋', walkMinutes: 5 }],
      features: [],
      imagePaths: [],
      layoutImagePath: null,
      published: true,
      plans: summarizePlans([EXISTING]),
      lastSpaceMove: null,
      createdAt: now,
      updatedAt: now,
    });
});

afterAll(async () => {
  const db = adminFirestore();
  const spaces = await db.collection(spacesPath).get();
  await Promise.all(spaces.docs.map((d) => d.ref.delete()));
  await db.doc(assetPath).delete();
});

async function signInAsAdmin(page: Page, path: string): Promise<void> {
  await page.goto(`${chromium.base}/admin/login?redirect=${encodeURIComponent(path)}`);
  await page.getByLabel('メールアドレス').fill('admin@example.com');
  await page.getByLabel('パスワード', { exact: true }).fill('admin-pass-1234');
  await page.getByRole('button', { name: 'ログイン', exact: true }).click();
  await page.waitForURL((url) => url.pathname === path);
}

/** Elements that stick out past the window's right edge outside any scrolling box. */
function widerThanTheWindow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const inScroller = (el: Element) => {
      for (let p = el.parentElement; p; p = p.parentElement) {
        const overflowX = getComputedStyle(p).overflowX;
        if (overflowX === 'auto' || overflowX === 'scroll' || overflowX === 'hidden') return true;
      }
      return false;
    };
    return [...document.body.querySelectorAll('*')]
      .filter((el) => el.getBoundingClientRect().right > width + 1 && !inScroller(el))
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`);
  });
}

/** Full-page shots at 390 and 1280 px (/tmp/shots/h9s/<name>-<width>.png); ends at `endWidth`. */
async function screenshots(page: Page, name: string, endWidth = 1280): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await afterTwoFrames(page);
    await expect
      .poll(() => widerThanTheWindow(page), { message: `${name} at ${width}px` })
      .toEqual([]);
    await screenshot(page, { path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: endWidth, height: endWidth === 390 ? 844 : 900 });
}

/** The card of our asset on the public list, and its vacancy text. */
async function publicVacancy(page: Page): Promise<string> {
  await page.goto(`${chromium.base}/${BRAND}/list`);
  const card = page.locator('article.asset-card').filter({
    has: page.getByRole('link', { name: ASSET_NAME, exact: true }),
  });
  await card.waitFor();
  return (await card.locator('.asset-card__vacancy').textContent()) ?? '';
}

async function storedSpaces() {
  const snapshot = await adminFirestore().collection(spacesPath).orderBy('label').get();
  return snapshot.docs.map((d) => ({
    id: d.id,
    ...(d.data() as SummarizedSpace & { layout: Rect | null; label: string }),
  }));
}

/** `left: 12.5%; top: 3%; width: 10%; height: 12%;` → the rectangle in %. */
function rectOfStyle(style: string | null): Rect {
  const value = (name: string) => {
    const match = new RegExp(`(?:^|;)\\s*${name}:\\s*([0-9.]+)%`).exec(style ?? '');
    if (!match) throw new Error(`no ${name} in style "${style}"`);
    return Number(match[1]);
  };
  return { x: value('left'), y: value('top'), w: value('width'), h: value('height') };
}

/** A rectangle's place in % of its canvas, measured on screen (what a visitor actually sees). */
async function measuredRect(target: Locator, canvas: Locator): Promise<Rect> {
  const box = (await target.boundingBox())!;
  const frame = (await canvas.boundingBox())!;
  // The canvas has a 1px border; the spaces are placed inside it.
  const inner = {
    x: frame.x + 1,
    y: frame.y + 1,
    width: frame.width - 2,
    height: frame.height - 2,
  };
  return {
    x: ((box.x - inner.x) / inner.width) * 100,
    y: ((box.y - inner.y) / inner.height) * 100,
    w: (box.width / inner.width) * 100,
    h: (box.height / inner.height) * 100,
  };
}

function expectClose(actual: Rect, expected: Rect, tolerance: number) {
  for (const key of ['x', 'y', 'w', 'h'] as const) {
    expect(
      Math.abs(actual[key] - expected[key]),
      `${key}: ${actual[key]} vs ${expected[key]}`,
    ).toBeLessThan(tolerance);
  }
}

const rectsGroup = (page: Page) => page.getByRole('group', { name: '区画図の上の区画' });

async function expectFocused(target: Locator): Promise<void> {
  await expect.poll(() => target.evaluate((el) => el === document.activeElement)).toBe(true);
}

/** Drags with the mouse from one point to another in small steps (pointer events). */
async function dragBy(page: Page, from: { x: number; y: number }, dx: number, dy: number) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + dx / 2, from.y + dy / 2, { steps: 4 });
  await page.mouse.move(from.x + dx, from.y + dy, { steps: 4 });
  await page.mouse.up();
}

describe('spaces and the layout editor (demo admin, Chromium)', () => {
  it('adds a series of five spaces, places them on the layout and the public unit map matches', async () => {
    const { page, consoleErrors } = await chromium.open('admin-spaces-series-layout');

    // Before: the asset's one space is not for rent, so the public list shows it full.
    expect(await publicVacancy(page)).toBe('満室');

    await signInAsAdmin(page, `${adminBase}/spaces`);
    await page.getByRole('heading', { name: '区画一覧', level: 1 }).waitFor();
    await page.getByRole('rowheader', { name: 'Z-001', exact: true }).waitFor();
    await screenshots(page, 'spaces-before');

    // A numbered series: A-101 … A-105, previewed before it is created.
    await page.getByRole('button', { name: '連番でまとめて追加' }).click();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('連番でまとめて追加');
    await page.getByLabel('接頭辞').fill('A-');
    await page.getByLabel('開始番号').fill('101');
    await page.getByLabel('区画数').fill('５');
    await page.getByLabel('月額利用料').fill('5,500');
    // The form starts from the last space (Z-001, 90 × 90 cm); a new 奥行 recomputes the area.
    await expect.poll(() => page.getByLabel('面積（m²）').inputValue()).toBe('0.81');
    await page.getByLabel('奥行（cm）').fill('120');
    await expect.poll(() => page.getByLabel('面積（m²）').inputValue()).toBe('1.08');
    await page.getByText('作成される区画番号: A-101 〜 A-105（5区画）').waitFor();
    await expect
      .poll(() =>
        page
          .getByRole('list', { name: '作成される区画番号の一覧' })
          .getByRole('listitem')
          .allTextContents(),
      )
      .toEqual(LABELS);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshots(page, 'spaces-series-form');
    await page.getByRole('button', { name: '5区画を追加する' }).click();
    await page.getByRole('status').getByText('A-101 〜 A-105（5区画）を追加しました').waitFor();

    const table = page.getByRole('table');
    for (const label of LABELS) {
      await table.getByRole('rowheader', { name: label, exact: true }).waitFor();
    }
    // The same batch rewrote the asset's plans: exactly the summary of its spaces.
    const afterCreate = await storedSpaces();
    expect(afterCreate.map((s) => s.id)).toEqual([...LABELS, 'Z-001']);
    const asset = (await adminFirestore().doc(assetPath).get()).data()!;
    expect(asset['plans']).toEqual(summarizePlans(afterCreate));
    expect(asset['plans']).toEqual({
      indoor_4400_90x90: {
        type: 'indoor',
        monthlyFee: 4400,
        areaM2: 0.81,
        total: 1,
        available: 0,
      },
      indoor_5500_90x120: {
        type: 'indoor',
        monthlyFee: 5500,
        areaM2: 1.08,
        total: 5,
        available: 5,
      },
    });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshots(page, 'spaces-table');

    // The public list's vacancy for the asset went up by five.
    const admin = page.url();
    expect(await publicVacancy(page)).toBe('空き 5区画');
    await page.goto(admin);

    // The layout editor: upload a floor plan, then place the five spaces.
    await page.goto(`${chromium.base}${adminBase}/layout`);
    await page.getByRole('heading', { name: '区画レイアウト', level: 1 }).waitFor();
    await page.getByText('区画図の画像をアップロードすると').waitFor();
    await page.locator('input[type="file"]').setInputFiles(LAYOUT_IMAGE);
    await page.getByRole('status').getByText('区画図の画像を保存しました').waitFor();
    await page.getByRole('heading', { name: '未配置の区画（6）' }).waitFor();
    await page.getByRole('img', { name: '現在の区画図' }).waitFor();

    await page.setViewportSize({ width: 1280, height: 900 });
    const canvas = page.locator('.layout-board__plan .floor-plan__canvas');
    const rectOf = (label: string) =>
      rectsGroup(page).getByRole('button', { name: new RegExp(`^区画 ${label}（`) });

    // Four by mouse: each is placed at the centre, then dragged to its own spot.
    const targets = [
      { x: 8, y: 10 },
      { x: 30, y: 10 },
      { x: 52, y: 10 },
      { x: 74, y: 10 },
    ];
    for (const [i, label] of LABELS.slice(0, 4).entries()) {
      await page.getByRole('button', { name: `${label} を配置` }).click();
      const rect = rectOf(label);
      await expectFocused(rect);
      const box = (await rect.boundingBox())!;
      const frame = (await canvas.boundingBox())!;
      const start = rectOfStyle(await rect.getAttribute('style'));
      expect(start).toEqual({ x: 45, y: 44, w: 10, h: 12 });
      const dx = ((targets[i]!.x - start.x) / 100) * frame.width;
      const dy = ((targets[i]!.y - start.y) / 100) * frame.height;
      await dragBy(page, { x: box.x + box.width / 2, y: box.y + box.height / 2 }, dx, dy);
      const moved = rectOfStyle(await rect.getAttribute('style'));
      expectClose(moved, { ...targets[i]!, w: 10, h: 12 }, 0.6);
    }
    // Resize A-104 by its corner handle.
    {
      const rect = rectOf('A-104');
      const box = (await rect.boundingBox())!;
      const frame = (await canvas.boundingBox())!;
      await dragBy(
        page,
        { x: box.x + box.width - 1, y: box.y + box.height - 1 },
        frame.width * 0.06,
        frame.height * 0.1,
      );
      const resized = rectOfStyle(await rect.getAttribute('style'));
      expectClose(resized, { x: 74, y: 10, w: 16, h: 22 }, 0.7);
      await rectsGroup(page)
        .getByRole('button', {
          name: `区画 A-104（幅 ${resized.w}% 高さ ${resized.h}%）`,
          exact: true,
        })
        .waitFor();
    }

    // One by keyboard: Enter on the side list places it; arrows move it, Alt+arrows resize it.
    await page.getByRole('button', { name: 'A-105 を配置' }).focus();
    await page.keyboard.press('Enter');
    const keyed = rectOf('A-105');
    await expectFocused(keyed);
    for (let i = 0; i < 3; i++) await page.keyboard.press('Shift+ArrowDown');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Alt+ArrowRight');
    await page.keyboard.press('Alt+ArrowRight');
    await rectsGroup(page)
      .getByRole('button', { name: '区画 A-105（幅 11% 高さ 12%）', exact: true })
      .waitFor();
    expect(rectOfStyle(await keyed.getAttribute('style'))).toEqual({ x: 46, y: 59, w: 11, h: 12 });
    await page.getByRole('heading', { name: '未配置の区画（1）' }).waitFor();

    // Leaving with unsaved positions asks first.
    await page.getByText('保存していない変更があります（5区画）').waitFor();
    await page
      .getByRole('navigation', { name: 'パンくずリスト' })
      .getByRole('link', { name: ASSET_NAME })
      .click();
    const leave = page.getByRole('dialog', {
      name: '保存していない変更があります。このページを離れますか？',
    });
    await leave.waitFor();
    await leave.getByRole('button', { name: 'このページに残る' }).click();
    expect(new URL(page.url()).pathname).toBe(`${adminBase}/layout`);

    const editorRects = new Map<string, Rect>();
    for (const label of LABELS) {
      editorRects.set(label, rectOfStyle(await rectOf(label).getAttribute('style')));
    }
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: '配置を保存' }).click();
    await page.getByRole('status').getByText('5区画の配置を保存しました').waitFor();
    await page.getByText('変更はすべて保存されています').waitFor();

    // Stored exactly as shown; positions do not touch the plans.
    const afterLayout = await storedSpaces();
    for (const space of afterLayout)
      expect(space.layout).toEqual(editorRects.get(space.id) ?? null);
    expect((await adminFirestore().doc(assetPath).get()).data()!['plans']).toEqual(
      summarizePlans(afterLayout),
    );
    await rectOf('A-101').focus();
    await screenshots(page, 'layout-editor');

    // The public asset page: the unit map shows the five rectangles where they were saved.
    await page.goto(`${chromium.base}/${BRAND}/${ASSET}`);
    const map = page.getByRole('group', { name: '区画図（矢印キーで区画を移動）' });
    await map.waitFor();
    const mapCanvas = page.locator('.floor-plan__canvas');
    await expect.poll(() => map.getByRole('button').count()).toBe(5);
    for (const space of afterLayout.filter((s) => s.layout !== null)) {
      const button = map.getByRole('button', { name: new RegExp(`^区画 ${space.label}、空き`) });
      expect(rectOfStyle(await button.getAttribute('style'))).toEqual(space.layout);
      expectClose(await measuredRect(button, mapCanvas), space.layout!, 0.5);
    }
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshots(page, 'public-unit-map');
    expect(cspViolations(consoleErrors)).toEqual([]);
  }, 240_000);

  it('edits fees of several spaces at once, keeps held spaces to their application, and deletes a free one', async () => {
    const { page } = await chromium.open('admin-spaces-bulk-status-delete');
    const db = adminFirestore();
    // A-103 is held by an application (as the apply batch leaves it).
    await db.doc(`${spacesPath}/A-103`).update({
      status: 'reserved',
      reservedBy: 'e2e-holder-uid',
      applicationId: 'E2eApplication000001',
    });
    await signInAsAdmin(page, `${adminBase}/spaces`);
    const row = (label: string) =>
      page
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: label, exact: true }) });
    await row('A-105').waitFor();

    // The held space: its holder links to the user's page; no state button, no delete.
    await expect
      .poll(() =>
        row('A-103')
          .getByRole('link', { name: /e2e-holder-uid/ })
          .getAttribute('href'),
      )
      .toBe(`/admin/brands/${BRAND}/users/e2e-holder-uid`);
    await expect
      .poll(() =>
        row('A-103')
          .getByRole('button', { name: /募集停止にする|空きに戻す/ })
          .count(),
      )
      .toBe(0);
    await expect.poll(() => row('A-103').getByRole('button', { name: /削除/ }).count()).toBe(0);
    await expect.poll(() => row('A-102').getByRole('button', { name: /削除/ }).count()).toBe(1);

    // 空き → 募集停止 for a free space.
    await row('A-102').getByRole('button', { name: '募集停止にする（区画 A-102）' }).click();
    await page.getByRole('status').getByText('区画 A-102 を「募集停止」にしました').waitFor();

    // Edit one space: its form opens above the table, focused on its heading.
    await row('A-104').getByRole('button', { name: '編集（区画 A-104）' }).click();
    const editForm = page.getByRole('form', { name: '区画 A-104 を編集' });
    await expectFocused(page.getByRole('heading', { name: '区画 A-104 を編集' }));
    await expect.poll(() => editForm.getByLabel('幅（cm）').inputValue()).toBe('90');
    await editForm.getByLabel('管理費（月額）').fill('５００');
    await editForm.getByRole('button', { name: '保存する' }).click();
    await page.getByRole('status').getByText('区画 A-104 を保存しました').waitFor();
    expect((await db.doc(`${spacesPath}/A-104`).get()).data()!['adminFee']).toBe(500);

    // Fees of two spaces at once.
    await page.getByRole('checkbox', { name: '区画 A-101 を選択' }).check();
    await page.getByRole('checkbox', { name: '区画 A-104 を選択' }).check();
    await page.getByText('選択中: 2区画（A-101、A-104）').waitFor();
    await page.getByLabel('新しい月額利用料（税込・円）').fill('6600');
    await page.getByRole('button', { name: '2区画の料金を変更する' }).click();
    await page.getByRole('status').getByText('2区画の料金を変更しました').waitFor();

    // Delete a free space, after confirming.
    await row('A-105').getByRole('button', { name: '削除（区画 A-105）' }).click();
    const confirm = page.getByRole('dialog', { name: '区画 A-105 を削除しますか？' });
    await confirm.getByRole('button', { name: '削除する' }).click();
    await page.getByRole('status').getByText('区画 A-105 を削除しました').waitFor();
    await expect.poll(() => row('A-105').count()).toBe(0);

    const spaces = await storedSpaces();
    expect(spaces.map((s) => [s.id, s.status, s.monthlyFee])).toEqual([
      ['A-101', 'available', 6600],
      ['A-102', 'unavailable', 5500],
      ['A-103', 'reserved', 5500],
      ['A-104', 'available', 6600],
      ['Z-001', 'unavailable', 4400],
    ]);
    const plans = (await db.doc(assetPath).get()).data()!['plans'];
    expect(plans).toEqual(summarizePlans(spaces));
    expect(plans).toEqual({
      indoor_4400_90x90: {
        type: 'indoor',
        monthlyFee: 4400,
        areaM2: 0.81,
        total: 1,
        available: 0,
      },
      indoor_5500_90x120: {
        type: 'indoor',
        monthlyFee: 5500,
        areaM2: 1.08,
        total: 2,
        available: 0,
      },
      indoor_6600_90x120: {
        type: 'indoor',
        monthlyFee: 6600,
        areaM2: 1.08,
        total: 2,
        available: 2,
      },
    });
    expect(await publicVacancy(page)).toBe('空き 2区画');

    // On a phone: a finger drags a rectangle (real touch input through the DevTools protocol).
    await page.goto(`${chromium.base}${adminBase}/layout`);
    const rect = rectsGroup(page).getByRole('button', { name: /^区画 A-101（/ });
    await rect.waitFor();
    const before = rectOfStyle(await rect.getAttribute('style'));
    await rect.scrollIntoViewIfNeeded();
    const box = (await rect.boundingBox())!;
    const frame = (await page.locator('.layout-board__plan .floor-plan__canvas').boundingBox())!;
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    for (let step = 1; step <= 5; step++) {
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: [{ x: x + step * 12, y: y + step * 8 }],
      });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    const after = rectOfStyle(await rect.getAttribute('style'));
    expectClose(
      after,
      {
        ...before,
        x: before.x + (60 / frame.width) * 100,
        y: before.y + (40 / frame.height) * 100,
      },
      0.6,
    );
    await page.getByText('保存していない変更があります（1区画）').waitFor();
    await page.getByRole('button', { name: '変更を取り消す' }).click();
    expect(rectOfStyle(await rect.getAttribute('style'))).toEqual(before);
  }, 120_000);
});
