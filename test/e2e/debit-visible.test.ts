/**
 * The customer sees the debit, and a paper 口座振替依頼書 (issue 37, items 4 and 3; "Done when"),
 * in Chromium against the local stack: a customer whose bill is in a sent 依頼データ sees on my
 * unit and on the invoice the day and the account it is debited from — not the 振込先 — and,
 * once the result says 資金不足, the bill asks for a 振込 again; staff enter a customer's paper
 * 依頼書 on the member page (手続き中) and confirm it, the page naming who and when.
 *
 * Runs in a brand of its own (a published copy of モトガレージ's brand with its お支払い設定); the
 * request and its item are written with the Admin SDK as the 依頼データ step writes them; afterAll
 * removes the brand and everything under it. Screenshots: test-results/debit-visible/.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoIds } from '../../scripts/seed/demo-ids';
import { nextBankBusinessDay } from '#shared/billing/bank-business-day.js';
import { monthDayJa } from '#shared/billing/pending-debit.js';
import { adminAuth } from '../functions/support/admin-auth.js';
import { adminFirestore } from '../functions/support/admin-firestore.js';
import { seriousAxeViolations } from './support/axe.js';
import { cspViolations } from './support/console-problems.js';
import { dayInJapan } from './support/japan-day.js';
import { screenshotsAtWidths } from './support/screenshots.js';
import { signInAsAdmin } from './support/sign-in-as-admin.js';
import { useBrowserSession } from './support/use-browser-session.js';

const SHOTS = 'test-results/debit-visible';
const MARK = randomUUID().slice(0, 8);
const source = demoIds.bikeBrand;
const brandId = `debitview-${MARK}`;
const chromium = useBrowserSession();

const customer = {
  uid: '',
  email: `debitview-${MARK}@example.com`,
  password: `Pw-${randomUUID()}`,
  name: '引落 見える子',
  kana: 'ヒキオトシ ミエルコ',
};
/** A customer who sent the brand a paper 依頼書 instead of registering online. */
const paper = { uid: `paper-${MARK}`, name: '紙 依頼子', kana: 'カミ イライコ' };

const today = dayInJapan();
const period = today.slice(0, 7);
const dueDate = dayInJapan(-3);
const debitDate = nextBankBusinessDay(dayInJapan(14));
const billId = `DebitView${MARK}_${period}`;
const debitLine = `${monthDayJa(debitDate)}にご指定の口座（みずほ銀行 渋谷支店 普通 ****567）から引き落とします。お振込みは不要です。`;

const doc = (path: string) => adminFirestore().doc(`brands/${brandId}/${path}`);

const screenshots = (page: Page, name: string) => screenshotsAtWidths(page, SHOTS, name);

function member(uid: string, name: string, kana: string, email: string, customerNumber: number) {
  const at = new Date();
  return {
    uid,
    email,
    name,
    kana,
    phone: '090-0000-0002',
    postalCode: '160-0022',
    prefecture: '東京都',
    city: '新宿区',
    addressLine: '新宿2-2-2',
    customerNumber,
    createdAt: at,
    updatedAt: at,
  };
}

beforeAll(async () => {
  const db = adminFirestore();
  const brand = (await db.doc(`brands/${source}`).get()).data()!;
  await db.doc(`brands/${brandId}`).set({ ...brand, name: `引落表示 ${MARK}`, published: true });
  const billing = (await db.doc(`brands/${source}/settings/billing`).get()).data()!;
  await doc('settings/billing').set({
    ...billing,
    paymentMethods: ['transfer', 'debit'],
    updatedAt: new Date(),
  });
  const user = await adminAuth().createUser({
    email: customer.email,
    password: customer.password,
  });
  customer.uid = user.uid;
  const at = new Date();
  await doc(`members/${customer.uid}`).set(
    member(customer.uid, customer.name, customer.kana, customer.email, 2701),
  );
  await doc(`members/${paper.uid}`).set(
    member(paper.uid, paper.name, paper.kana, `${paper.uid}@example.com`, 2702),
  );
  await doc(`debitAccounts/${customer.uid}`).set({
    uid: customer.uid,
    bankCode: '0001',
    bankName: 'みずほ銀行',
    bankKana: 'ミズホ',
    branchCode: '210',
    branchName: '渋谷支店',
    branchKana: 'シブヤ',
    accountType: 'ordinary',
    accountNumber: '1234567',
    holder: 'ﾋｷｵﾄｼ ﾐｴﾙｺ',
    status: 'confirmed',
    confirmedBy: 'debit-e2e',
    confirmedAt: at,
    createdAt: at,
    updatedAt: at,
  });
  await doc(`bills/${billId}`).set({
    uid: customer.uid,
    applicationId: `DebitView${MARK}`,
    period,
    description: `${Number(period.slice(0, 4))}年${Number(period.slice(5))}月分 利用料`,
    lines: [{ kind: 'rent', label: '利用料', amount: 8800 }],
    amount: 8800,
    status: 'unpaid',
    dueDate,
    payments: {},
    paidAmount: 0,
    writeOff: null,
    cancelReason: null,
    history: { '0': { action: 'created', by: 'debit-e2e', at, amount: 8800, note: '' } },
    createdAt: at,
    updatedAt: at,
  });
  // The 依頼データ as the request step writes it: the request and the bill's item.
  await doc(`debitRequests/r-${MARK}`).set({
    debitDate,
    billIds: [billId],
    count: 1,
    total: 8800,
    createdBy: 'debit-e2e',
    createdAt: at,
  });
  await doc(`debitItems/${billId}`).set({
    requestId: `r-${MARK}`,
    debitDate,
    uid: customer.uid,
    amount: 8800,
    customerCode: `0002701${period.replace('-', '')}01`.padStart(20, '0'),
    newCode: '1',
    bankCode: '0001',
    bankKana: 'ﾐｽﾞﾎ',
    branchCode: '210',
    branchKana: 'ｼﾌﾞﾔ',
    accountType: 'ordinary',
    accountNumber: '1234567',
    holder: 'ﾋｷｵﾄｼ ﾐｴﾙｺ',
    result: null,
    createdBy: 'debit-e2e',
    createdAt: at,
  });
});

afterAll(async () => {
  const brand = adminFirestore().doc(`brands/${brandId}`);
  for (const collection of [
    'settings',
    'members',
    'bills',
    'credits',
    'debitAccounts',
    'debitRequests',
    'debitItems',
  ]) {
    const docs = await brand.collection(collection).get();
    await Promise.all(docs.docs.map((d) => d.ref.delete()));
  }
  await brand.delete();
  if (customer.uid) await adminAuth().deleteUser(customer.uid);
});

async function signInToMyUnit(page: Page): Promise<void> {
  await page.goto(`${chromium.base}/${brandId}/myunit`);
  await page.waitForURL((url) => url.pathname === `/${brandId}/login`);
  await page.getByLabel('メールアドレス').fill(customer.email);
  await page.getByLabel('パスワード', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'ログイン', exact: true }).click();
  await page.waitForURL((url) => url.pathname === `/${brandId}/myunit`);
}

describe('the customer sees the debit', () => {
  it('a bill in a sent 依頼データ: my unit and the invoice say the debit day and account, not the 振込先', async () => {
    const { page, consoleErrors } = await chromium.open('debit-visible-myunit');
    await signInToMyUnit(page);
    const card = page.locator('.my-unit-bill').filter({ hasText: debitLine });
    await card.waitFor();
    await card.getByText('口座振替の予定').waitFor();
    await expect.poll(() => card.textContent()).not.toContain('お支払い期限を過ぎています');
    await page.getByText(/口座振替で引き落とす請求が1件あります（合計 ¥8,800）/).waitFor();
    // No 振込 asked for: the how-to-pay panel (with the 振込先) is not there.
    await expect.poll(() => page.getByText('銀行振込の振込先').count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await card.scrollIntoViewIfNeeded();
    await screenshots(page, 'my-unit-debit');

    await card.getByRole('link', { name: /分の請求書を見る$/ }).click();
    await page.getByText(debitLine).waitFor();
    await page.getByText('口座振替の予定').first().waitFor();
    await expect.poll(() => page.getByText('銀行振込の振込先').count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshots(page, 'invoice-debit');
    expect(cspViolations(consoleErrors)).toEqual([]);
  }, 120_000);

  it('after a 資金不足 result the bill asks for a 振込 again, with the 振込先', async () => {
    await doc(`debitItems/${billId}`).update({
      result: { code: '1', importId: `i-${MARK}`, recordedBy: 'debit-e2e', recordedAt: new Date() },
    });
    const { page } = await chromium.open('debit-visible-failed');
    await signInToMyUnit(page);
    const card = page.locator('.my-unit-bill').filter({ hasText: '支払期限超過' });
    await card.getByText('お支払い期限を過ぎています。お早めにお支払いください。').waitFor();
    await expect.poll(() => page.getByText(debitLine).count()).toBe(0);
    await page.getByText('銀行振込の振込先').first().waitFor();
    await screenshots(page, 'my-unit-after-failure');
  }, 120_000);
});

describe('a paper 口座振替依頼書', () => {
  it('staff enter it on the member page (手続き中) and confirm it, naming who and when', async () => {
    const { page, consoleErrors } = await chromium.open('debit-visible-paper');
    await signInAsAdmin(page, chromium.base, `/admin/brands/${brandId}/users/${paper.uid}`);
    const panel = page.getByRole('region', { name: '口座振替', exact: true });
    await panel.getByText('口座の登録はありません（銀行振込）。').waitFor();
    await panel.getByRole('button', { name: '紙の口座振替依頼書から登録する' }).click();
    const form = panel.getByRole('form', { name: '口座振替の口座' });
    await form.getByLabel('金融機関名または金融機関コード').fill('みずほ');
    await form.getByRole('button', { name: /^みずほ銀行（0001）/ }).click();
    await form.getByLabel('支店名または支店コード').fill('しぶや');
    await form.getByRole('button', { name: /^渋谷支店（210）/ }).click();
    await form.getByLabel(/^口座番号/).fill('7654321');
    await form.getByLabel(/^口座名義/).fill('かみ いらいこ');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshots(page, 'member-paper-form');
    await form.getByRole('button', { name: '保存する' }).click();
    await panel.getByText('手続き中', { exact: true }).waitFor();
    await expect
      .poll(async () => (await doc(`debitAccounts/${paper.uid}`).get()).get('status'))
      .toBe('pending');

    await panel.getByRole('button', { name: /^確認済みにする/ }).click();
    await panel.getByText('確認済み', { exact: true }).waitFor();
    await panel.getByText(/が確認$/).waitFor();
    const saved = (await doc(`debitAccounts/${paper.uid}`).get()).data()!;
    const admin = await adminAuth().getUserByEmail('admin@example.com');
    expect(saved).toMatchObject({
      bankCode: '0001',
      branchCode: '210',
      accountNumber: '7654321',
      holder: 'ｶﾐ ｲﾗｲｺ',
      status: 'confirmed',
      confirmedBy: admin.uid,
    });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshots(page, 'member-paper-confirmed');
    expect(cspViolations(consoleErrors)).toEqual([]);
  }, 120_000);
});
