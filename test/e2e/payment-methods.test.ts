/**
 * Only methods we can collect, and the month in 仕訳 (issue 27, items 4 and 5), in Chromium
 * against the local stack:
 * - ソラクラ's 特定商取引法に基づく表記, the apply confirm step and a bill's 適格請求書 name the same
 *   payment methods — the brand's お支払い設定 (銀行振込・口座振替), no クレジットカード;
 * - お支払い設定 offers no クレジットカード, and a setting stored with one (at クラネクスト, a brand no
 *   other e2e file opens in admin) says it is no longer offered;
 * - the billing screen writes the month's 仕訳 for freee and マネーフォワード in Shift_JIS, with the
 *   bill made here (10% and 非課税 保証料 lines, a part payment in cash).
 * axe 0 serious/critical and screenshots at 390/1280 px (E2E_SCREENSHOTS=1). The confirm step is
 * reached without applying (SK-107, which no other file uses); afterAll removes what it made.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { Timestamp } from 'firebase-admin/firestore';
import Papa from 'papaparse';
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { freeeCsvHeaders } from '../../src/features/billing/csv/to-freee-csv';
import { moneyForwardCsvHeaders } from '../../src/features/billing/csv/to-moneyforward-csv';
import { adminFirestore } from '../functions/support/admin-firestore.js';
import { signUpNewUser, type SignedInUser } from '../functions/support/auth-emulator.js';
import { formFocusedAfterSignIn } from './support/apply-form.js';
import { seriousAxeViolations } from './support/axe.js';
import { dayInJapan } from './support/japan-day.js';
import { screenshot } from './support/screenshots.js';
import { signInAsAdmin } from './support/sign-in-as-admin.js';
import { useBrowserSession } from './support/use-browser-session.js';

const SHOTS = '/tmp/shots/payment-methods';
const brandId = 'sorakura';
const hiddenBrandId = 'kura-next';
const chromium = useBrowserSession();
const offered = ['銀行振込', '口座振替'];

/** A past month no other file bills at ソラクラ: the bill made here and its 仕訳 live in it. */
const period = '2026-05';
const billId = `PmE2E${randomUUID().replace(/-/g, '').slice(0, 14)}_${period}`;
let customer: SignedInUser | undefined;

afterAll(async () => {
  const db = adminFirestore();
  await db.doc(`brands/${brandId}/bills/${billId}`).delete();
  if (customer) await db.doc(`brands/${brandId}/members/${customer.uid}`).delete();
  await db
    .doc(`brands/${hiddenBrandId}/settings/billing`)
    .update({ paymentMethods: ['debit'] })
    .catch(() => undefined);
});

async function screenshots(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await screenshot(page, { path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The methods a HowToPay card lists. */
async function howToPayMethods(scope: Page | Locator): Promise<string[]> {
  const list = scope.getByRole('list', { name: 'ご利用いただけるお支払い方法' });
  await list.waitFor();
  return list.getByRole('listitem').allTextContents();
}

/** The apply form filled for a space, up to the confirm step (nothing is sent). */
async function toConfirmStep(page: Page, user: SignedInUser): Promise<void> {
  await page.goto(`${chromium.base}/${brandId}/SK-107/3D-12/application`);
  const account = page.getByRole('region', { name: 'お申し込みにはアカウントが必要です' });
  await account.getByLabel('メールアドレス').fill(user.email);
  await account.getByLabel('パスワード', { exact: true }).fill(user.password);
  await account.getByRole('button', { name: 'ログイン', exact: true }).click();
  const form = page.getByRole('form', { name: 'お申し込み内容の入力' });
  await form.waitFor();
  await formFocusedAfterSignIn(page);
  await form.getByLabel(/^お名前/).fill('支払 一郎');
  await form.getByLabel(/^フリガナ/).fill('シハライ イチロウ');
  await form.getByLabel(/^メールアドレス/).fill(user.email);
  await form.getByLabel(/^電話番号/).fill('090-1234-5678');
  await form.getByLabel(/^生年月日/).fill('1985/6/15');
  await form.getByLabel(/^郵便番号/).fill('1600022');
  await expect.poll(() => form.getByLabel(/^市区町村/).inputValue()).toBe('新宿区');
  await form.getByLabel(/^町名・番地/).fill('新宿1-2-3');
  await form.getByLabel(/^利用開始希望日/).fill(dayInJapan(10));
  const file = { name: 'menkyo.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(2048) };
  file.buffer.write('%PDF-1.4\n', 0, 'latin1');
  await page.getByLabel(/^本人確認書類/).setInputFiles(file);
  await page.getByText(`アップロード済み：${file.name}`).waitFor();
  await page.getByLabel(/^利用規約（第\d+版）に同意する/).check();
  await page.getByRole('button', { name: '確認画面へ進む' }).click();
  await page
    .getByRole('heading', { level: 1 })
    .filter({ hasText: 'お申し込み内容の確認' })
    .waitFor();
}

/** An unpaid bill of the customer's in `period`: rent and 保証料 (非課税), ¥5,000 paid in cash. */
async function seedPartlyPaidBill(uid: string): Promise<void> {
  const now = Timestamp.now();
  await adminFirestore()
    .doc(`brands/${brandId}/bills/${billId}`)
    .set({
      uid,
      applicationId: billId.split('_')[0],
      period,
      description: '2026年5月分 初回（保証料を含む）',
      lines: [
        { kind: 'rent', label: '利用料', amount: 8800 },
        { kind: 'guaranteeFee', label: '保証料', amount: 4400 },
      ],
      amount: 13_200,
      status: 'unpaid',
      dueDate: `${period}-27`,
      payments: {
        '0': {
          amount: 5000,
          excess: 0,
          date: `${period}-20`,
          method: 'cash',
          note: '窓口',
          line: null,
          recordedBy: 'demo-admin',
          recordedAt: now,
          reversal: null,
        },
      },
      paidAmount: 5000,
      writeOff: null,
      cancelReason: null,
      history: {
        '0': { action: 'created', by: 'e2e', at: now, amount: 13_200, note: '' },
        '1': { action: 'paid', by: 'demo-admin', at: now, amount: 5000, note: '2026-05-20 現金' },
      },
      createdAt: Timestamp.fromDate(new Date(`${period}-10T10:00:00+09:00`)),
      updatedAt: now,
    });
}

describe('only methods we can collect (Chromium)', () => {
  it('ソラクラ’s 特定商取引法 page, the confirm step and the invoice name the same methods', async () => {
    const { page } = await chromium.open('payment-methods-customer');

    // 特定商取引法に基づく表記: 支払方法 from the お支払い設定, whatever the stored page says.
    await page.goto(`${chromium.base}/${brandId}/transaction`);
    const table = page.locator('.markdown table');
    const row = (label: string) =>
      table
        .locator('tr')
        .filter({ has: page.locator('td', { hasText: new RegExp(`^${label}$`) }) });
    await row('支払方法').waitFor();
    const legal = (await row('支払方法').locator('td').nth(1).textContent()) ?? '';
    expect(legal.split('、')).toEqual(offered);
    await expect
      .poll(() => row('支払時期').locator('td').nth(1).textContent())
      .toMatch(/^初期費用と初月分はご契約時にご請求し.*当月分を毎月27日まで/);
    await expect.poll(() => page.locator('main').textContent()).not.toContain('クレジットカード');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshots(page, 'transaction');

    // The confirm step of an application (nothing is sent).
    customer = await signUpNewUser();
    await toConfirmStep(page, customer);
    expect(await howToPayMethods(page)).toEqual(offered);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.locator('section.how-to-pay').scrollIntoViewIfNeeded();
    await screenshots(page, 'confirm');

    // A bill's 適格請求書, still partly due: its お支払い方法.
    await seedPartlyPaidBill(customer.uid);
    await page.goto(`${chromium.base}/${brandId}/myunit/bills/${billId}/invoice`);
    await page.getByRole('heading', { level: 2, name: '請求書（適格請求書）' }).waitFor();
    expect(await howToPayMethods(page)).toEqual(offered);
    await expect.poll(() => page.locator('main').textContent()).not.toContain('クレジットカード');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshots(page, 'invoice');
  }, 120_000);

  it('お支払い設定 offers no クレジットカード, and says a stored one is no longer offered', async () => {
    await adminFirestore()
      .doc(`brands/${hiddenBrandId}/settings/billing`)
      .update({ paymentMethods: ['debit', 'card'] });
    const { page } = await chromium.open('payment-methods-settings');
    const path = `/admin/brands/${hiddenBrandId}/billing-settings`;
    await signInAsAdmin(page, chromium.base, path);
    await page.getByRole('heading', { level: 1, name: 'お支払い設定' }).waitFor();
    const methods = page.getByRole('group', { name: /^お支払い方法/ });
    await expect.poll(() => methods.getByRole('checkbox').count()).toBe(3);
    for (const label of ['銀行振込', '口座振替', '窓口での現金払い'])
      await methods.getByRole('checkbox', { name: label }).waitFor();
    await expect
      .poll(() => methods.getByRole('checkbox', { name: /クレジットカード|コンビニ/ }).count())
      .toBe(0);
    await expect
      .poll(() => methods.getByRole('checkbox', { name: '口座振替' }).isChecked())
      .toBe(true);
    await page
      .getByText(/保存済みの設定にある「クレジットカード」は、決済代行会社と接続していないため/)
      .waitFor();
    // The preview customers would see: 口座振替 only.
    expect(await howToPayMethods(page.locator('.billing-settings__preview'))).toEqual(['口座振替']);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshots(page, 'billing-settings');
  });

  it('the billing screen writes the month’s 仕訳 for freee and マネーフォワード in Shift_JIS', async () => {
    if (!customer) throw new Error('the first test makes the customer and the bill');
    const { page } = await chromium.open('payment-methods-journal');
    const path = `/admin/brands/${brandId}/billing?month=${period}`;
    await signInAsAdmin(page, chromium.base, path);
    const section = page.getByRole('region', { name: '会計ソフト用の仕訳（2026年5月）' });
    await section.waitFor();

    const download = async (button: string) => {
      const [file] = await Promise.all([
        page.waitForEvent('download'),
        section.getByRole('button', { name: button }).click(),
      ]);
      const bytes = readFileSync((await file.path())!);
      const text = new TextDecoder('shift_jis', { fatal: true }).decode(bytes);
      return { name: file.suggestedFilename(), bytes, rows: Papa.parse<string[]>(text).data };
    };

    const freee = await download('freee用の仕訳CSV');
    expect(freee.name).toBe(`${brandId}-仕訳-freee-${period}.csv`);
    expect([...freee.bytes.subarray(0, 3)]).not.toEqual([0xef, 0xbb, 0xbf]);
    expect(freee.rows[0]).toEqual([...freeeCsvHeaders]);
    // This bill's rows (no contract names it: its 摘要 says the application's id).
    const applicationId = billId.split('_')[0]!;
    const mine = (rows: string[][], description: number) =>
      rows.filter((r) => r[description]?.includes(applicationId));
    const col = (header: string) => freeeCsvHeaders.indexOf(header as never);
    expect(
      mine(freee.rows, col('摘要')).map((r) =>
        ['日付', '借方勘定科目', '貸方勘定科目', '貸方金額', '貸方税区分', '貸方税額'].map(
          (h) => r[col(h)],
        ),
      ),
    ).toEqual([
      ['2026/05/10', '売掛金', '売上高', '8800', '課税売上10%', '800'],
      ['2026/05/10', '売掛金', '売上高', '4400', '非課売上', ''],
      ['2026/05/20', '現金', '売掛金', '5000', '対象外', ''],
    ]);
    await page
      .getByRole('status')
      .filter({ hasText: 'freee会計用のCSVファイルに書き出しました' })
      .waitFor();

    const mf = await download('マネーフォワード用の仕訳CSV');
    expect(mf.name).toBe(`${brandId}-仕訳-マネーフォワード-${period}.csv`);
    expect(mf.rows[0]).toEqual([...moneyForwardCsvHeaders]);
    const mfCol = (header: string) => moneyForwardCsvHeaders.indexOf(header as never);
    expect(
      mine(mf.rows, mfCol('摘要')).map((r) => [r[mfCol('貸方税区分')], r[mfCol('貸方金額(円)')]]),
    ).toEqual([
      ['課税売上 10%', '8800'],
      ['非課税売上', '4400'],
      ['対象外', '5000'],
    ]);

    expect(await seriousAxeViolations(page)).toEqual([]);
    await section.scrollIntoViewIfNeeded();
    mkdirSync(SHOTS, { recursive: true });
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await section.scrollIntoViewIfNeeded();
      // Nothing of it, nor of the page, wider than the screen (a button's label does not wrap).
      const box = (await section.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
        .toBe(width);
      await screenshot(section, { path: `${SHOTS}/journal-export-${width}.png` });
      await screenshot(page, { path: `${SHOTS}/billing-full-${width}.png`, fullPage: true });
    }
  }, 120_000);
});
