/**
 * Brand staff (issue 29), one journey: the demo admin (operator-wide staff) makes user2 brand
 * staff of モトガレージ on 管理者権限の付与; user2 signs in at /admin/login and sees only
 * モトガレージ (dashboard, brand list, members, bills), gets the 404 screen for a ソラクラ address
 * typed by hand and for an operator-wide screen, and the rules refuse a ソラクラ read made with
 * the ID token of user2's own browser; the admin removes user2, and user2's next sign-in is
 * refused. Screenshots of the grant screen and of the brand staff's admin at 390 and 1280 px.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe.js';
import { firestoreEmulatorPort } from './support/firestore-requests.js';
import { screenshot } from './support/screenshots.js';
import { signInAsAdmin } from './support/sign-in-as-admin.js';
import { useBrowserSession } from './support/use-browser-session.js';

const SHOTS = '/tmp/shots/brand-staff';
const USER2 = { email: 'user2@example.com', password: 'user2-pass-1234' };
const PROJECT = process.env.GCLOUD_PROJECT ?? 'demo-rental-space';

const chromium = useBrowserSession();

async function screenshots(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await screenshot(page, { path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** user2 on /admin/login, sent on to `path` when the sign-in is let through. */
async function signInUser2(page: Page, path: string): Promise<void> {
  await page.goto(`${chromium.base}/admin/login?redirect=${encodeURIComponent(path)}`);
  await page.getByLabel('メールアドレス').fill(USER2.email);
  await page.getByLabel('パスワード', { exact: true }).fill(USER2.password);
  await page.getByRole('button', { name: 'ログイン', exact: true }).click();
}

/**
 * A Firestore REST read from the page itself with the ID token the page's Firebase Auth keeps
 * (IndexedDB): what a hand-made request from that browser would get. Answers the HTTP status.
 */
async function readWithBrowserToken(page: Page, documentPath: string): Promise<number> {
  const url = `http://127.0.0.1:${firestoreEmulatorPort()}/v1/projects/${PROJECT}/databases/(default)/documents/${documentPath}`;
  return page.evaluate(async (address) => {
    const token = await new Promise<string>((resolve, reject) => {
      const open = indexedDB.open('firebaseLocalStorageDb');
      open.onerror = () => reject(new Error('no Firebase Auth storage'));
      open.onsuccess = () => {
        const read = open.result
          .transaction('firebaseLocalStorage', 'readonly')
          .objectStore('firebaseLocalStorage')
          .getAll();
        read.onsuccess = () => {
          const rows = read.result as { value?: { stsTokenManager?: { accessToken?: string } } }[];
          const found = rows.map((row) => row.value?.stsTokenManager?.accessToken).find(Boolean);
          if (found) resolve(found);
          else reject(new Error('nobody is signed in'));
        };
      };
    });
    const response = await fetch(address, { headers: { Authorization: `Bearer ${token}` } });
    return response.status;
  }, url);
}

describe('brand staff', () => {
  it('are granted one brand, run only it, are refused the rest by the screens and the rules, and lose it when removed', async () => {
    // The operator-wide admin makes user2 brand staff of モトガレージ.
    const { page: admin } = await chromium.open('brand-staff-admin');
    await signInAsAdmin(admin, chromium.base, '/admin/grantAdmin');
    await admin.getByRole('heading', { name: '管理者の一覧' }).waitFor();
    await admin.getByRole('table', { name: '管理者の一覧' }).waitFor();
    await admin.getByLabel('対象のメールアドレス').fill(USER2.email);
    await admin.getByLabel('管理者権限を付与・変更する').check();
    await admin.getByLabel('ブランドの担当（選んだブランドだけ）').check();
    const brandChoice = admin.getByRole('group', { name: '担当するブランド' });
    await brandChoice.getByLabel('モトガレージ', { exact: true }).check();
    await admin.getByRole('button', { name: '実行する' }).click();
    await admin
      .getByText(`${USER2.email} に管理者権限（ブランドの担当: モトガレージ）を付与しました。`)
      .waitFor();
    const roster = admin.getByRole('table', { name: '管理者の一覧' });
    const user2Row = roster.getByRole('row').filter({ hasText: USER2.email });
    await user2Row.getByText('ブランドの担当: モトガレージ').waitFor();
    const log = admin.getByRole('table', { name: '権限の変更の記録' });
    await log
      .getByRole('row')
      .filter({ hasText: USER2.email })
      .filter({ hasText: '付与（ブランドの担当: モトガレージ）' })
      .filter({ hasText: 'admin@example.com' })
      .first()
      .waitFor();
    expect(await seriousAxeViolations(admin)).toEqual([]);
    await screenshots(admin, 'grant-screen');

    // user2 signs in as brand staff: only モトガレージ.
    const { page } = await chromium.open('brand-staff-user2');
    // At a desk's width the menu sits beside the page (on a phone behind its button).
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInUser2(page, '/admin');
    await page.waitForURL((url) => url.pathname === '/admin');
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: 'モトガレージ' }).first().waitFor();
    expect(await main.getByText('ソラクラ').count()).toBe(0);
    const menu = page.getByRole('navigation', { name: '管理メニュー' });
    await menu.getByRole('link', { name: 'ブランド一覧' }).waitFor();
    for (const operatorWide of ['管理者権限の付与', 'デバイス一覧', '転送ルール']) {
      expect(await menu.getByRole('link', { name: operatorWide }).count()).toBe(0);
    }
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshots(page, 'brand-staff-dashboard');

    await page.goto(`${chromium.base}/admin/brands`);
    const brands = page.getByRole('table', { name: 'ブランドの一覧' });
    await brands.getByRole('link', { name: 'モトガレージ' }).first().waitFor();
    expect(await brands.getByText('ソラクラ').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'ブランドを追加' }).count()).toBe(0);
    await screenshots(page, 'brand-staff-brands');

    await page.goto(`${chromium.base}/admin/brands/moto-garage/users`);
    await page.getByRole('heading', { level: 1, name: 'ユーザー一覧' }).waitFor();
    await page.getByRole('table').first().getByRole('row').nth(1).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshots(page, 'brand-staff-members');

    await page.goto(`${chromium.base}/admin/brands/moto-garage/billing`);
    await page.getByRole('heading', { level: 1, name: '請求' }).waitFor();

    // Another brand's address typed by hand, and an operator-wide screen: the 404 screen.
    for (const path of ['/admin/brands/sorakura/users', '/admin/deviceList']) {
      await page.goto(`${chromium.base}${path}`);
      await page.getByRole('heading', { level: 1, name: 'ページが見つかりません' }).waitFor();
    }
    await screenshots(page, 'brand-staff-other-brand');
    // The grant page (unguarded for the first admin) is not theirs either.
    await page.goto(`${chromium.base}/admin/grantAdmin`);
    await page
      .getByText('このページは運営全体の管理者だけが使えます。', { exact: false })
      .waitFor();
    expect(await page.getByLabel('対象のメールアドレス').count()).toBe(0);

    // The rules, with the token of user2's own browser: ソラクラ refused, モトガレージ read.
    expect(await readWithBrowserToken(page, 'brands/sorakura/members?pageSize=1')).toBe(403);
    expect(await readWithBrowserToken(page, 'brands/moto-garage/members?pageSize=1')).toBe(200);

    // The admin removes user2 from the roster's row.
    await admin.reload();
    const row = admin
      .getByRole('table', { name: '管理者の一覧' })
      .getByRole('row')
      .filter({ hasText: USER2.email });
    await row.getByRole('button', { name: /^解除/ }).click();
    await expect
      .poll(() => admin.getByLabel('対象のメールアドレス').inputValue())
      .toBe(USER2.email);
    expect(await admin.getByLabel('管理者権限を解除する').isChecked()).toBe(true);
    await admin.getByRole('button', { name: '実行する' }).click();
    await admin.getByText(`${USER2.email} の管理者権限を解除しました。`).waitFor();
    await admin
      .getByRole('table', { name: '権限の変更の記録' })
      .getByRole('row')
      .filter({ hasText: USER2.email })
      .filter({ hasText: '解除' })
      .first()
      .waitFor();

    // user2's next sign-in is refused (a new token carries no isAdmin).
    await page.getByRole('button', { name: 'ログアウト' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/login');
    await signInUser2(page, '/admin');
    await page.getByText('管理者でないため、アクセスが拒否されました。').waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/login');
  }, 120_000);
});
