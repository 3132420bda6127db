import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoAssets } from '../../scripts/seed/data/assets';
import { demoBrands } from '../../scripts/seed/data/brands';
import { demoSpaces } from '../../scripts/seed/data/occupancy';
import { demoUser } from '../../scripts/seed/data/people';
import { demoIds } from '../../scripts/seed/demo-ids';
import { signIn } from '../functions/support/auth-emulator.js';
import { stackEnv } from '../functions/support/stack-env.js';
import { seriousAxeViolations } from './support/axe.js';
import { useBrowserSession } from './support/use-browser-session.js';
import { screenshot } from './support/screenshots.js';

/** The published trunk-room brand of the demo data and one of its published assets. */
const brandId = demoIds.publishedBrand;
const brand = demoBrands.find((b) => b.id === brandId)!;
const asset = demoAssets.find((a) => a.id === demoIds.publishedAsset.assetId)!;
/** Its free spaces, last first: the apply tests take the first one (demoIds.availableSpace). */
const freeSpaces = demoSpaces
  .filter((s) => s.brandId === brandId && s.assetId === asset.id && s.data.status === 'available')
  .reverse();

const SHOTS = '/tmp/shots/h8a';
const WIDTHS = [390, 1280] as const;
const chromium = useBrowserSession();

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

/** A calendar day `days` after today in Japan, as `YYYY-MM-DD`. */
function dayInJapan(days: number): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Tokyo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() + days * 24 * 60 * 60 * 1000));
  return parts;
}

/** Full-page screenshots at 390 and 1280 px into /tmp/shots/h8a/<name>-<width>.png. */
async function screenshots(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  const before = page.viewportSize();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await screenshot(page, { path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  if (before) await page.setViewportSize(before);
}

/**
 * Firestore as the demo admin, through the rules (an ID token from the Auth emulator, not the
 * emulator's owner credential): what staff can read of the customers' requests.
 */
let adminDb: Firestore | undefined;
async function firestoreAsAdmin(): Promise<Firestore> {
  if (adminDb) return adminDb;
  const idToken = await signIn('admin@example.com', 'admin-pass-1234');
  const name = 'customer-requests-as-admin';
  const app =
    getApps().find((candidate) => candidate.name === name) ??
    initializeApp({ projectId: stackEnv().projectId }, name);
  adminDb = getFirestore(app);
  adminDb.settings({
    preferRest: true,
    auth: { getRequestHeaders: async () => ({ Authorization: `Bearer ${idToken}` }) },
  });
  return adminDb;
}

/** The one document of `collection` in the brand sent with `email` (unique per test). */
async function sentBy(collection: 'contacts' | 'viewingRequests', email: string) {
  const db = await firestoreAsAdmin();
  const snapshot = await db
    .collection(`brands/${brandId}/${collection}`)
    .where('email', '==', email)
    .get();
  expect(snapshot.size).toBe(1);
  return snapshot.docs[0]!.data();
}

/** Submits the empty (or partly filled) form: errors show, and axe finds nothing serious. */
async function submitToShowErrors(page: Page, button: string): Promise<void> {
  await page.getByRole('button', { name: button }).click();
  await page.getByRole('alert').filter({ hasText: '入力内容をご確認ください' }).waitFor();
  expect(await seriousAxeViolations(page)).toEqual([]);
}

describe('a customer writes to the brand (Chromium, demo data)', () => {
  it('a visitor sends a お問い合わせ with a full-width phone number and sees the thanks page', async () => {
    const { page, consoleErrors } = await chromium.open('contact-visitor');
    const email = `contact-${randomUUID()}@example.com`;
    await page.goto(`${chromium.base}/${brandId}`);
    await h1(page).filter({ hasText: brand.data.name }).waitFor();
    await page.getByRole('link', { name: 'お問い合わせ', exact: true }).first().click();
    await page.waitForURL((url) => url.pathname === `/${brandId}/contact`);
    await h1(page).filter({ hasText: 'お問い合わせ' }).waitFor();

    await submitToShowErrors(page, '送信する');
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('（4件）');
    await expect(
      page.getByLabel(/^お名前/).evaluate((e) => e === document.activeElement),
    ).resolves.toBe(true);
    await screenshots(page, 'contact-errors');

    await page.getByLabel(/^お名前/).fill('山田 太郎');
    await page.getByLabel(/^メールアドレス/).fill(email);
    await page.getByLabel(/^電話番号/).fill('０９０−１２３４−５６７８');
    await page.getByRole('radio', { name: '物件・区画について' }).check();
    await page
      .getByLabel(/^お問い合わせ内容/)
      .fill('1.5帖の区画に、幅120cmの衣装ケースは入りますか？');
    // The phone shows as it will be stored once the field is left.
    await expect(page.getByLabel(/^電話番号/).inputValue()).resolves.toBe('090-1234-5678');
    await page.getByRole('button', { name: '送信する' }).click();

    await page.waitForURL((url) => url.pathname === `/${brandId}/contact/thanks`);
    await h1(page).filter({ hasText: 'お問い合わせを受け付けました' }).waitFor();
    await expect.poll(() => page.getByRole('main').textContent()).toContain('翌営業日');
    await expect
      .poll(() =>
        page
          .getByRole('main')
          .getByRole('link', { name: brand.data.contact.phone, exact: true })
          .getAttribute('href'),
      )
      .toBe(`tel:${brand.data.contact.phone.replace(/-/g, '')}`);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshots(page, 'contact-thanks');

    // The form was replaced in the history: Back goes to where the visitor came from.
    await page.goBack();
    await page.waitForURL((url) => url.pathname === `/${brandId}`);

    const contact = await sentBy('contacts', email);
    expect(contact).toMatchObject({
      name: '山田 太郎',
      email,
      phone: '090-1234-5678',
      category: 'space',
      message: '1.5帖の区画に、幅120cmの衣装ケースは入りますか？',
      status: 'new',
    });
    expect(contact).not.toHaveProperty('uid');
    expect(contact['createdAt']).toBeInstanceOf(Timestamp);
    expect(consoleErrors).toEqual([]);
  });

  it('a signed-in member finds the contact form filled in, and the request carries their uid', async () => {
    const { page, consoleErrors } = await chromium.open('contact-member');
    await page.goto(`${chromium.base}/${brandId}/login`);
    await page.getByLabel('メールアドレス').fill(demoUser.email);
    await page.getByLabel('パスワード', { exact: true }).fill('user-pass-1234');
    await page.getByRole('button', { name: 'ログイン', exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/${brandId}/myunit`);

    await page.goto(`${chromium.base}/${brandId}/contact`);
    const name = page.getByLabel(/^お名前/);
    await expect.poll(() => name.inputValue()).toBe(demoUser.name);
    await expect.poll(() => page.getByLabel(/^メールアドレス/).inputValue()).toBe(demoUser.email);
    await expect.poll(() => page.getByLabel(/^電話番号/).inputValue()).toBe(demoUser.phone);

    const message = `請求書の宛名を変更したいです（${randomUUID()}）。`;
    await page.getByRole('radio', { name: 'お支払いについて' }).check();
    await page.getByLabel(/^お問い合わせ内容/).fill(message);
    await page.getByRole('button', { name: '送信する' }).click();
    await page.waitForURL((url) => url.pathname === `/${brandId}/contact/thanks`);

    const db = await firestoreAsAdmin();
    const sent = await db
      .collection(`brands/${brandId}/contacts`)
      .where('message', '==', message)
      .get();
    expect(sent.size).toBe(1);
    expect(sent.docs[0]!.data()).toMatchObject({
      name: demoUser.name,
      email: demoUser.email,
      phone: demoUser.phone,
      category: 'billing',
      uid: demoUser.uid,
      status: 'new',
    });
    expect(consoleErrors).toEqual([]);
  });

  it('a visitor asks for a 内見 from the asset page with two preferred slots and sees the thanks page', async () => {
    const { page, consoleErrors } = await chromium.open('preview-visitor');
    const email = `preview-${randomUUID()}@example.com`;

    // A space that is still free: its details offer 内見を予約する with the space in the link.
    const details = page.locator('#space-details');
    const previewLink = details.getByRole('link', { name: '内見を予約する' });
    let space: (typeof freeSpaces)[number] | undefined;
    for (const candidate of freeSpaces) {
      await page.goto(`${chromium.base}/${brandId}/${asset.id}?space=${candidate.id}`);
      await details
        .getByRole('heading', { name: new RegExp(`^区画 ${candidate.data.label}`) })
        .waitFor();
      if (await previewLink.isVisible()) {
        space = candidate;
        break;
      }
    }
    expect(space, 'a free space in the demo asset').toBeDefined();
    await expect
      .poll(() => previewLink.getAttribute('href'))
      .toBe(`/${brandId}/preview?asset=${asset.id}&space=${space!.id}`);
    await previewLink.click();
    await page.waitForURL((url) => url.pathname === `/${brandId}/preview`);
    await h1(page).filter({ hasText: '内見予約' }).waitFor();

    const assetSelect = page.getByRole('combobox', { name: /^物件/ });
    const spaceSelect = page.getByRole('combobox', { name: /^区画/ });
    await expect.poll(() => assetSelect.inputValue()).toBe(asset.id);
    await expect.poll(() => spaceSelect.inputValue()).toBe(space!.id);

    await submitToShowErrors(page, '内見を予約する');
    await screenshots(page, 'preview-errors');

    const first = page.getByRole('group', { name: '第1希望' });
    const second = page.getByRole('group', { name: '第2希望' });
    const firstDay = dayInJapan(3);
    const secondDay = dayInJapan(4);
    await first.getByLabel(/^希望日/).fill(firstDay);
    await first.getByRole('radio', { name: /^午前/ }).check();
    await page.getByRole('button', { name: '希望日時を追加' }).click();
    await second.getByLabel(/^希望日/).fill(secondDay);
    await second.getByRole('radio', { name: /^夕方/ }).check();
    await page.getByLabel(/^お名前/).fill('山田 太郎');
    await page.getByLabel(/^フリガナ/).fill('やまだ たろう');
    await page.getByLabel(/^メールアドレス/).fill(email);
    await page.getByLabel(/^電話番号/).fill('０９０−１２３４−５６７８');
    await page.getByLabel(/^ご要望・ご質問/).fill('車で伺います。駐車場はありますか？');
    await screenshots(page, 'preview-filled');
    await page.getByRole('button', { name: '内見を予約する' }).click();

    await page.waitForURL((url) => url.pathname === `/${brandId}/preview/thanks`);
    await h1(page).filter({ hasText: '内見のご予約を受け付けました' }).waitFor();
    const summary = page.getByRole('region', { name: 'ご予約の内容' });
    await expect.poll(() => summary.textContent()).toContain(asset.data.name);
    await expect.poll(() => summary.textContent()).toContain(space!.data.label);
    await expect.poll(() => summary.textContent()).toContain('第2希望');
    await expect.poll(() => page.getByRole('main').textContent()).toContain('翌営業日');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshots(page, 'preview-thanks');

    await page.goBack();
    await page.waitForURL((url) => url.pathname === `/${brandId}/${asset.id}`);

    const request = await sentBy('viewingRequests', email);
    expect(request).toMatchObject({
      name: '山田 太郎',
      kana: 'ヤマダ\u3000タロウ',
      email,
      phone: '090-1234-5678',
      assetId: asset.id,
      spaceId: space!.id,
      preferredSlots: [
        { date: firstDay, timeSlot: 'morning' },
        { date: secondDay, timeSlot: 'evening' },
      ],
      message: '車で伺います。駐車場はありますか？',
      status: 'new',
    });
    expect(request).not.toHaveProperty('uid');
    expect(consoleErrors).toEqual([]);
  });

  it('the sign-in and sign-up forms, now on the form kit, show their errors accessibly', async () => {
    const { page, consoleErrors } = await chromium.open('auth-forms');
    await page.goto(`${chromium.base}/${brandId}/login`);
    await page.getByRole('button', { name: 'ログイン', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: '入力内容をご確認ください（2件）' }).waitFor();
    await expect(
      page.getByLabel('メールアドレス').evaluate((e) => e === document.activeElement),
    ).resolves.toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshots(page, 'login-errors');

    await page.getByRole('tab', { name: '新規登録' }).click();
    // Pressing the button straight from a field left invalid: the field's error appears as it
    // loses focus; the press must still send (the button must not move away under it).
    await page.getByLabel('パスワード', { exact: true }).fill('short');
    await page.getByRole('button', { name: '新規登録', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: '入力内容をご確認ください' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshots(page, 'sign-up-errors');
    // The Auth emulator answers the password-policy request with 501 (the live check then uses
    // the default rule); anything else in the console is a fault.
    expect(consoleErrors.filter((line) => !line.includes('status of 501'))).toEqual([]);
  });
});
