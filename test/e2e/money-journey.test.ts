/**
 * Money that adds up (issue 16, "Done when"), one journey in Chromium against the local stack:
 * a new customer signs up on the form and applies from the 15th of next month; the confirm page
 * quotes the 初回お支払い目安 and says how to pay; staff approve and contract it (契約条件 dialog);
 * the first bill — in admin and in my unit — is that same yen; staff give a ¥1,000 credit with a
 * reason; the customer sees the corrected bill, how to pay it (振込先, 振込名義) and its 適格請求書;
 * a Shift_JIS 入出金明細 pays it with the statement's date; a reversal makes it unpaid again;
 * the contract's 支払期限日 is a day banks are closed, so the first bill — in Firestore, in my unit
 * and in the contract mail — is due on the next bank business day;
 * past its due date it is overdue and in the aging view with no one pressing a button; a 解約
 * for the end of next month, confirmed by staff, leaves the space 契約中 until then.
 *
 * Runs at モトガレージ, which no other end-to-end file bills (admin-billing counts ソラクラ's
 * contracts while it runs), with a customer of its own; afterAll removes what it made and puts
 * the space and its plan count back. Screenshots: test-results/money-journey/<name>-<width>.png.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { demoAssets } from '../../scripts/seed/data/assets';
import { demoBrands } from '../../scripts/seed/data/brands';
import { demoApplications, demoSpaces } from '../../scripts/seed/data/occupancy';
import { demoBillingSettings } from '../../scripts/seed/data/payment';
import { demoIds } from '../../scripts/seed/demo-ids';
import { isBankBusinessDay, nextBankBusinessDay } from '#shared/billing/bank-business-day.js';
import { billDueDate } from '#shared/billing/bill-due-date.js';
import { addDays, monthEndAfter } from '../../src/lib/model/termination-rule';
import { summarizePlans, type SummarizedSpace } from '../../src/lib/model/summarize-plans';
import { estimateFirstPayment } from '#shared/billing/estimate-first-payment.js';
import { formatDate } from '../../src/utils/format-date';
import { adminFirestore } from '../functions/support/admin-firestore.js';
import { waitForMail } from '../functions/support/mail-inbox.js';
import { formFocusedAfterSignIn } from './support/apply-form.js';
import { seriousAxeViolations } from './support/axe.js';
import { confirmDialog } from './support/confirm-dialog.js';
import { cspViolations } from './support/console-problems.js';
import { dayInJapan } from './support/japan-day.js';
import { reversePayment } from './support/reverse-payment.js';
import { shiftJisStatement } from './support/shift-jis-statement.js';
import { signInAsAdmin } from './support/sign-in-as-admin.js';
import { chooseStatement, recordTickedPayments } from './support/statement-import.js';
import { uploadIdentityAndConfirm } from './support/upload-identity-and-confirm.js';
import { useBrowserSession } from './support/use-browser-session.js';
import { screenshot } from './support/screenshots.js';
import { applicationIdOf } from './support/application-id-of.js';

const SHOTS = 'test-results/money-journey';
const MARK = randomUUID().slice(0, 8);
const brandId = demoIds.bikeBrand;
/** A free garage with a place on the plan that no seeded application names. */
const space = demoSpaces.find(
  (s) =>
    s.brandId === brandId &&
    s.data.status === 'available' &&
    s.data.layout !== null &&
    !demoApplications.some(
      (a) => a.brandId === brandId && a.data.assetId === s.assetId && a.data.spaceId === s.id,
    ),
)!;
const { assetId } = space;
const assetName = demoAssets.find((a) => a.brandId === brandId && a.id === assetId)!.data.name;
const label = space.data.label;
const place = `${assetName}（${assetId}）・区画 ${label}`;
const bank = demoBillingSettings.find((s) => s.brandId === brandId)!.data.bankAccount!;
const brandName = demoBrands.find((b) => b.id === brandId)!.data.name;

const customer = {
  email: `money-${MARK}@example.com`,
  password: `Pw-${randomUUID()}`,
  name: '試験 光',
  kana: 'シケン ヒカル',
  /** The 振込依頼人名 as a bank prints it: half-width ｶﾅ. */
  payerKana: 'ｼｹﾝ ﾋｶﾙ',
};

/** The 15th of next month (in Japan): a start in the middle of a month, so the first is 日割り. */
const startDate = addDays(monthEndAfter(dayInJapan(), 0), 15);
const period = startDate.slice(0, 7);
const monthLabel = `${Number(period.slice(0, 4))}年${Number(period.slice(5))}月`;
const credit = { amount: 1000, reason: '利用開始日に鍵の受け渡しができなかったため' };

/**
 * The contract's 支払期限日 (1–28): a day of the start month on which banks are closed — the
 * 27th when it is, else the closest such day to it from the 8th on (21 days in a row always
 * hold a weekend) — so the first bill's due date moves to the next bank business day whenever
 * the test runs. From the 8th on the day is more than a week after today (the contract day), so
 * the 1-week minimum never decides it: only the bank-day rule moves it.
 */
const dueDay = [27, 28, ...Array.from({ length: 19 }, (_, i) => 26 - i)].find(
  (day) => !isBankBusinessDay(`${period}-${String(day).padStart(2, '0')}`),
)!;
const unmovedDueDate = `${period}-${String(dueDay).padStart(2, '0')}`;

const chromium = useBrowserSession();
/** Filled in as the journey goes. */
const journey = { uid: '', customerNumber: 0, applicationId: '', quote: 0, dueDate: '' };
/** The deposit of the statement: line 5, under the sample's summary and header lines. */
const deposit = () => ({
  line: 5,
  date: dayInJapan(-1),
  amount: journey.quote - credit.amount,
});
const billId = () => `${journey.applicationId}_${period}`;
const transferName = () => `${journey.customerNumber} ${customer.kana}`;

const yen = (n: number) => `¥${n.toLocaleString('en-US')}`;
const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

/**
 * Full-page screenshots at 390 and 1280 px, or — for a dialog — the window as it shows `focus`
 * scrolled into view; the page never scrolls sideways.
 */
async function screenshots(page: Page, name: string, focus?: Locator): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await focus?.scrollIntoViewIfNeeded();
    await screenshot(page, { path: `${SHOTS}/${name}-${width}.png`, fullPage: !focus });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${name} at ${width}px scrolls sideways`).toBe(0);
  }
}

async function expectAccessible(page: Page): Promise<void> {
  expect(await seriousAxeViolations(page)).toEqual([]);
}

async function bill() {
  return (await adminFirestore().doc(`brands/${brandId}/bills/${billId()}`).get()).data()!;
}

/** The customer, signed in on the brand's login page, on my unit. */
async function signInToMyUnit(page: Page): Promise<void> {
  await page.goto(
    `${chromium.base}/${brandId}/login?redirect=${encodeURIComponent(`/${brandId}/myunit`)}`,
  );
  await page.getByLabel('メールアドレス').fill(customer.email);
  await page.getByLabel('パスワード', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'ログイン', exact: true }).click();
  await page.waitForURL((url) => url.pathname === `/${brandId}/myunit`);
  await h1(page).filter({ hasText: 'マイユニット' }).waitFor();
}

/** The customer's bill card in my unit. */
const billCard = (page: Page) =>
  page.locator('li.my-unit-bill').filter({ hasText: `${monthLabel}分` });

/** The customer's row in the admin billing table of the start month. */
async function openBillRow(page: Page) {
  await signInAsAdmin(page, chromium.base, `/admin/brands/${brandId}/billing?month=${period}`);
  return page
    .getByRole('table', { name: `${monthLabel}の請求`, exact: true })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: customer.name }) });
}

afterAll(async () => {
  const db = adminFirestore();
  const assetPath = `brands/${brandId}/assets/${assetId}`;
  if (journey.applicationId) {
    const bills = await db
      .collection(`brands/${brandId}/bills`)
      .where('applicationId', '==', journey.applicationId)
      .get();
    // The statement lines its payments came from, and the imports that recorded them.
    for (const b of bills.docs) {
      const payments = (b.get('payments') ?? {}) as Record<string, { line: string | null }>;
      for (const { line } of Object.values(payments)) {
        if (line === null) continue;
        const record = db.doc(`brands/${brandId}/statementLines/${line}`);
        const importId = (await record.get()).get('importId') as string | undefined;
        if (importId) await db.doc(`brands/${brandId}/statementImports/${importId}`).delete();
        await record.delete();
      }
    }
    await Promise.all(bills.docs.map((d) => d.ref.delete()));
    await db.doc(`brands/${brandId}/applications/${journey.applicationId}`).delete();
  }
  const spaceRef = db.doc(`${assetPath}/spaces/${space.id}`);
  if ((await spaceRef.get()).get('reservedBy') === journey.uid && journey.uid) {
    await spaceRef.update({ status: 'available', reservedBy: null, applicationId: null });
  }
  const spaces = await db.collection(`${assetPath}/spaces`).get();
  await db
    .doc(assetPath)
    .update({ plans: summarizePlans(spaces.docs.map((d) => d.data() as SummarizedSpace)) });
  if (journey.uid) {
    await db.doc(`brands/${brandId}/members/${journey.uid}`).delete();
    await db.doc(`brands/${brandId}/applicationCounters/${journey.uid}`).delete();
  }
});

describe('money that adds up: apply → contract → bill → credit → pay → reverse → overdue → 解約', () => {
  it('a new customer applies from the 15th of next month: the quote, and how to pay it', async () => {
    expect(space, `a free garage at ${brandId}`).toBeDefined();
    const { page, consoleErrors } = await chromium.open('money-apply');
    await page.goto(`${chromium.base}/${brandId}/${assetId}/${space.id}/application`);
    const account = page.getByRole('region', { name: 'お申し込みにはアカウントが必要です' });
    await account.getByRole('tab', { name: '新規登録' }).click();
    await account.getByLabel('メールアドレス').fill(customer.email);
    await account.getByLabel('パスワード', { exact: true }).fill(customer.password);
    await account.getByRole('button', { name: '新規登録', exact: true }).click();

    const form = page.getByRole('form', { name: 'お申し込み内容の入力' });
    await form.waitFor();
    await formFocusedAfterSignIn(page);
    await form.getByLabel(/^お名前/).fill(customer.name);
    await form.getByLabel(/^フリガナ/).fill('しけん ひかる');
    await form.getByLabel(/^電話番号/).fill('090-0000-4321');
    await form.getByLabel(/^生年月日/).fill('1988/6/15');
    await form.getByLabel(/^郵便番号/).fill('1600022');
    await expect.poll(() => form.getByLabel(/^市区町村/).inputValue()).toBe('新宿区');
    await form.getByLabel(/^町名・番地/).fill('新宿1-2-3');
    await form.getByLabel(/^利用開始希望日/).fill(startDate);
    await uploadIdentityAndConfirm(page);

    // The quote: 日割り from the 15th plus the initial costs, as estimateFirstPayment makes it.
    const fees = page.getByRole('region', { name: '料金（税込）' });
    const quoted = /初回お支払い目安¥([\d,]+)/.exec((await fees.textContent()) ?? '');
    expect(quoted, 'the confirm page shows 初回お支払い目安').not.toBeNull();
    journey.quote = Number(quoted![1]!.replaceAll(',', ''));
    const estimate = estimateFirstPayment({
      monthlyFee: space.data.monthlyFee,
      adminFee: space.data.adminFee,
      initialCosts: space.data.initialCosts,
      startDate,
    });
    expect(estimate.daysUsed).toBeLessThan(estimate.daysInMonth);
    expect(journey.quote).toBe(estimate.total);

    // The profile saved before this step gave the customer an お客様番号: the 振込名義 is shown.
    const members = await adminFirestore()
      .collection(`brands/${brandId}/members`)
      .where('email', '==', customer.email)
      .get();
    expect(members.size).toBe(1);
    journey.uid = members.docs[0]!.id;
    journey.customerNumber = members.docs[0]!.get('customerNumber') as number;
    expect(journey.customerNumber).toBeGreaterThanOrEqual(1001);
    const howToPay = page.locator('section.how-to-pay');
    await howToPay.getByText(`${bank.bankName} ${bank.branchName}`).waitFor();
    await howToPay.getByText(transferName(), { exact: true }).waitFor();
    await expectAccessible(page);
    await howToPay.scrollIntoViewIfNeeded();
    await screenshots(page, 'confirm');

    await page.getByRole('button', { name: '申し込む' }).click();
    await h1(page).filter({ hasText: 'お申し込みを受け付けました' }).waitFor();
    const reference = await page.locator('.application-reference__number').textContent();
    journey.applicationId = await applicationIdOf(brandId, reference!);
    // The thanks page repeats the quote beside how to pay it.
    const thanksPay = page.locator('section.how-to-pay');
    await thanksPay.getByText(`${yen(journey.quote)}（税込）`).waitFor();
    await thanksPay.getByText(transferName(), { exact: true }).waitFor();
    await expectAccessible(page);
    await screenshots(page, 'thanks');
    expect(cspViolations(consoleErrors)).toEqual([]);
  }, 180_000);

  it('staff approve it and make the contract: its terms, and a first bill of the quoted yen', async () => {
    expect(journey.applicationId).not.toBe('');
    const { page, consoleErrors } = await chromium.open('money-contract');
    await signInAsAdmin(page, chromium.base, `/admin/brands/${brandId}?status=submitted`);
    const rowOf = (caption: string) =>
      page
        .getByRole('table', { name: caption })
        .getByRole('row')
        .filter({ hasText: place })
        .filter({ hasText: customer.name });
    await rowOf('審査中の申込').getByRole('button', { name: /^承認/ }).click();
    await page
      .getByRole('dialog', { name: 'この申込を承認しますか？' })
      .getByRole('button', { name: '承認する' })
      .click();
    await page.getByText('申込を承認しました。').waitFor();

    await page
      .getByRole('navigation', { name: '申込の状態で絞り込み' })
      .getByRole('link', { name: '承認済み', exact: true })
      .click();
    await rowOf('承認済みの申込').getByRole('button', { name: /^契約/ }).click();
    const dialog = page.getByRole('dialog', { name: 'この申込を契約にしますか？' });
    const terms = dialog.getByRole('group', { name: /^契約条件/ });
    await terms.waitFor();
    // Prefilled from the application and the space; the first bill they make is the quote.
    await expect.poll(() => terms.getByLabel('利用開始日').inputValue()).toBe(startDate);
    await expect
      .poll(() => terms.getByLabel(/^月額利用料/).inputValue())
      .toBe(String(space.data.monthlyFee));
    await terms.getByText(new RegExp(`^初回請求額 ${yen(journey.quote)}（`)).waitFor();
    // 支払期限日: a day banks are closed in the start month (see dueDay).
    const dueDayField = terms.getByLabel(/^毎月の支払期限日/);
    await expect.poll(() => dueDayField.inputValue()).toBe('27');
    await dueDayField.fill(String(dueDay));
    await terms.getByText(new RegExp(`^初回請求額 ${yen(journey.quote)}（`)).waitFor();
    await expectAccessible(page);
    await screenshots(page, 'contract-terms-dialog', terms.getByLabel('利用開始日'));
    await screenshots(
      page,
      'contract-terms-dialog-end',
      dialog.getByRole('button', { name: '契約にする' }),
    );
    const today = dayInJapan();
    await dialog.getByRole('button', { name: '契約にする' }).click();
    await page.getByText(`契約にしました。区画 ${label} は契約中になりました。`).waitFor();

    const application = (
      await adminFirestore().doc(`brands/${brandId}/applications/${journey.applicationId}`).get()
    ).data()!;
    expect(application['status']).toBe('contracted');
    expect(application['contract']).toMatchObject({
      startDate,
      monthlyFee: space.data.monthlyFee,
      adminFee: space.data.adminFee,
      dueDay,
    });
    // The moved due date: billDueDate's, the next bank business day after the closed dueDay.
    const dueDate = billDueDate(period, today, dueDay);
    expect(dueDate).not.toBe(unmovedDueDate);
    expect(dueDate).toBe(nextBankBusinessDay(unmovedDueDate));
    expect(isBankBusinessDay(dueDate)).toBe(true);
    const first = await bill();
    expect(first).toMatchObject({
      amount: journey.quote,
      status: 'unpaid',
      dueDate,
      payments: {},
      paidAmount: 0,
      writeOff: null,
      period,
      // The 摘要 names the place as the month's bill run does.
      description: `${monthLabel}分 初回（日割り・初期費用）（${assetName} ${label}）`,
    });
    journey.dueDate = first['dueDate'] as string;

    // The first bill on the billing screen: the quoted yen, its lines the quote's.
    const row = await openBillRow(page);
    const amount = row.locator('details.billing-amount');
    await expect.poll(() => amount.locator('summary').textContent()).toBe(yen(journey.quote));
    await amount.locator('summary').click();
    await amount
      .getByText(/日割り/)
      .first()
      .waitFor();
    expect(cspViolations(consoleErrors)).toEqual([]);
  }, 120_000);

  it('the contract mail states the first bill’s moved due date as the site writes it', async () => {
    expect(journey.dueDate).not.toBe('');
    // The first bill comes with the contract mail (no ご請求 of its own): its 支払期限 is there.
    const mail = await waitForMail({
      to: customer.email,
      subject: `【${brandName}】ご契約が完了しました`,
      timeoutMs: 90_000,
    });
    expect(mail.text).toContain(`ご請求額（税込）：${journey.quote.toLocaleString('ja-JP')}円`);
    expect(mail.text).toContain(`お支払い期限：${formatDate(journey.dueDate)}`);
    expect(mail.text).not.toContain(formatDate(unmovedDueDate));
  }, 120_000);

  it('my unit shows the first bill with the same yen and the moved due date', async () => {
    const { page } = await chromium.open('money-my-unit-first');
    await signInToMyUnit(page);
    const card = billCard(page);
    await card.waitFor();
    await expect
      .poll(() => card.locator('.my-unit-bill__amount').textContent())
      .toBe(`${yen(journey.quote)}（税込）`);
    const due = card.locator('.my-unit-facts__row').filter({ hasText: 'お支払い期限' });
    await expect.poll(() => due.locator('dd').textContent()).toBe(formatDate(journey.dueDate));
  });

  it('staff give a ¥1,000 credit with its reason', async () => {
    const { page } = await chromium.open('money-credit');
    const row = await openBillRow(page);
    await row.getByRole('button', { name: /^値引き・追加/ }).click();
    const dialog = page.getByRole('dialog', { name: '明細を追加しますか？' });
    await dialog.getByLabel('金額（税込・円）').fill(String(credit.amount));
    await dialog.getByLabel(/理由/).fill(credit.reason);
    await confirmDialog(page, '明細を追加しますか？', '明細を追加する', /明細を追加しました/);
    await expect.poll(async () => (await bill())['amount']).toBe(journey.quote - credit.amount);
    const corrected = await bill();
    expect((corrected['lines'] as { kind: string; label: string }[]).at(-1)).toMatchObject({
      kind: 'credit',
      label: credit.reason,
    });

    // The bill in admin: the corrected amount with its lines, the credit's reason among them.
    const amount = row.locator('details.billing-amount');
    await expect
      .poll(() => amount.locator('summary').textContent())
      .toBe(yen(journey.quote - credit.amount));
    await amount.locator('summary').click();
    await amount.getByText(credit.reason).waitFor();
    await expectAccessible(page);
    await screenshots(page, 'admin-bill');

    // Staff's 適格請求書 of the same bill, from the customer's page.
    await row.getByRole('link', { name: customer.name }).click();
    await h1(page).filter({ hasText: customer.name }).waitFor();
    await page.getByRole('link', { name: '請求書', exact: true }).click();
    await page.waitForURL((url) => url.pathname.endsWith(`/bills/${billId()}/invoice`));
    const invoice = page.getByRole('article', { name: '請求書（適格請求書）' });
    await invoice.getByRole('rowheader', { name: credit.reason }).waitFor();
    await expect
      .poll(() => invoice.locator('.invoice__amount').textContent())
      .toBe(yen(journey.quote - credit.amount));
    await expectAccessible(page);
    await screenshots(page, 'admin-invoice');
  });

  it('the customer sees the corrected bill, how to pay it and its 適格請求書', async () => {
    const { page, consoleErrors } = await chromium.open('money-my-unit-corrected');
    await signInToMyUnit(page);
    const owed = journey.quote - credit.amount;
    const card = billCard(page);
    await card.waitFor();
    await expect
      .poll(() => card.locator('.my-unit-bill__amount').textContent())
      .toBe(`${yen(owed)}（税込）`);
    await card.getByText('明細を見る').click();
    await card.getByText(`値引き（${credit.reason}）`).waitFor();

    const howToPay = page.locator('section.how-to-pay');
    await howToPay.getByText(`${yen(owed)}（税込）`).waitFor();
    await howToPay.getByText(`${bank.bankName} ${bank.branchName}`).waitFor();
    await howToPay.getByText(bank.accountNumber, { exact: false }).waitFor();
    await howToPay.getByText(transferName(), { exact: true }).waitFor();
    await expectAccessible(page);
    await card.scrollIntoViewIfNeeded();
    await screenshots(page, 'my-unit-bill');

    await card.getByRole('link', { name: `${monthLabel}分の請求書を見る` }).click();
    await page.waitForURL((url) => url.pathname.endsWith(`/myunit/bills/${billId()}/invoice`));
    const invoice = page.getByRole('article', { name: '請求書（適格請求書）' });
    await invoice.waitFor();
    await invoice.getByText(/^登録番号 T\d{13}$/).waitFor();
    await invoice.getByText(`${customer.name} 様`).waitFor();
    await invoice.getByRole('rowheader', { name: credit.reason }).waitFor();
    await expect.poll(() => invoice.locator('.invoice__amount').textContent()).toBe(yen(owed));
    await invoice.getByText(transferName(), { exact: true }).waitFor();
    await expectAccessible(page);
    await screenshots(page, 'invoice');
    expect(cspViolations(consoleErrors)).toEqual([]);
  });

  it('a Shift_JIS statement pays it with the statement’s date; a reversal makes it unpaid again', async () => {
    const { page } = await chromium.open('money-import');
    const owed = journey.quote - credit.amount;
    const { date: paidOn } = deposit();
    await signInAsAdmin(page, chromium.base, `/admin/brands/${brandId}/billing/import`);
    await h1(page)
      .filter({ hasText: /入金消込/ })
      .waitFor();
    const statement = shiftJisStatement([
      { date: paidOn, payer: `${journey.customerNumber} ${customer.payerKana}`, amount: owed },
    ]);
    // The deposit's row, ticked, paying the customer's bill of the month.
    await chooseStatement(
      page,
      statement,
      deposit(),
      `${customer.name}・${monthLabel}分・${yen(owed)}`,
    );
    await expectAccessible(page);
    await screenshots(page, 'statement-import');
    await recordTickedPayments(page, 1);
    const paid = await bill();
    expect(paid).toMatchObject({ status: 'paid', paidAmount: owed, writeOff: null });
    expect(Object.keys(paid['payments'] as object)).toEqual(['0']);
    expect(paid['payments']['0']).toMatchObject({
      amount: owed,
      excess: 0,
      date: paidOn,
      method: 'transfer',
      note: '入出金明細から消込',
      reversal: null,
    });
    expect(paid['payments']['0']['line']).toEqual(expect.any(String));

    // 支払済み with the statement's date on the billing screen; then the reversal.
    const row = await openBillRow(page);
    await row.getByText('支払済み').waitFor();
    await row.locator(`time[datetime="${paidOn}"]`).waitFor();
    const reason = '別のお客さまの入金と取り違えたため';
    await reversePayment(page, row, reason);
    const reversed = await bill();
    expect(reversed).toMatchObject({ status: 'unpaid', paidAmount: 0, amount: owed });
    // The payment stays on the bill, marked reversed with the reason.
    expect(Object.keys(reversed['payments'] as object)).toEqual(['0']);
    expect(reversed['payments']['0']).toMatchObject({
      amount: owed,
      date: paidOn,
      reversal: { reason },
    });
    const actions = Object.values(reversed['history'] as Record<string, { action: string }>);
    expect(actions.map((e) => e.action)).toEqual([
      'created',
      'line-added',
      'paid',
      'payment-reversed',
    ]);
  });

  it('past its due date the bill is overdue and in the aging view, without anyone pressing a button', async () => {
    // Forty days after the due date, as the browsers' clocks say: nothing is written meanwhile.
    const later = addDays(journey.dueDate, 40);
    const at = new Date(`${later}T10:00:00+09:00`);
    const stored = await bill();
    const { page: staff } = await chromium.open('money-overdue-staff');
    await staff.clock.setFixedTime(at);
    await signInAsAdmin(staff, chromium.base, `/admin/brands/${brandId}/billing?status=overdue`);
    const row = staff
      .getByRole('table', { name: 'すべての月の「支払期限超過」の請求', exact: true })
      .getByRole('row')
      .filter({ has: staff.getByRole('rowheader', { name: customer.name }) });
    await row.getByText('支払期限超過').waitFor();
    const aging = staff.getByRole('table', { name: '支払期限超過の経過日数（エイジング）' });
    const bucket = aging
      .getByRole('row')
      .filter({ has: staff.getByRole('rowheader', { name: '31〜60日' }) });
    expect(Number(/(\d+)件/.exec((await bucket.textContent()) ?? '')?.[1])).toBeGreaterThanOrEqual(
      1,
    );
    await expect.poll(() => staff.getByRole('button', { name: /期限超過にする/ }).count()).toBe(0);
    await expectAccessible(staff);
    await screenshots(staff, 'overdue-aging');

    const { page: own } = await chromium.open('money-overdue-customer');
    await own.clock.setFixedTime(at);
    await signInToMyUnit(own);
    await billCard(own).getByText('支払期限超過').waitFor();
    await billCard(own)
      .getByText('お支払い期限を過ぎています。お早めにお支払いください。')
      .waitFor();
    // Still the same stored bill: overdue is read from the due date, never written.
    expect(await bill()).toEqual(stored);
  });

  it('a 解約 for the end of next month, confirmed by staff, leaves the space 契約中 until then', async () => {
    const { page } = await chromium.open('money-termination');
    await signInToMyUnit(page);
    const card = page.getByRole('region', { name: 'ご契約' }).getByRole('listitem').first();
    await card.getByRole('button', { name: '解約を申し出る' }).click();
    const endDate = monthEndAfter(dayInJapan(), 1);
    await card.getByLabel(/解約希望日/).selectOption(endDate);
    await card.getByRole('button', { name: 'この日で解約を申し出る' }).click();
    const ask = page.getByRole('dialog', { name: '解約を申し出ますか？' });
    await ask.getByRole('button', { name: '解約を申し出る' }).click();
    await card.getByText(/解約のお申し出を受け付けました（解約希望日：/).waitFor();

    const { page: staff } = await chromium.open('money-termination-staff');
    await signInAsAdmin(
      staff,
      chromium.base,
      `/admin/brands/${brandId}?application=${journey.applicationId}`,
    );
    const detail = staff.getByRole('dialog');
    await detail.getByRole('button', { name: '解約を確定する' }).click();
    await detail.getByRole('button', { name: /で解約を確定する$/ }).click();
    await detail.getByText(/^解約手続き済み：解約日/).waitFor();
    await expectAccessible(staff);

    const appPath = `brands/${brandId}/applications/${journey.applicationId}`;
    const application = (await adminFirestore().doc(appPath).get()).data()!;
    expect(application['status']).toBe('contracted');
    expect(application['terminationRequest']).toMatchObject({ endDate });
    expect(application['terminationRequest']['confirmedAt']).toBeTruthy();
    await page.reload();
    await page
      .getByRole('region', { name: 'ご契約' })
      .getByText(/（手続き済み）/)
      .waitFor();
    await expect
      .poll(() => page.getByRole('region', { name: 'ご契約' }).innerText())
      .toContain('契約中');
    await page.goto(`${chromium.base}/${brandId}/${assetId}?space=${space.id}`);
    await page
      .getByRole('heading', { level: 2, name: new RegExp(`^区画 ${label}`) })
      .filter({ hasText: '契約中' })
      .waitFor();
    // The contract-end task has been scheduled (and, in the emulator, run at once): too early.
    expect((await adminFirestore().doc(appPath).get()).get('status')).toBe('contracted');
    expect(
      (
        await adminFirestore().doc(`brands/${brandId}/assets/${assetId}/spaces/${space.id}`).get()
      ).get('status'),
    ).toBe('occupied');
  }, 120_000);
});
