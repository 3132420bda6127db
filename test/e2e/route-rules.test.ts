import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { stackEnv } from '../functions/support/stack-env.js';
import { externalStubPage } from './support/external-stub-page.js';
import { servePlainApp } from './support/serve-plain-app.js';
import { useBrowserSession } from './support/use-browser-session.js';

/** Demo route rules (scripts/seed/data/route-rules.ts). */
const INTERNAL = { from: '/campaign/2026-autumn', to: '/sorakura' };
const EXTERNAL = { from: '/recruit', to: 'https://example.com/recruit' };
/** The step's first-load timeout (src/features/route-rules/create-route-rule-step.ts). */
const FIRST_LOAD_TIMEOUT_MS = 1500;

const chromium = useBrowserSession();

beforeAll(async () => {
  // The first call cold-starts the api function in the emulator (seconds on a busy machine),
  // longer than the step waits; production answers from the CDN. Warm it up once.
  const response = await fetch(`${stackEnv().hostingUrl}/api/route-rule?path=/`);
  expect(response.status).toBe(200);
});

async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto(`${chromium.base}/admin/login?redirect=%2Fadmin%2Froute-rules`);
  await page.getByLabel('メールアドレス').fill('admin@example.com');
  await page.getByLabel('パスワード', { exact: true }).fill('admin-pass-1234');
  await page.getByRole('button', { name: 'ログイン', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/admin/route-rules');
  await page.getByRole('heading', { name: '転送ルール', level: 1 }).waitFor();
}

const historyLength = (page: Page) => page.evaluate(() => window.history.length);

/**
 * Stops the page's clock from before the next load: its timers fire only when the test moves it
 * (page.clock.runFor). What the route-rule step waits is then counted in the page's time, not
 * in wall-clock time, which a busy machine also spends loading the page (the whole 'at once'
 * test took 1.4 s of the 1.5 s timeout on a shared 2-core machine).
 */
async function stopPageClock(page: Page): Promise<void> {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000);
}

/** Firestore requests (the lite SDK's REST calls) that name brands/{brandId}, from now on. */
function watchBrandReads(page: Page, brandId: string): string[] {
  const reads: string[] = [];
  page.on('request', (request) => {
    const text = `${request.url()} ${request.postData() ?? ''}`;
    if (text.includes('/databases/') && text.includes(`brands/${brandId}`)) reads.push(text);
  });
  return reads;
}

describe('route rules in the browser (Chromium against the Hosting emulator)', () => {
  it('answers a first load with the rule itself (HTTP 301), keeping the query and leaving no entry behind', async () => {
    const { page } = await chromium.open('route-rule-first-load');
    await page.goto(`${chromium.base}/`);
    const before = await historyLength(page);
    const response = await page.goto(`${chromium.base}${INTERNAL.from}?ref=mail`);
    // The publicPage function answered the old path with the rule: the browser followed it.
    const redirect = await response?.request().redirectedFrom()?.response();
    expect(redirect?.status()).toBe(301);
    expect(new URL(page.url()).pathname).toBe(INTERNAL.to);
    expect(new URL(page.url()).search).toBe('?ref=mail');
    await page.locator('#root').getByRole('heading', { level: 1 }).first().waitFor();
    // One entry for the load (the target's), none for the old path: back leaves for the home page.
    expect(await historyLength(page)).toBe(before + 1);
    await page.goBack();
    await page.waitForURL(`${chromium.base}/`);
  });

  it('redirects a first load of the plain app inside the app, keeping the query and leaving no entry behind', async () => {
    const { page } = await chromium.open('route-rule-first-load-plain');
    // The app's own step, for when the page comes without the function's answer (its fallback).
    await servePlainApp(page, chromium.base);
    await page.goto(`${chromium.base}/`);
    const before = await historyLength(page);
    const targetReads = watchBrandReads(page, 'sorakura');
    await page.goto(`${chromium.base}${INTERNAL.from}?ref=mail`);
    await page.waitForURL((url) => url.pathname === INTERNAL.to);
    expect(new URL(page.url()).search).toBe('?ref=mail');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // The target's screen read its brand (this also shows the watcher sees the SDK's requests).
    expect(targetReads.length).toBeGreaterThan(0);
    expect(await historyLength(page)).toBe(before + 1);
    await page.goBack();
    await page.waitForURL(`${chromium.base}/`);
  });

  it('redirects a client-side navigation without a reload and without a history entry for the old path', async () => {
    const { page } = await chromium.open('route-rule-client-side');
    await signInAsAdmin(page);
    const before = await historyLength(page);
    await page.evaluate(() => {
      (window as unknown as Record<string, unknown>)['__e2eSameDocument'] = true;
    });
    // The admin list links each exact `from`, so staff can try a rule: a real <Link> click.
    await page.getByRole('link', { name: INTERNAL.from, exact: true }).click();
    await page.waitForURL((url) => url.pathname === INTERNAL.to);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await expect
      .poll(() =>
        page.evaluate(
          () => (window as unknown as Record<string, unknown>)['__e2eSameDocument'] === true,
        ),
      )
      .toBe(true);
    expect(await historyLength(page)).toBe(before + 1);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/admin/route-rules');
  });

  it('replaces the location with an external https target, before the old page loads anything (the plain app)', async () => {
    const { page } = await chromium.open('route-rule-external');
    // The app's step: the function answers a first load with 302 itself
    // (test/functions/public-pages.test.ts), and Chromium does not let a test stand in for a
    // site a server redirects to.
    await servePlainApp(page, chromium.base);
    await page.route('https://example.com/**', (route) =>
      route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: externalStubPage('外部サイト'),
      }),
    );
    await page.goto(`${chromium.base}/`);
    const before = await historyLength(page);
    // Every <h1> the app renders from now on (the old path's screen, had it rendered).
    const headings: string[] = [];
    await page.exposeFunction('__sawHeading', (text: string) => headings.push(text));
    await page.addInitScript(
      "new MutationObserver(() => document.querySelectorAll('main h1').forEach((h) => window.__sawHeading(h.textContent ?? ''))).observe(document, { childList: true, subtree: true });",
    );
    await page.goto(`${chromium.base}${EXTERNAL.from}`);
    await page.waitForURL(EXTERNAL.to);
    await page.getByRole('heading', { name: '外部サイト' }).waitFor();
    // location.replace: /recruit's entry became the external one, and its screen never showed
    // (its data may have been asked for alongside the rule, and was dropped).
    expect(await historyLength(page)).toBe(before + 1);
    expect(headings).toEqual([]);
    await page.goBack();
    await page.waitForURL(`${chromium.base}/`);
  });

  it('renders the page asked for after the timeout when the endpoint does not answer', async () => {
    const { page } = await chromium.open('route-rule-timeout');
    let asked = 0;
    // Never answered: the request hangs until the page closes.
    await page.route('**/api/route-rule**', () => {
      asked += 1;
    });
    // The app's step on a first load: the plain app (the function would have answered 301).
    await servePlainApp(page, chromium.base);
    await stopPageClock(page);
    await page.goto(`${chromium.base}${INTERNAL.from}`);
    await expect.poll(() => asked).toBe(1);
    const notFound = page.getByRole('heading', { name: 'ページが見つかりません' });
    await page.clock.runFor(FIRST_LOAD_TIMEOUT_MS - 1);
    // Real time for the page to render, had the step let the navigation go on already.
    // eslint-disable-next-line no-restricted-syntax -- shows that nothing renders before the timeout
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await expect.poll(() => notFound.isVisible()).toBe(false);
    await page.clock.runFor(1);
    await notFound.waitFor();
    expect(asked).toBe(1);
    expect(new URL(page.url()).pathname).toBe(INTERNAL.from);
  });

  it('renders the page at once when the endpoint fails', async () => {
    const { page } = await chromium.open('route-rule-failure');
    let asked = 0;
    await page.route('**/api/route-rule**', (route) => {
      asked += 1;
      return route.abort('failed');
    });
    await servePlainApp(page, chromium.base);
    // With the page's clock standing still, no timer of the page fires (the step's first-load
    // timeout included): the page can only appear because the failure let the navigation go on.
    await stopPageClock(page);
    const stoppedAt = await page.evaluate(() => Date.now());
    await page.goto(`${chromium.base}${INTERNAL.from}`);
    await page.getByRole('heading', { name: 'ページが見つかりません' }).waitFor();
    expect(asked).toBe(1);
    expect(new URL(page.url()).pathname).toBe(INTERNAL.from);
    expect((await page.evaluate(() => Date.now())) - stoppedAt).toBeLessThan(FIRST_LOAD_TIMEOUT_MS);
  });

  it('lets an admin add a rule that then redirects, disable it, and delete it after confirming', async () => {
    const { page, context } = await chromium.open('route-rule-admin');
    const from = `/e2e-${randomUUID().slice(0, 8)}`;
    await signInAsAdmin(page);

    await page.getByRole('button', { name: '転送ルールを追加' }).click();
    await page.getByLabel('転送元のパス').fill(from);
    await page.getByLabel('転送先').fill('//evil.example');
    await page.getByRole('button', { name: '保存する' }).click();
    await page
      .getByText('転送先は「/」で始まるサイト内のパスか https:// のアドレスで入力してください')
      .waitFor();
    await page.getByLabel('転送先').fill('/sorakura/faq');
    await page.getByLabel('ステータス').selectOption('302');
    await page.getByRole('button', { name: '保存する' }).click();
    await page.getByRole('status').filter({ hasText: '保存しました。' }).waitFor();
    const row = page.getByRole('row').filter({ hasText: from });
    await expect(row.getByRole('cell', { name: '/sorakura/faq' }).isVisible()).resolves.toBe(true);

    // A fresh visitor (another page of the same context, no cached answer) is redirected.
    const visitor = await context.newPage();
    await visitor.goto(`${chromium.base}${from}`);
    await visitor.waitForURL((url) => url.pathname === '/sorakura/faq');
    await visitor.close();

    await row.getByRole('button', { name: /無効にする/ }).click();
    await page.getByRole('status').filter({ hasText: '無効にしました。' }).waitFor();
    await expect(row.getByRole('cell', { name: '無効' }).isVisible()).resolves.toBe(true);

    await row.getByRole('button', { name: /削除/ }).click();
    const dialog = page.getByRole('dialog', { name: '転送ルールを削除しますか？' });
    await dialog.getByRole('button', { name: '削除する' }).click();
    await page.getByRole('status').filter({ hasText: '削除しました。' }).waitFor();
    await expect(page.getByRole('row').filter({ hasText: from }).count()).resolves.toBe(0);
  });
});
