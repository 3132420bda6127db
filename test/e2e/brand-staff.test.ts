/**
 * Brand staff (issue 29), one journey: the demo admin (operator-wide staff) makes user2 brand
 * staff of モトガレージ on 管理者権限の付与; user2 signs in at /admin/login and sees only
 * モトガレージ (dashboard, brand list, members, bills), gets the 404 screen for a ソラクラ address
 * typed by hand and for an operator-wide screen, and the rules refuse a ソラクラ read made with
 * the ID token of user2's own browser; the admin removes user2 while user2 is signed in, and
 * within a minute user2's next Firestore read, Storage read, callable and identity-document
 * request (with the token still in their browser) are refused, in Japanese, and their page sends
 * them to the login with a sentence that says why (issue 36); their next sign-in is refused.
 * Screenshots of the grant screen, the brand staff's admin and the login's reason at 390 and 1280 px.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe.js';
import { firestoreEmulatorPort } from './support/firestore-requests.js';
import { navigateInApp } from './support/navigate-in-app.js';
import { screenshot } from './support/screenshots.js';
import { demoAccountUids } from '../../scripts/seed/data/people';
import { stackEnv } from '../functions/support/stack-env.js';
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

/** The ID token the page's Firebase Auth keeps (IndexedDB): what a hand-made request would carry. */
async function browserToken(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('firebaseLocalStorageDb');
        open.onerror = () => reject(new Error('no Firebase Auth storage'));
        open.onsuccess = () => {
          const read = open.result
            .transaction('firebaseLocalStorage', 'readonly')
            .objectStore('firebaseLocalStorage')
            .getAll();
          read.onsuccess = () => {
            const rows = read.result as {
              value?: { stsTokenManager?: { accessToken?: string } };
            }[];
            const found = rows.map((row) => row.value?.stsTokenManager?.accessToken).find(Boolean);
            if (found) resolve(found);
            else reject(new Error('nobody is signed in'));
          };
        };
      }),
  );
}

/** A Firestore REST read with the page's own ID token. Answers the HTTP status. */
async function readWithBrowserToken(page: Page, documentPath: string): Promise<number> {
  const url = `http://127.0.0.1:${firestoreEmulatorPort()}/v1/projects/${PROJECT}/databases/(default)/documents/${documentPath}`;
  const token = await browserToken(page);
  return (await fetch(url, { headers: { Authorization: `Bearer ${token}` } })).status;
}

type Answer = { status: number; message: string };
const answerOf = async (response: Response): Promise<Answer> => {
  const body = (await response.json().catch(() => ({}))) as { error?: { message?: string } };
  return { status: response.status, message: body.error?.message ?? '' };
};

/**
 * What user2's browser could ask with its token, as hand-made requests: a Firestore read, a
 * Storage listing of モトガレージ's identity documents, a callable (runMonthBillsNow with a bad
 * month: past the staff check it is a 400) and an identity document (past it, a 404).
 */
async function staffRequests(token: string) {
  const identity = `users/${demoAccountUids.user}/identity/moto-garage/`;
  const { functionsUrl } = stackEnv();
  const firestore = await fetch(
    `http://127.0.0.1:${firestoreEmulatorPort()}/v1/projects/${PROJECT}/databases/(default)/documents/brands/moto-garage/members?pageSize=1`,
    { headers: { Authorization: `Bearer ${token}` } },
  );
  const storage = await fetch(
    `http://${process.env['FIREBASE_STORAGE_EMULATOR_HOST']}/v0/b/${PROJECT}.appspot.com/o?prefix=${encodeURIComponent(identity)}&delimiter=${encodeURIComponent('/')}`,
    { headers: { Authorization: `Firebase ${token}` } },
  );
  const callable = await fetch(functionsUrl.replace(/\/api$/, '/runMonthBillsNow'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ data: { brandId: 'moto-garage', period: 'next month' } }),
  });
  const document = await fetch(
    `${functionsUrl}/api/admin/identityDocument?path=${encodeURIComponent(`${identity}none.pdf`)}`,
    { headers: { Authorization: `Bearer ${token}` } },
  );
  return {
    firestore: firestore.status,
    storage: storage.status,
    callable: await answerOf(callable),
    identityDocument: await answerOf(document),
  };
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
    // The run's first grantAdmin call starts the function's worker: on a busy machine that alone
    // can pass the default 15 s.
    await admin
      .getByText(`${USER2.email} に管理者権限（ブランドの担当: モトガレージ）を付与しました。`)
      .waitFor({ timeout: 60_000 });
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
    await expect.poll(() => main.getByText('ソラクラ').count()).toBe(0);
    const menu = page.getByRole('navigation', { name: '管理メニュー' });
    await menu.getByRole('link', { name: 'ブランド一覧' }).waitFor();
    for (const operatorWide of ['管理者権限の付与', 'デバイス一覧', '転送ルール']) {
      await expect.poll(() => menu.getByRole('link', { name: operatorWide }).count()).toBe(0);
    }
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshots(page, 'brand-staff-dashboard');

    await page.goto(`${chromium.base}/admin/brands`);
    const brands = page.getByRole('table', { name: 'ブランドの一覧' });
    await brands.getByRole('link', { name: 'モトガレージ' }).first().waitFor();
    await expect.poll(() => brands.getByText('ソラクラ').count()).toBe(0);
    await expect.poll(() => page.getByRole('button', { name: 'ブランドを追加' }).count()).toBe(0);
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
    await expect.poll(() => page.getByLabel('対象のメールアドレス').count()).toBe(0);

    // The rules, with the token of user2's own browser: ソラクラ refused, モトガレージ read.
    expect(await readWithBrowserToken(page, 'brands/sorakura/members?pageSize=1')).toBe(403);
    expect(await readWithBrowserToken(page, 'brands/moto-garage/members?pageSize=1')).toBe(200);

    // user2's page is on モトガレージ's members; what their browser may ask with its token.
    await page.goto(`${chromium.base}/admin/brands/moto-garage/users`);
    await page.getByRole('table').first().getByRole('row').nth(1).waitFor();
    const token = await browserToken(page);
    expect(await staffRequests(token)).toMatchObject({
      firestore: 200,
      storage: 200,
      callable: { status: 400 },
      identityDocument: { status: 404 },
    });

    // The admin removes user2 from the roster's row while user2 is signed in.
    await admin.reload();
    const row = admin
      .getByRole('table', { name: '管理者の一覧' })
      .getByRole('row')
      .filter({ hasText: USER2.email });
    await row.getByRole('button', { name: /^解除/ }).click();
    await expect
      .poll(() => admin.getByLabel('対象のメールアドレス').inputValue())
      .toBe(USER2.email);
    await expect.poll(() => admin.getByLabel('管理者権限を解除する').isChecked()).toBe(true);
    await admin.getByRole('button', { name: '実行する' }).click();
    await admin.getByText(`${USER2.email} の管理者権限を解除しました。`).waitFor();
    const removedAt = Date.now();
    await admin.getByText('解除はすぐに反映されました。', { exact: false }).waitFor();
    await admin
      .getByRole('table', { name: '権限の変更の記録' })
      .getByRole('row')
      .filter({ hasText: USER2.email })
      .filter({ hasText: '解除' })
      .first()
      .waitFor();
    await screenshots(admin, 'grant-screen-removed');

    // Within a minute, the same unexpired token: every request refused, in Japanese.
    const refused = await staffRequests(token);
    expect(refused.firestore).toBe(403);
    expect(refused.storage).toBe(403);
    expect([401, 403]).toContain(refused.callable.status);
    expect(refused.callable.message).toMatch(/[ぁ-んァ-ン一-龥]/);
    expect([401, 403]).toContain(refused.identityDocument.status);
    expect(refused.identityDocument.message).toMatch(/[ぁ-んァ-ン一-龥]/);
    expect(Date.now() - removedAt).toBeLessThan(60_000);

    // user2's page: the next read (another screen of their brand) is refused and the page sends
    // them to the login, which says why.
    await navigateInApp(page, '/admin/brands/moto-garage/billing');
    await page.waitForURL((url) => url.pathname === '/admin/login', { timeout: 60_000 });
    expect(new URL(page.url()).searchParams.get('reason')).toBe('access-ended');
    const why = page.getByRole('alert').filter({ hasText: '管理者権限が解除されたか' });
    await why.waitFor();
    expect(Date.now() - removedAt).toBeLessThan(60_000);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshots(page, 'access-ended-login');

    // user2's next sign-in is refused (a new token carries no isAdmin).
    await signInUser2(page, '/admin');
    await page.getByText('管理者でないため、アクセスが拒否されました。').waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/login');
  }, 120_000);
});
