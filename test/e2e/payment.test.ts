/**
 * How customers pay (issue 16, items 6–8), end to end in Chromium against the local stack:
 * staff's お支払い設定 screen; 入金消込 of a Shift_JIS statement that pays a bill of a customer
 * made here (お客様番号 + amount), recorded with the statement's date and method 銀行振込; the
 * demo user's my unit with the how-to-pay card (振込先, 振込名義) and a bill's 適格請求書. axe 0
 * serious/critical and screenshots at 390/1280 px. afterAll removes what it made.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { Timestamp } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { adminFirestore } from '../functions/support/admin-firestore.js';
import { seriousAxeViolations } from './support/axe.js';
import { dayInJapan } from './support/japan-day.js';
import { shiftJisStatement } from './support/shift-jis-statement.js';
import { chooseStatement, recordTickedPayments } from './support/statement-import.js';
import { useBrowserSession } from './support/use-browser-session.js';
import { screenshot } from './support/screenshots.js';

const SHOTS = '/tmp/shots/pay';
const brandId = 'sorakura';
const chromium = useBrowserSession();

const uid = `e2e-pay-${randomUUID().slice(0, 8)}`;
const customerNumber = 9_000_000 + Math.floor(Math.random() * 900_000);
const amount = 10_000 + Math.floor(Math.random() * 5_000);
const billId = `PayE2E${randomUUID().replace(/-/g, '').slice(0, 14)}_2026-11`;
const paidOn = dayInJapan(-1);

afterAll(async () => {
  const db = adminFirestore();
  const bill = db.doc(`brands/${brandId}/bills/${billId}`);
  // The statement line the import recorded, and the import's summary, go with the bill.
  const payments = ((await bill.get()).get('payments') ?? {}) as Record<
    string,
    { line: string | null }
  >;
  for (const { line } of Object.values(payments)) {
    if (line === null) continue;
    const record = db.doc(`brands/${brandId}/statementLines/${line}`);
    const importId = (await record.get()).get('importId') as string | undefined;
    if (importId) await db.doc(`brands/${brandId}/statementImports/${importId}`).delete();
    await record.delete();
  }
  await bill.delete();
  await db.doc(`brands/${brandId}/members/${uid}`).delete();
});

/** A customer with an お客様番号 and one unpaid bill, written as staff and the app would. */
async function seedCustomerWithBill(): Promise<void> {
  const db = adminFirestore();
  const now = Timestamp.now();
  await db.doc(`brands/${brandId}/members/${uid}`).set({
    uid,
    email: `${uid}@example.jp`,
    name: '試験 花子',
    kana: 'シケン ハナコ',
    phone: '090-0000-0000',
    postalCode: '105-0011',
    prefecture: '東京都',
    city: '港区',
    addressLine: '芝公園1-1-1',
    customerNumber,
    createdAt: now,
    updatedAt: now,
  });
  await db.doc(`brands/${brandId}/bills/${billId}`).set({
    uid,
    applicationId: billId.split('_')[0],
    period: '2026-11',
    description: '2026年11月分 利用料',
    lines: [{ kind: 'rent', label: '利用料', amount }],
    amount,
    status: 'unpaid',
    dueDate: '2026-11-27',
    payments: {},
    paidAmount: 0,
    writeOff: null,
    cancelReason: null,
    history: { '0': { action: 'created', by: 'e2e', at: now, amount, note: '' } },
    createdAt: now,
    updatedAt: now,
  });
}

async function screenshots(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await screenshot(page, { path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function signInAsAdmin(page: Page, path: string) {
  await page.goto(`${chromium.base}/admin/login?redirect=${encodeURIComponent(path)}`);
  await page.getByLabel('メールアドレス').fill('admin@example.com');
  await page.getByLabel('パスワード', { exact: true }).fill('admin-pass-1234');
  await page.getByRole('button', { name: 'ログイン', exact: true }).click();
  await page.waitForURL((url) => url.pathname === path);
}

describe('how customers pay (Chromium)', () => {
  it('staff see the お支払い設定 and clear a Shift_JIS statement against a bill', async () => {
    await seedCustomerWithBill();
    const { page } = await chromium.open('payment-staff');
    const settingsPath = `/admin/brands/${brandId}/billing-settings`;
    await signInAsAdmin(page, settingsPath);
    await page.getByRole('heading', { level: 1, name: 'お支払い設定' }).waitFor();
    await expect
      .poll(() => page.getByLabel('口座番号', { exact: true }).inputValue())
      .toBe('1234567');
    await page.getByText('1001 ヤマダ タロウ').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshots(page, 'billing-settings');

    await page.goto(`${chromium.base}/admin/brands/${brandId}/billing/import`);
    await page.getByRole('heading', { level: 1, name: /入金消込/ }).waitFor();
    // The statement's one deposit is line 5 (under the sample's summary and header lines).
    await chooseStatement(
      page,
      shiftJisStatement([{ date: paidOn, payer: `${customerNumber} ｼｹﾝ ﾊﾅｺ`, amount }]),
      { line: 5, date: paidOn, amount },
      `試験 花子・2026年11月分・¥${amount.toLocaleString('en-US')}`,
    );
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshots(page, 'statement-import');
    await recordTickedPayments(page, 1);
    const bill = (await adminFirestore().doc(`brands/${brandId}/bills/${billId}`).get()).data();
    expect(bill).toMatchObject({ status: 'paid', paidAmount: amount, writeOff: null });
    expect(Object.keys(bill?.['payments'] as object)).toEqual(['0']);
    expect(bill?.['payments']['0']).toMatchObject({
      amount,
      excess: 0,
      date: paidOn,
      method: 'transfer',
      reversal: null,
    });
    expect(bill?.['payments']['0']['line']).toEqual(expect.any(String));
  });

  it('the customer sees how to pay in my unit and a bill’s 適格請求書', async () => {
    const { page } = await chromium.open('payment-customer');
    const myUnit = `/${brandId}/myunit`;
    await page.goto(`${chromium.base}${myUnit}`);
    await page.waitForURL((url) => url.pathname === `/${brandId}/login`);
    await page.getByLabel('メールアドレス').fill('user@example.com');
    await page.getByLabel('パスワード', { exact: true }).fill('user-pass-1234');
    await page.getByRole('button', { name: 'ログイン', exact: true }).click();
    await page.waitForURL((url) => url.pathname === myUnit);
    const card = page.locator('section.how-to-pay');
    await card.getByText('みずほ銀行 浜松町支店').waitFor();
    await card.getByText(/^\d{4,} サトウ ハナコ$/).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await card.scrollIntoViewIfNeeded();
    await screenshots(page, 'my-unit-how-to-pay');

    // In-app, from the bill's card (the link every bill carries).
    await page
      .getByRole('link', { name: /の請求書を見る$/ })
      .first()
      .click();
    await page.waitForURL((url) => /\/myunit\/bills\/[^/]+\/invoice$/.test(url.pathname));
    await page.getByRole('heading', { level: 2, name: '請求書（適格請求書）' }).waitFor();
    await page.getByText(/^登録番号 T\d{13}$/).waitFor();
    await page.getByText('うち消費税（10%）').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshots(page, 'invoice');
  });
});
