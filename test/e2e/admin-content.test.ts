/**
 * Content admin as the demo admin, end to end in Chromium: sorakura's 利用規約 saved as the
 * next 版 (the public terms page shows the new text and 版), an FAQ and an お知らせ added and
 * seen on the public site, a future-dated お知らせ kept off it until its 掲載日時 (list and its
 * own address), a site-wide news item on /news; axe-core on every content screen at 1280 and
 * 390 px, with screenshots. Whatever the test writes is put back afterwards (the terms as
 * they were, its own FAQ and お知らせ deleted), so the demo data other tests read stays.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { DocumentData } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminFirestore } from '../functions/support/admin-firestore.js';
import { afterTwoFrames } from './support/after-frames.js';
import { seriousAxeViolations } from './support/axe.js';
import { cspViolations } from './support/console-problems.js';
import { useBrowserSession } from './support/use-browser-session.js';
import { screenshot } from './support/screenshots.js';

const SHOTS = '/tmp/shots/h9c';
const BRAND = 'sorakura';
const RUN = randomBytes(3).toString('hex');
const TERMS_PATH = `brands/${BRAND}/pages/terms`;
/** Everything this test adds carries the run's mark, so cleanup finds exactly it. */
const MARK = `E2E-${RUN}`;

const chromium = useBrowserSession();
let termsBefore: DocumentData | undefined;
/** The brand FAQ's 表示順 before the test (moving one up rewrites a neighbour's). */
let faqOrderBefore: Map<string, unknown>;

beforeAll(async () => {
  termsBefore = (await adminFirestore().doc(TERMS_PATH).get()).data();
  const faqs = await adminFirestore().collection(`brands/${BRAND}/faqs`).get();
  faqOrderBefore = new Map(faqs.docs.map((d) => [d.id, d.get('sortOrder')]));
});

afterAll(async () => {
  const db = adminFirestore();
  if (termsBefore) await db.doc(TERMS_PATH).set(termsBefore);
  await Promise.all(
    [...faqOrderBefore].map(([id, sortOrder]) =>
      db.doc(`brands/${BRAND}/faqs/${id}`).update({ sortOrder }),
    ),
  );
  const collections = [
    { path: `brands/${BRAND}/faqs`, field: 'question' },
    { path: 'faqs', field: 'question' },
    { path: `brands/${BRAND}/notices`, field: 'title' },
    { path: 'notices', field: 'title' },
  ];
  for (const { path, field } of collections) {
    const snapshot = await db.collection(path).get();
    await Promise.all(
      snapshot.docs.filter((d) => String(d.get(field)).includes(MARK)).map((d) => d.ref.delete()),
    );
  }
});

async function signInAsAdmin(page: Page, path: string): Promise<void> {
  await page.goto(`${chromium.base}/admin/login?redirect=${encodeURIComponent(path)}`);
  await page.getByLabel('メールアドレス').fill('admin@example.com');
  await page.getByLabel('パスワード', { exact: true }).fill('admin-pass-1234');
  await page.getByRole('button', { name: 'ログイン', exact: true }).click();
  await page.waitForURL((url) => url.pathname === path);
}

/** Moves inside the app (keeps the session's in-memory state, like a click on a menu link). */
async function goTo(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
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

/**
 * axe-core (0 serious/critical) and a full-page screenshot at 390 and 1280 px
 * (/tmp/shots/h9c/<name>-<width>.png); nothing may stick out sideways. Ends at 1280 px.
 */
async function checkScreen(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await afterTwoFrames(page);
    expect(await seriousAxeViolations(page), `${name} at ${width}px`).toEqual([]);
    await expect
      .poll(() => widerThanTheWindow(page), { message: `${name} at ${width}px` })
      .toEqual([]);
    await screenshot(page, { path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

describe('content admin (demo admin, Chromium)', () => {
  it('saves sorakura’s terms as the next 版 and the public terms page shows it', async () => {
    const { page, consoleErrors } = await chromium.open('admin-content-terms');
    await page.setViewportSize({ width: 1280, height: 900 });
    const before = Number(termsBefore?.['version'] ?? 0);
    const next = before + 1;
    const path = `/admin/brands/${BRAND}/terms`;
    await signInAsAdmin(page, path);
    await heading(page, '利用規約').waitFor();

    const status = page.getByRole('region', { name: '現在の版' });
    await expect.poll(() => status.textContent()).toContain(`第${before}版`);
    await expect
      .poll(() => status.textContent())
      .toContain(
        `保存すると第${next}版になります。これから申し込むお客さまは新しい版に同意します。すでにお申し込み済みのお客さまの同意は、同意した時点の版のまま記録されています。`,
      );
    await checkScreen(page, 'terms');

    const clause = `第99条（テスト ${MARK}）`;
    const body = page.getByRole('textbox', { name: /本文/ });
    await body.press('End');
    await body.evaluate((el: HTMLTextAreaElement) =>
      el.setSelectionRange(el.value.length, el.value.length),
    );
    await body.pressSequentially(`\n\n## ${clause}\n\nこの条文はテストで追記しました。`);
    const preview = page.getByRole('region', { name: 'プレビュー' });
    await preview.getByRole('heading', { name: clause }).waitFor();
    await expect.poll(() => preview.textContent()).toContain(`第${next}版 ・ 更新日`);

    await page.getByRole('button', { name: '保存する' }).click();
    const dialog = page.getByRole('dialog', { name: `利用規約を第${next}版として保存しますか？` });
    await dialog.waitFor();
    expect(await seriousAxeViolations(page), 'terms confirmation').toEqual([]);
    await screenshot(page, { path: `${SHOTS}/terms-confirm-1280.png` });
    await dialog.getByRole('button', { name: `第${next}版として保存する` }).click();
    await page.getByText(`第${next}版として保存しました`).waitFor();
    await expect.poll(() => status.textContent()).toContain(`保存すると第${next + 1}版になります`);

    const stored = (await adminFirestore().doc(TERMS_PATH).get()).data();
    expect(stored?.['version']).toBe(next);
    expect(String(stored?.['body'])).toContain(clause);

    await page.getByRole('link', { name: '公開ページを見る' }).click();
    await page.waitForURL((url) => url.pathname === `/${BRAND}/terms`);
    await page.getByRole('heading', { level: 2, name: clause }).waitFor();
    await expect
      .poll(() => page.locator('.brand-page__version').textContent())
      .toContain(`第${next}版`);
    expect(cspViolations(consoleErrors)).toEqual([]);
  });

  it('adds an FAQ, moves it up, and the public FAQ page shows it in that place', async () => {
    const { page } = await chromium.open('admin-content-faq');
    await page.setViewportSize({ width: 1280, height: 900 });
    const path = `/admin/brands/${BRAND}/faq`;
    await signInAsAdmin(page, path);
    await heading(page, 'よくある質問').waitFor();
    await checkScreen(page, 'brand-faq');

    const question = `ペットの用品も保管できますか？（${MARK}）`;
    await page.getByRole('button', { name: '質問を追加' }).click();
    const form = page.getByRole('form', { name: '質問の追加' });
    await form.getByRole('textbox', { name: /質問/ }).fill(question);
    await form
      .getByRole('textbox', { name: /回答/ })
      .fill('はい、保管いただけます。\n生き物はお預かりできません。');
    await form.getByRole('textbox', { name: /分類/ }).fill('ご利用について');
    await page.getByRole('region', { name: 'プレビュー' }).getByText(question).waitFor();
    await checkScreen(page, 'brand-faq-form');
    await form.getByRole('button', { name: '保存する' }).click();
    await page.getByText('追加しました').waitFor();

    // The new one is last; 上へ puts it before the one that was last (one batch of two writes).
    const rows = page.getByRole('rowheader');
    await expect.poll(async () => (await rows.allTextContents()).at(-1)).toBe(question);
    const previousLast = (await rows.allTextContents()).at(-2)!;
    await page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: question }) })
      .getByRole('button', { name: /上へ/ })
      .click();
    await page.getByText('表示順を変更しました').waitFor();
    await expect.poll(async () => (await rows.allTextContents()).at(-2)).toBe(question);

    const stored = await adminFirestore()
      .collection(`brands/${BRAND}/faqs`)
      .orderBy('sortOrder')
      .get();
    const order = stored.docs.map((d) => String(d.get('question')));
    expect(order.indexOf(question)).toBe(order.indexOf(previousLast) - 1);

    await page.goto(`${chromium.base}/${BRAND}/faq`);
    const mine = page.locator('summary').filter({ hasText: question });
    await mine.click();
    await page.getByText('生き物はお預かりできません。').waitFor();
    await page.getByRole('heading', { level: 2, name: 'ご利用について' }).waitFor();
  });

  it('publishes an お知らせ now and keeps a future-dated one off the public site', async () => {
    const { page } = await chromium.open('admin-content-info');
    await page.setViewportSize({ width: 1280, height: 900 });
    const path = `/admin/brands/${BRAND}/info`;
    await signInAsAdmin(page, path);
    await heading(page, 'お知らせ').waitFor();

    const nowTitle = `駐輪場を新設しました（${MARK}）`;
    await page.getByRole('button', { name: 'お知らせを追加' }).click();
    let form = page.getByRole('form', { name: 'お知らせの追加' });
    await form.getByRole('textbox', { name: /タイトル/ }).fill(nowTitle);
    await form.getByRole('textbox', { name: /本文/ }).fill('## 場所\n\n- 正面入口の右手です');
    await form.getByRole('checkbox', { name: '公開する' }).check();
    await page
      .getByRole('region', { name: 'プレビュー' })
      .getByRole('heading', { name: '場所' })
      .waitFor();
    await checkScreen(page, 'brand-info-form');
    await form.getByRole('button', { name: '保存する' }).click();
    await page.getByText('追加しました').waitFor();

    const laterTitle = `来月の点検のお知らせ（${MARK}）`;
    await page.getByRole('button', { name: 'お知らせを追加' }).click();
    form = page.getByRole('form', { name: 'お知らせの追加' });
    await form.getByRole('textbox', { name: /タイトル/ }).fill(laterTitle);
    await form.getByRole('textbox', { name: /本文/ }).fill('点検の日程をお知らせします。');
    const nextYear = new Date().getFullYear() + 1;
    await form.getByLabel('掲載日').fill(`${nextYear}-01-15`);
    await form.getByLabel('時刻').fill('09:00');
    await form.getByRole('checkbox', { name: '公開する' }).check();
    await form.getByText('公開予約：掲載日時になるとサイトに表示されます').waitFor();
    await form.getByRole('button', { name: '保存する' }).click();
    await page.getByText('追加しました').waitFor();
    const laterRow = page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: laterTitle }) });
    await laterRow.getByText('公開予約').waitFor();
    await page.getByText('公開予約：掲載日時になるとサイトに表示されます').first().waitFor();
    await checkScreen(page, 'brand-info');

    const stored = await adminFirestore().collection(`brands/${BRAND}/notices`).get();
    const later = stored.docs.find((d) => d.get('title') === laterTitle)!;
    expect(later.get('published')).toBe(true);
    // Typed as 09:00 in Japan: 00:00 UTC.
    expect(later.get('publishedAt').toDate().toISOString()).toBe(`${nextYear}-01-15T00:00:00.000Z`);

    await page.goto(`${chromium.base}/${BRAND}/info`);
    await page.getByRole('link').filter({ hasText: nowTitle }).waitFor();
    await expect.poll(() => page.getByText(laterTitle).count()).toBe(0);
    // Its own address is the 404 page until then.
    await page.goto(`${chromium.base}/${BRAND}/info/${later.id}`);
    await page.getByRole('heading', { name: 'ページが見つかりません' }).waitFor();
    await expect.poll(() => page.getByText(laterTitle).count()).toBe(0);
  });

  it('adds a site-wide news item that /news shows, and checks the site screens', async () => {
    const { page } = await chromium.open('admin-content-site');
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAsAdmin(page, '/admin/news');
    await heading(page, 'サイトのお知らせ').waitFor();
    const menu = page.getByRole('navigation', { name: '管理メニュー' });
    await menu.getByRole('link', { name: 'サイトのお知らせ' }).waitFor();
    await menu.getByRole('link', { name: 'サイトのよくある質問' }).waitFor();
    await checkScreen(page, 'site-news');

    const title = `サイトのメンテナンスを行いました（${MARK}）`;
    await page.getByRole('button', { name: 'お知らせを追加' }).click();
    const form = page.getByRole('form', { name: 'お知らせの追加' });
    await form.getByRole('textbox', { name: /タイトル/ }).fill(title);
    await form.getByRole('textbox', { name: /本文/ }).fill('ご協力ありがとうございました。');
    await form.getByRole('checkbox', { name: '公開する' }).check();
    await form.getByRole('button', { name: '保存する' }).click();
    await page.getByText('追加しました').waitFor();

    await menu.getByRole('link', { name: 'サイトのよくある質問' }).click();
    await heading(page, 'サイトのよくある質問').waitFor();
    await checkScreen(page, 'site-faq');

    for (const [path, name, title] of [
      ['/admin/js/partnership', 'js-partnership', 'パートナーシップ'],
      ['/admin/js/transaction', 'js-transaction', '特定商取引法に基づく表記'],
      ['/admin/js/introduction', 'js-introduction', 'サービス紹介'],
      [`/admin/brands/${BRAND}/privacy-policy`, 'privacy-policy', 'プライバシーポリシー'],
      [`/admin/brands/${BRAND}/company-overview`, 'company-overview', '会社概要'],
      [`/admin/brands/${BRAND}/transaction`, 'brand-transaction', '特定商取引法に基づく表記'],
      [`/admin/brands/${BRAND}/annotation`, 'annotation', '注記'],
      [`/admin/brands/${BRAND}/thanks-page`, 'thanks-page', '完了ページ'],
    ] as const) {
      await goTo(page, path);
      await heading(page, title).waitFor();
      await page.getByRole('region', { name: 'プレビュー' }).waitFor();
      await checkScreen(page, name);
    }

    // The phone layout: 編集 and プレビュー as tabs.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('tab', { name: 'プレビュー' }).click();
    await page.getByRole('tabpanel', { name: 'プレビュー' }).waitFor();
    expect(await seriousAxeViolations(page), 'preview tab at 390px').toEqual([]);
    await screenshot(page, { path: `${SHOTS}/thanks-page-preview-tab-390.png`, fullPage: true });

    await page.goto(`${chromium.base}/news`);
    await page.getByText(title).waitFor();
  }, 180_000);
});
