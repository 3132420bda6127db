import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { adminAuth } from '../functions/support/admin-auth.js';
import { adminFirestore } from '../functions/support/admin-firestore.js';
import { useBrowserSession } from './support/use-browser-session.js';

/** A brand of the demo data (scripts/seed). */
const BRAND_ID = 'sorakura';
const NOT_ADMIN = '管理者でないため、アクセスが拒否されました。';
/** How Chromium reports a Content-Security-Policy violation in the console. */
const CSP_REPORT = /Content Security Policy|Refused to/;

const chromium = useBrowserSession();

describe('end-to-end smoke (Chromium against the Hosting emulator)', () => {
  it('loads / in Japanese without CSP violations or console errors', async () => {
    const { page, consoleErrors } = await chromium.open('home');
    const response = await page.goto(`${chromium.base}/`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe('ja');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.title()).toMatch(/スペースナビ/);
    expect(consoleErrors.filter((line) => CSP_REPORT.test(line))).toEqual([]);
  });

  it('serves the static 404 page with HTTP 404 for a path outside the route map', async () => {
    const { page } = await chromium.open('not-found');
    const response = await page.goto(`${chromium.base}/no/such/deep/path/x/y`);
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole('heading', { name: 'ページが見つかりません' }).isVisible(),
    ).resolves.toBe(true);
    await expect
      .poll(() => page.getByRole('link', { name: 'ホームへ戻る' }).getAttribute('href'))
      .toBe('/');
  });

  it('names the requested path on the static 404 page, as the spec default message does', async () => {
    const { page, consoleErrors } = await chromium.open('not-found-path');
    const response = await page.goto(
      `${chromium.base}/no/such/deep/%E3%83%9A%E3%83%BC%E3%82%B8/x/y`,
    );
    expect(response?.status()).toBe(404);
    await expect(
      page.getByText('/no/such/deep/ページ/x/y は見つかりませんでした。').isVisible(),
    ).resolves.toBe(true);
    expect(consoleErrors.filter((line) => CSP_REPORT.test(line))).toEqual([]);
  });

  it('sends a signed-out visitor from /admin to /admin/login', async () => {
    const { page } = await chromium.open('admin-guard');
    await page.goto(`${chromium.base}/admin`);
    await page.waitForURL((url) => url.pathname === '/admin/login');
    await page.getByLabel('メールアドレス').waitFor();
  });

  it('signs the demo admin in: reaches /admin and holds an HttpOnly __session cookie', async () => {
    const { page, context, consoleErrors } = await chromium.open('admin-sign-in');
    await page.goto(`${chromium.base}/admin/login`);
    await page.getByLabel('メールアドレス').fill('admin@example.com');
    await page.getByLabel('パスワード', { exact: true }).fill('admin-pass-1234');
    await page.getByRole('button', { name: 'ログイン', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/admin');
    const session = (await context.cookies()).find((cookie) => cookie.name === '__session');
    expect(session).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/' });
    expect(session?.value.length).toBeGreaterThan(20);
    expect(consoleErrors.filter((line) => CSP_REPORT.test(line))).toEqual([]);
  });

  it('signs the admin out: the session cookie is gone and /admin asks for a sign-in again', async () => {
    // An admin of its own: signing out revokes the account's refresh tokens, which would sign the
    // demo admin out of the other files' browsers running beside this one.
    const email = `e2e-admin-${randomUUID()}@example.com`;
    const password = `Pw-${randomUUID()}`;
    const { uid } = await adminAuth().createUser({ email, password });
    await adminAuth().setCustomUserClaims(uid, { isAdmin: true });
    // Its directory entry, as grantAdmin writes it: no staff claim counts without one (issue 36).
    const entry = adminFirestore().doc(`staff/${uid}`);
    await entry.set({ name: 'e2e', email, active: true, brands: null, updatedAt: new Date() });
    try {
      const { page, context } = await chromium.open('admin-sign-out');
      await page.goto(`${chromium.base}/admin/login`);
      await page.getByLabel('メールアドレス').fill(email);
      await page.getByLabel('パスワード', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'ログイン', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/admin');
      const logout = page.waitForResponse(
        (response) => new URL(response.url()).pathname === '/api/auth/sessionLogout',
      );
      await page.getByRole('button', { name: 'ログアウト' }).click();
      expect((await logout).status()).toBe(200);
      await page.waitForURL((url) => url.pathname === '/admin/login');
      expect((await context.cookies()).some((cookie) => cookie.name === '__session')).toBe(false);
      await page.goto(`${chromium.base}/admin`);
      await page.waitForURL((url) => url.pathname === '/admin/login');
    } finally {
      await entry.delete();
      await adminAuth().deleteUser(uid);
    }
  });

  it('refuses the demo user at /admin/login with the spec message', async () => {
    const { page, context } = await chromium.open('admin-refuses-user');
    await page.goto(`${chromium.base}/admin/login`);
    await page.getByLabel('メールアドレス').fill('user@example.com');
    await page.getByLabel('パスワード', { exact: true }).fill('user-pass-1234');
    await page.getByRole('button', { name: 'ログイン', exact: true }).click();
    await page.getByText(NOT_ADMIN).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/login');
    expect((await context.cookies()).some((cookie) => cookie.name === '__session')).toBe(false);
  });

  it(`signs a new user up at /${BRAND_ID}/login and signs them in again in a fresh browser`, async () => {
    const email = `e2e-${randomUUID()}@example.com`;
    const password = `Pw-${randomUUID()}`;
    const first = await chromium.open('brand-sign-up');
    await first.page.goto(`${chromium.base}/${BRAND_ID}/login`);
    await first.page.getByRole('tab', { name: '新規登録' }).click();
    await first.page.getByLabel('メールアドレス').fill(email);
    await first.page.getByLabel('パスワード', { exact: true }).fill(password);
    await first.page.getByRole('button', { name: '新規登録', exact: true }).click();
    await first.page.waitForURL((url) => url.pathname === `/${BRAND_ID}/myunit`);
    expect((await first.context.cookies()).some((cookie) => cookie.name === '__session')).toBe(
      true,
    );
    expect(first.consoleErrors.filter((line) => CSP_REPORT.test(line))).toEqual([]);

    const second = await chromium.open('brand-sign-in');
    await second.page.goto(`${chromium.base}/${BRAND_ID}/login`);
    await second.page.getByLabel('メールアドレス').fill(email);
    await second.page.getByLabel('パスワード', { exact: true }).fill(password);
    await second.page.getByRole('button', { name: 'ログイン', exact: true }).click();
    await second.page.waitForURL((url) => url.pathname === `/${BRAND_ID}/myunit`);
  });
});
