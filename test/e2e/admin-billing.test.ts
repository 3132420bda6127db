/**
 * Users, billing and the inboxes as the demo admin, end to end in Chromium against the local
 * stack: next month's bills for ソラクラ made twice (one bill per contract, the second run makes
 * none), one marked paid, the CSV downloaded and parsed (BOM, Japanese headers, one row per
 * bill); a member found by phone and their page with the identity document; an enquiry moved
 * 未対応 → 対応中 → 対応済み with a staff note; the viewing requests; 404s for unknown ids; axe
 * 0 serious/critical and no sideways scroll at 390/1280 px with screenshots. afterAll removes
 * the bills and the enquiry it made, so later files see the seed's data.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { FieldValue } from 'firebase-admin/firestore';
import Papa from 'papaparse';
import type { Page } from 'playwright-core';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { demoAccountUids, demoUser } from '../../scripts/seed/data/people';
import { billDueDate } from '#shared/billing/bill-due-date.js';
import { billsCsvHeaders } from '../../src/features/billing/csv/to-bills-csv';
import { formatDate } from '../../src/utils/format-date';
import { adminFirestore } from '../functions/support/admin-firestore.js';
import { seriousAxeViolations } from './support/axe.js';
import { confirmDialog } from './support/confirm-dialog.js';
import { cspViolations } from './support/console-problems.js';
import { awayFromMidnightInJapan, dayInJapan } from './support/japan-day.js';
import { reversePayment } from './support/reverse-payment.js';
import { useBrowserSession } from './support/use-browser-session.js';
import { screenshot } from './support/screenshots.js';

const SHOTS = '/tmp/shots/h10b';
const brandId = 'sorakura';
const chromium = useBrowserSession();

/**
 * The month after `today` ('YYYY-MM-DD' in Japan): the seed's bills stop at the demo month, so
 * its bills are all made here. Its 'YYYY-MM', its name on the page and its last day.
 */
function monthAfter(today: string) {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const period = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  const [periodYear, periodMonth] = period.split('-').map(Number) as [number, number];
  const days = new Date(Date.UTC(periodYear, periodMonth, 0)).getUTCDate();
  return {
    period,
    label: `${periodYear}年${periodMonth}月`,
    lastDay: `${period}-${String(days).padStart(2, '0')}`,
  };
}

// The first test says "this month" and "today" as the page does (the button's name, 入金日):
// the day in Japan must not change while it runs.
beforeEach(() => awayFromMidnightInJapan());

const billingPath = `/admin/brands/${brandId}/billing`;
/** Bills and the enquiry this file made, removed in afterAll. */
const madeBills: string[] = [];
let madeContact: string | null = null;

afterAll(async () => {
  const db = adminFirestore();
  const batch = db.batch();
  for (const id of madeBills) batch.delete(db.doc(`brands/${brandId}/bills/${id}`));
  if (madeContact) batch.delete(db.doc(`brands/${brandId}/contacts/${madeContact}`));
  await batch.commit();
});

/** Full-page screenshots at 390 and 1280 px; the page itself never scrolls sideways. */
async function screenshots(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await screenshot(page, { path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${name} at ${width}px scrolls sideways`).toBe(0);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function expectAccessible(page: Page): Promise<void> {
  expect(await seriousAxeViolations(page)).toEqual([]);
}

async function signInAsAdmin(page: Page, path: string): Promise<void> {
  await page.goto(`${chromium.base}/admin/login?redirect=${encodeURIComponent(path)}`);
  await page.getByLabel('メールアドレス').fill('admin@example.com');
  await page.getByLabel('パスワード', { exact: true }).fill('admin-pass-1234');
  await page.getByRole('button', { name: 'ログイン', exact: true }).click();
  await page.waitForURL((url) => url.pathname + url.search === path);
}

/** The month's bill ids the button should make: one per contract running in that month. */
async function expectedBillIds(period: string, lastDay: string): Promise<string[]> {
  const db = adminFirestore();
  const contracted = await db
    .collection(`brands/${brandId}/applications`)
    .where('status', '==', 'contracted')
    .get();
  const ids: string[] = [];
  for (const application of contracted.docs) {
    const data = application.data();
    // A 解約 ends the billing only once staff have confirmed it.
    const request = data['terminationRequest'] as { endDate: string; confirmedAt?: unknown } | null;
    if ((data['startDate'] as string) > lastDay) continue;
    if (request?.confirmedAt !== undefined && request.endDate < `${period}-01`) continue;
    const space = await db
      .doc(`brands/${brandId}/assets/${data['assetId']}/spaces/${data['spaceId']}`)
      .get();
    if (space.exists) ids.push(`${application.id}_${period}`);
  }
  return ids.sort();
}

async function monthBills(period: string) {
  const snapshot = await adminFirestore()
    .collection(`brands/${brandId}/bills`)
    .where('period', '==', period)
    .get();
  return snapshot.docs;
}

describe('admin: billing, users and the inboxes (Chromium, demo admin)', () => {
  it('makes next month’s bills twice (one per contract), marks one paid and exports the CSV', async () => {
    const { page, consoleErrors } = await chromium.open('admin-billing-month');
    const today = dayInJapan();
    const { period, label: monthLabel, lastDay } = monthAfter(today);
    // The 27th of the month, or the next bank business day when banks are closed on it.
    const dueDate = billDueDate(period, today);
    const expected = await expectedBillIds(period, lastDay);
    expect(expected.length).toBeGreaterThan(0);
    const before = (await monthBills(period)).map((d) => d.id);
    expect(before).toEqual([]);

    await signInAsAdmin(page, `${billingPath}?month=${period}`);
    await page.getByText(`${monthLabel}の請求はありません。`).waitFor();
    await expectAccessible(page);

    // First run: one bill per contract.
    const create = page.getByRole('button', { name: `${monthLabel}の請求を作成` });
    await create.click();
    const dialogName = `${monthLabel}分の請求を作成しますか？`;
    await expect
      .poll(() => page.getByRole('dialog', { name: dialogName }).textContent())
      .toContain(`支払期限は${formatDate(dueDate)}です`);
    await confirmDialog(
      page,
      dialogName,
      '請求を作成する',
      // The month's job on the server says what it did: 「2026年12月分：40件作成」.
      new RegExp(`${monthLabel}分：${expected.length}件作成`),
    );
    const made = await monthBills(period);
    madeBills.push(...made.map((d) => d.id));
    expect(made.map((d) => d.id).sort()).toEqual(expected);
    for (const bill of made) {
      expect(bill.data()).toMatchObject({
        period,
        status: 'unpaid',
        payments: {},
        paidAmount: 0,
        writeOff: null,
        dueDate,
      });
    }
    const table = page.getByRole('table', { name: `${monthLabel}の請求`, exact: true });
    await expect
      .poll(() => table.locator(':scope > tbody > tr').count())
      // One page from the server: 50 rows unless ?size= says otherwise.
      .toBe(Math.min(expected.length, 50));
    await page.getByText(new RegExp(`^全${expected.length}件中`)).waitFor();

    // Second run: nothing new.
    await create.click();
    await confirmDialog(
      page,
      dialogName,
      '請求を作成する',
      new RegExp(`${monthLabel}分：0件作成（${expected.length}件は作成済み`),
    );
    expect((await monthBills(period)).length).toBe(expected.length);

    // 佐藤 花子's bill: a ¥1,000 credit with a reason, a dated payment, then its reversal.
    const sato = table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: demoUser.name }) });
    const satoBill = async () =>
      (await monthBills(period)).find((d) => d.data()['uid'] === demoAccountUids.user)!;
    const before$ = (await satoBill()).data()['amount'] as number;
    await sato.getByRole('button', { name: /^値引き・追加/ }).click();
    const credit = page.getByRole('dialog', { name: '明細を追加しますか？' });
    await credit.getByLabel('金額（税込・円）').fill('1000');
    await credit.getByLabel(/理由/).fill('設備点検で利用できなかったため');
    await expectAccessible(page);
    await screenshots(page, 'billing-credit-dialog');
    await confirmDialog(page, '明細を追加しますか？', '明細を追加する', /明細を追加しました/);
    await expect.poll(async () => (await satoBill()).data()['amount']).toBe(before$ - 1000);

    await sato.getByRole('button', { name: /^入金を記録/ }).click();
    const pay = page.getByRole('dialog', { name: '入金を記録しますか？' });
    await expect.poll(() => pay.getByLabel('入金日').inputValue()).toBe(today);
    // 入金額 starts at what the bill still asks: all of it.
    await expect.poll(() => pay.getByLabel(/^入金額/).inputValue()).toBe(String(before$ - 1000));
    await pay.getByText('設備点検で利用できなかったため').first().waitFor();
    await confirmDialog(page, '入金を記録しますか？', '入金を記録する', /入金を記録しました/);
    await sato.getByText('支払済み').waitFor();
    const paidBill = (await satoBill()).data();
    expect(paidBill).toMatchObject({ status: 'paid', paidAmount: before$ - 1000 });
    expect(paidBill['payments']).toEqual({
      '0': expect.objectContaining({
        amount: before$ - 1000,
        excess: 0,
        date: today,
        method: 'transfer',
        line: null,
        reversal: null,
      }),
    });

    await reversePayment(page, sato, '別の方の入金と取り違えたため');
    const reversed = (await satoBill()).data();
    expect(reversed).toMatchObject({ status: 'unpaid', paidAmount: 0, writeOff: null });
    // The payment stays on the bill, marked reversed with the reason.
    expect(reversed['payments']['0']).toMatchObject({
      amount: before$ - 1000,
      reversal: { reason: '別の方の入金と取り違えたため' },
    });
    expect(Object.keys(reversed['history'] as object)).toHaveLength(4);
    const paid = [await satoBill()];
    await expectAccessible(page);
    await screenshots(page, 'billing-month');

    // CSV of the month: BOM, Japanese headers, one row per bill, yen as integers.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /^表示中の請求をCSVで書き出す/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${brandId}-請求-${period}.csv`);
    const bytes = readFileSync((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8').slice(1);
    expect(text).toContain('\r\n');
    const rows = Papa.parse<string[]>(text, { newline: '\r\n' }).data;
    expect(rows[0]).toEqual([...billsCsvHeaders]);
    expect(
      rows
        .slice(1)
        .map((row) => row[0])
        .sort(),
    ).toEqual(expected);
    const satoRow = rows.find((row) => row[0] === paid[0]!.id)!;
    const cell = (header: (typeof billsCsvHeaders)[number]) =>
      satoRow[billsCsvHeaders.indexOf(header)];
    expect(cell('契約者名')).toBe(demoUser.name);
    expect(cell('フリガナ')).toBe(demoUser.kana);
    expect(cell('金額（税込）')).toMatch(/^\d+$/);
    expect(cell('消費税')).toMatch(/^\d+$/);
    expect(cell('支払期限')).toBe(dueDate.replaceAll('-', '/'));
    expect(cell('状態')).toBe('未払い');
    // The reversed payment counts for nothing.
    expect(cell('入金額')).toBe('0');
    expect(cell('入金方法')).toBe('');
    expect(cell('入金日')).toBe('');

    // The dashboard's 支払期限超過 link: every month's overdue bills.
    await page.goto(`${chromium.base}${billingPath}?status=overdue`);
    await page
      .getByRole('table', { name: 'すべての月の「支払期限超過」の請求', exact: true })
      .waitFor();
    // Overdue by its due date alone (the demo's unpaid bills of last month), in the aging view.
    await page.getByRole('table', { name: '支払期限超過の経過日数（エイジング）' }).waitFor();
    await expect.poll(() => page.getByRole('button', { name: /期限超過にする/ }).count()).toBe(0);
    await expectAccessible(page);
    await screenshots(page, 'billing-overdue');
    expect(cspViolations(consoleErrors)).toEqual([]);
  });

  it('finds a member by phone and shows their applications, history, bills and identity document', async () => {
    const { page, consoleErrors } = await chromium.open('admin-users');
    const usersPath = `/admin/brands/${brandId}/users`;
    await signInAsAdmin(page, usersPath);
    const table = page.getByRole('table', { name: '利用者の一覧（新しい登録順）' });
    await table.waitFor();
    await expectAccessible(page);
    await screenshots(page, 'users');

    // The search is a query on the server: a phone number exactly, a フリガナ by its beginning.
    const search = page.getByRole('searchbox', {
      name: 'お客様番号・電話番号・メール・氏名・フリガナで検索',
    });
    const found = page.getByRole('table', { name: /で探した利用者$/ });
    await search.fill(demoUser.phone.replaceAll('-', ''));
    await search.press('Enter');
    await expect
      .poll(() => found.getByRole('rowheader').allTextContents())
      .toEqual([demoUser.name]);
    await search.fill('さとう はな');
    await search.press('Enter');
    await expect
      .poll(() => found.getByRole('rowheader').allTextContents())
      .toEqual([demoUser.name]);
    await found.getByRole('link', { name: demoUser.name }).click();
    await page.waitForURL((url) => url.pathname === `${usersPath}/${demoAccountUids.user}`);
    await page.getByRole('heading', { level: 1, name: `${demoUser.name}さん` }).waitFor();

    // The history names the applicant and the staff member who moved each application.
    await page.getByRole('heading', { name: '申込と履歴' }).waitFor();
    await page.getByText('スタッフ（demo-admin）').first().waitFor();
    await page.getByText('申込（審査中）').first().waitFor();
    // The identity document, opened through the server as the admin when she asks for it (each
    // request is a 閲覧 in the 監査ログ; issue 36), is shown as an image.
    const open = page.getByRole('button', { name: /^本人確認書類を表示する/ });
    await open.first().waitFor();
    while ((await open.count()) > 0) await open.first().click();
    const document = page.getByRole('img', { name: /^本人確認書類（/ }).first();
    await document.waitFor();
    await document.scrollIntoViewIfNeeded(); // loading="lazy": fetched when it comes into view
    await expect
      .poll(() =>
        document.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)),
      )
      .toBeGreaterThan(0);
    await expectAccessible(page);
    await screenshots(page, 'user');

    await page.goto(`${chromium.base}${usersPath}/no-such-member`);
    await page.getByRole('heading', { name: 'ページが見つかりません' }).waitFor();
    expect(cspViolations(consoleErrors)).toEqual([]);
  });

  it('moves an enquiry 未対応 → 対応中 → 対応済み and saves a staff note', async () => {
    const { page, consoleErrors } = await chromium.open('admin-contacts');
    const name = `受付 ${randomUUID().slice(0, 8)}`;
    const ref = adminFirestore().collection(`brands/${brandId}/contacts`).doc();
    await ref.set({
      name,
      email: 'e2e-contact@example.com',
      category: 'contract',
      message: '解約の手続きについて教えてください。\n来月末で解約したいです。',
      status: 'new',
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
    madeContact = ref.id;

    const contactsPath = `/admin/brands/${brandId}/contacts`;
    await signInAsAdmin(page, `${contactsPath}?status=new`);
    const table = page.getByRole('table', { name: '未対応のお問い合わせ（新しい順）' });
    const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
    await row.waitFor();
    // New enquiries stand out like unread mail, newest first.
    await expect.poll(() => row.getAttribute('class')).toContain('request-row--new');
    await expect.poll(() => table.getByRole('rowheader').first().textContent()).toBe(name);
    await expectAccessible(page);
    await screenshots(page, 'contacts');

    await row.getByRole('link', { name }).click();
    await page.waitForURL((url) => url.pathname === `${contactsPath}/${ref.id}`);
    const status = page.locator('.request-status');
    await status.getByText('未対応').waitFor();
    await expectAccessible(page);

    await page.getByRole('button', { name: '対応中にする' }).click();
    await page.getByRole('status').filter({ hasText: '「対応中」にしました' }).waitFor();
    await status.getByText('対応中').waitFor();

    const note = '12/1 電話で解約日を確認済み。書面を郵送（担当: 管理者）';
    await page.getByRole('textbox', { name: /対応メモ/ }).fill(note);
    await page.getByRole('button', { name: 'メモを保存' }).click();
    await page.getByRole('status').filter({ hasText: '対応メモを保存しました' }).waitFor();

    await page.getByRole('button', { name: '対応済みにする' }).click();
    await page.getByRole('status').filter({ hasText: '「対応済み」にしました' }).waitFor();
    await status.getByText('対応済み').waitFor();
    await expect
      .poll(() =>
        page.getByRole('group', { name: '対応状況の変更' }).getByRole('button').allTextContents(),
      )
      .toEqual(['対応中に戻す']);
    expect((await ref.get()).data()).toMatchObject({ status: 'done', staffNote: note });
    await expectAccessible(page);
    await screenshots(page, 'contact');

    await page.goto(`${chromium.base}${contactsPath}/no-such-contact`);
    await page.getByRole('heading', { name: 'ページが見つかりません' }).waitFor();
    expect(cspViolations(consoleErrors)).toEqual([]);
  });

  it('lists the viewing requests and opens one with its asset, space and preferred slots', async () => {
    const { page, consoleErrors } = await chromium.open('admin-previews');
    const previewsPath = `/admin/brands/${brandId}/previews`;
    await signInAsAdmin(page, previewsPath);
    const table = page.getByRole('table', { name: '内見予約（新しい順）' });
    await table.waitFor();
    await expectAccessible(page);
    await screenshots(page, 'previews');

    await table.getByRole('rowheader').first().getByRole('link').click();
    await page.waitForURL((url) => url.pathname.startsWith(`${previewsPath}/`));
    await page.getByRole('heading', { name: '内見予約の内容' }).waitFor();
    await page.getByText(/^第1希望 \d{4}年\d{1,2}月\d{1,2}日（.）(午前|午後|夕方)$/).waitFor();
    await page.getByRole('link', { name: '公開ページ' }).waitFor();
    await expectAccessible(page);
    await screenshots(page, 'preview');

    await page.goto(`${chromium.base}${previewsPath}/no-such-request`);
    await page.getByRole('heading', { name: 'ページが見つかりません' }).waitFor();
    expect(cspViolations(consoleErrors)).toEqual([]);
  });
});
