/**
 * 口座振替 end to end (issue 27 item 3, "Done when"), in Chromium against the local stack: a new
 * customer applies choosing 口座振替 and registers an account found by bank and branch name;
 * staff set the brand's 口座振替 (委託者, account, 引落日) and confirm the account; with the
 * month's bills there (written with the Admin SDK, as the month's job would make them), staff
 * download the 依頼データ for the 27th — checked byte by byte here against the published layout
 * — and upload the bank's 振替結果 with one 0 and one 1 (資金不足): the first bill is 支払済み on
 * the 引落日, the second unpaid with 「資金不足」 and its customer got the 振込 instructions mail;
 * the same file again changes nothing.
 *
 * Runs in a brand of its own (a published copy of モトガレージ's brand, one asset and one free
 * space, its お支払い設定 offering 口座振替), so no other file's counts see its application,
 * bills or requests; afterAll removes the brand and everything under it.
 * Screenshots: test-results/debit-journey/<name>-<width>.png.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoIds } from '../../scripts/seed/demo-ids';
import { nextBankBusinessDay } from '#shared/billing/bank-business-day.js';
import { summarizePlans, type SummarizedSpace } from '../../src/lib/model/summarize-plans';
import { formatDate } from '../../src/utils/format-date';
import { runMonthBills } from '../../functions/src/jobs/month-bills.js';
import { adminFirestore } from '../functions/support/admin-firestore.js';
import { messagesTo, waitForMail } from '../functions/support/mail-inbox.js';
import { formFocusedAfterSignIn } from './support/apply-form.js';
import { seriousAxeViolations } from './support/axe.js';
import { cspViolations } from './support/console-problems.js';
import { dayInJapan } from './support/japan-day.js';
import { screenshot } from './support/screenshots.js';
import { signInAsAdmin } from './support/sign-in-as-admin.js';
import { uploadIdentityAndConfirm } from './support/upload-identity-and-confirm.js';
import { useBrowserSession } from './support/use-browser-session.js';
import { applicationIdOf } from './support/application-id-of.js';

const SHOTS = 'test-results/debit-journey';
const MARK = randomUUID().slice(0, 8);
const source = demoIds.bikeBrand;
const brandId = `debit-${MARK}`;
const brandName = `口座振替テスト ${MARK}`;

const customer = {
  email: `debit-${MARK}@example.com`,
  password: `Pw-${randomUUID()}`,
  name: '振替 一郎',
  kana: 'フリカエ イチロウ',
};
/** The second customer, written with the Admin SDK: their debit comes back 資金不足. */
const short = {
  uid: `debit-short-${MARK}`,
  email: `debit-short-${MARK}@example.com`,
  name: '残高 不足子',
  kana: 'ザンダカ フソクコ',
  customerNumber: 1500,
};

/**
 * The 引落日 "for the 27th": this month's 27th moved to the next bank business day, or last
 * month's when that is still to come (a result can only say what was debited by today).
 */
function debitDateForThe27th(): string {
  const today = dayInJapan();
  const [y, m] = today.split('-').map(Number) as [number, number];
  const on = (year: number, month: number) =>
    nextBankBusinessDay(`${year}-${String(month).padStart(2, '0')}-27`);
  const thisMonth = on(y, m);
  return thisMonth <= today ? thisMonth : m === 1 ? on(y - 1, 12) : on(y, m - 1);
}
const debitDate = debitDateForThe27th();
const period = debitDate.slice(0, 7);
const amounts = { first: 8800, second: 5500 };

const chromium = useBrowserSession();
const journey = { uid: '', customerNumber: 0, applicationId: '', assetId: '', spaceId: '' };
const firstBillId = () => `${journey.applicationId}_${period}`;
const secondBillId = `DebitShort${MARK}_${period}`;
let requestBytes: Buffer | null = null;

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

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
}

async function expectAccessible(page: Page): Promise<void> {
  expect(await seriousAxeViolations(page)).toEqual([]);
}

const doc = (path: string) => adminFirestore().doc(`brands/${brandId}/${path}`);

/** An unpaid bill as the month's job writes it. */
function billData(uid: string, applicationId: string, amount: number) {
  const at = new Date();
  return {
    uid,
    applicationId,
    period,
    description: `${Number(period.slice(0, 4))}年${Number(period.slice(5))}月分 利用料`,
    lines: [{ kind: 'rent', label: '利用料', amount }],
    amount,
    status: 'unpaid',
    dueDate: debitDate,
    payments: {},
    paidAmount: 0,
    writeOff: null,
    cancelReason: null,
    history: { '0': { action: 'created', by: 'debit-e2e', at, amount, note: '' } },
    createdAt: at,
    updatedAt: at,
  };
}

beforeAll(async () => {
  const db = adminFirestore();
  const from = (path: string) => db.doc(`brands/${source}/${path}`);
  const brand = (await db.doc(`brands/${source}`).get()).data()!;
  await db.doc(`brands/${brandId}`).set({ ...brand, name: brandName, published: true });
  for (const page of ['terms', 'annotation']) {
    const data = (await from(`pages/${page}`).get()).data();
    if (data) await doc(`pages/${page}`).set(data);
  }
  // One published asset with one free space of its own.
  const spaces = await db.collectionGroup('spaces').get();
  const free = spaces.docs.find(
    (s) => s.ref.path.startsWith(`brands/${source}/assets/`) && s.get('status') === 'available',
  )!;
  journey.assetId = free.ref.parent.parent!.id;
  journey.spaceId = free.id;
  const asset = (await from(`assets/${journey.assetId}`).get()).data()!;
  await doc(`assets/${journey.assetId}/spaces/${journey.spaceId}`).set(free.data());
  await doc(`assets/${journey.assetId}`).set({
    ...asset,
    plans: summarizePlans([free.data() as SummarizedSpace]),
  });
  const billing = (await from('settings/billing').get()).data()!;
  await doc('settings/billing').set({
    ...billing,
    paymentMethods: ['transfer', 'debit'],
    updatedAt: new Date(),
  });
});

afterAll(async () => {
  const db = adminFirestore();
  const brand = db.doc(`brands/${brandId}`);
  for (const collection of [
    'pages',
    'settings',
    'members',
    'applications',
    'applicationCounters',
    'bills',
    'credits',
    'jobRuns',
    'debitAccounts',
    'debitRequests',
    'debitItems',
    'debitImports',
  ]) {
    const docs = await brand.collection(collection).get();
    await Promise.all(docs.docs.map((d) => d.ref.delete()));
  }
  if (journey.assetId) {
    const asset = brand.collection('assets').doc(journey.assetId);
    await asset.collection('spaces').doc(journey.spaceId).delete();
    await asset.delete();
  }
  await brand.delete();
});

describe('口座振替: apply with an account → confirm → 依頼データ → 振替結果', () => {
  it('a new customer applies choosing 口座振替 and registers an account found by bank and branch name', async () => {
    const { page, consoleErrors } = await chromium.open('debit-apply');
    await page.goto(
      `${chromium.base}/${brandId}/${journey.assetId}/${journey.spaceId}/application`,
    );
    const account = page.getByRole('region', { name: 'お申し込みにはアカウントが必要です' });
    await account.getByRole('tab', { name: '新規登録' }).click();
    await account.getByLabel('メールアドレス').fill(customer.email);
    await account.getByLabel('パスワード', { exact: true }).fill(customer.password);
    await account.getByRole('button', { name: '新規登録', exact: true }).click();

    const form = page.getByRole('form', { name: 'お申し込み内容の入力' });
    await form.waitFor();
    await formFocusedAfterSignIn(page);
    await form.getByLabel(/^お名前/).fill(customer.name);
    await form.getByLabel(/^フリガナ/).fill('ふりかえ いちろう');
    await form.getByLabel(/^電話番号/).fill('090-0000-2727');
    await form.getByLabel(/^生年月日/).fill('1985/2/27');
    await form.getByLabel(/^郵便番号/).fill('1600022');
    await expect.poll(() => form.getByLabel(/^市区町村/).inputValue()).toBe('新宿区');
    await form.getByLabel(/^町名・番地/).fill('新宿2-7-27');
    await form.getByLabel(/^利用開始希望日/).fill(dayInJapan(20));
    await uploadIdentityAndConfirm(page);

    // 口座振替 on the confirm step: the bank and the branch found by name.
    const debit = page.getByRole('region', { name: '口座振替', exact: true });
    await debit.getByRole('button', { name: '口座振替を申し込む' }).click();
    const accountForm = page.getByRole('form', { name: '口座振替の口座' });
    await accountForm.getByLabel('金融機関名または金融機関コード').fill('みずほ');
    await accountForm.getByRole('button', { name: /^みずほ銀行（0001）/ }).click();
    await accountForm.getByText('みずほ銀行（0001）').waitFor();
    await accountForm.getByLabel('支店名または支店コード').fill('しぶや');
    await accountForm.getByRole('button', { name: /^渋谷支店（210）/ }).click();
    // Full-width digits and hiragana, as a phone keyboard types them.
    await accountForm.getByLabel(/^口座番号/).fill('１２３４５６７');
    await accountForm.getByLabel(/^口座名義/).fill('ふりかえ いちろう');
    await expectAccessible(page);
    await debit.scrollIntoViewIfNeeded();
    await screenshots(page, 'apply-debit-form');
    await accountForm.getByRole('button', { name: 'この口座を登録する' }).click();
    await debit.getByText('口座を登録しました。').waitFor();
    await debit.getByText('普通 ****567').waitFor();
    await debit.getByText('手続き中', { exact: true }).waitFor();
    await expectAccessible(page);
    await screenshots(page, 'apply-debit-registered');

    const members = await adminFirestore()
      .collection(`brands/${brandId}/members`)
      .where('email', '==', customer.email)
      .get();
    journey.uid = members.docs[0]!.id;
    journey.customerNumber = members.docs[0]!.get('customerNumber') as number;
    expect((await doc(`debitAccounts/${journey.uid}`).get()).data()).toMatchObject({
      bankCode: '0001',
      bankName: 'みずほ銀行',
      branchCode: '210',
      branchName: '渋谷支店',
      accountType: 'ordinary',
      accountNumber: '1234567',
      holder: 'ﾌﾘｶｴ ｲﾁﾛｳ',
      status: 'pending',
    });

    await page.getByRole('button', { name: '申し込む' }).click();
    await h1(page).filter({ hasText: 'お申し込みを受け付けました' }).waitFor();
    const reference = await page.locator('.application-reference__number').textContent();
    journey.applicationId = await applicationIdOf(brandId, reference!);
    expect(cspViolations(consoleErrors)).toEqual([]);
  }, 180_000);

  it('staff set the brand’s 口座振替 and confirm the account on the member page', async () => {
    expect(journey.uid).not.toBe('');
    const { page } = await chromium.open('debit-staff-settings');
    await signInAsAdmin(page, chromium.base, `/admin/brands/${brandId}/billing-settings`);
    const settings = page.getByRole('form', { name: '口座振替の設定' });
    await settings.getByLabel(/^委託者コード/).fill('1234567890');
    await settings.getByLabel(/^委託者名/).fill('カ）フリカエテスト');
    await settings.getByLabel('金融機関名または金融機関コード').fill('三井住友');
    await settings.getByRole('button', { name: /^三井住友銀行（0009）/ }).click();
    await settings.getByLabel('支店名または支店コード').fill('本店営業部');
    await settings.getByRole('button', { name: /^本店営業部（200）/ }).click();
    await settings.getByLabel(/^口座番号/).fill('7654321');
    await expect.poll(() => settings.getByLabel(/^毎月の引落日/).inputValue()).toBe('27');
    await expectAccessible(page);
    await settings.getByRole('button', { name: '口座振替の設定を保存' }).click();
    await settings.getByText('口座振替の設定を保存しました。').waitFor();
    expect((await doc('settings/debit').get()).data()).toMatchObject({
      consignorCode: '1234567890',
      consignorName: 'ｶ)ﾌﾘｶｴﾃｽﾄ',
      bankCode: '0009',
      branchCode: '200',
      accountNumber: '7654321',
      debitDay: 27,
      crlf: true,
    });
    await screenshots(page, 'debit-settings');

    // Staff see the whole number, and confirm once the 口座振替依頼書 is back.
    await page.goto(`${chromium.base}/admin/brands/${brandId}/users/${journey.uid}`);
    const panel = page.getByRole('region', { name: '口座振替', exact: true });
    await panel.getByText('普通 1234567').waitFor();
    await panel.getByRole('button', { name: /^確認済みにする/ }).click();
    await panel.getByText('確認済み', { exact: true }).waitFor();
    expect((await doc(`debitAccounts/${journey.uid}`).get()).get('status')).toBe('confirmed');
    await expectAccessible(page);
    await screenshots(page, 'member-debit');
  }, 120_000);

  it('staff download the 依頼データ for the 27th: checked byte by byte', async () => {
    expect(journey.applicationId).not.toBe('');
    // The customer's contract (¥8,000 + ¥800 a month from the 1st of the debited month), and
    // the month's bill made by the month's job itself, run now as it ran on that month's 1st
    // (its due date is then the 27th moved to a bank business day: the 引落日).
    const at = new Date();
    await doc(`applications/${journey.applicationId}`).update({
      status: 'contracted',
      contract: {
        startDate: `${period}-01`,
        monthlyFee: 8000,
        adminFee: 800,
        handlingFee: 0,
        guaranteeFee: 0,
        keyFee: 0,
        dueDay: 27,
        confirmedBy: 'demo-admin',
        confirmedAt: at,
      },
    });
    const run = await runMonthBills(adminFirestore(), {
      brandId,
      period,
      today: `${period}-01`,
      trigger: 'cli',
      by: null,
    });
    expect(run).toMatchObject({ outcome: 'ok', created: 1 });
    expect((await doc(`bills/${firstBillId()}`).get()).data()).toMatchObject({
      amount: amounts.first,
      dueDate: debitDate,
      status: 'unpaid',
    });
    // A second customer whose debit fails.
    await doc(`members/${short.uid}`).set({
      uid: short.uid,
      email: short.email,
      name: short.name,
      kana: short.kana,
      phone: '090-0000-0001',
      postalCode: '160-0022',
      prefecture: '東京都',
      city: '新宿区',
      addressLine: '新宿1-1-1',
      customerNumber: short.customerNumber,
      createdAt: at,
      updatedAt: at,
    });
    await doc(`debitAccounts/${short.uid}`).set({
      uid: short.uid,
      bankCode: '0005',
      bankName: '三菱ＵＦＪ銀行',
      bankKana: 'ミツビシユ－エフジエイ',
      branchCode: '001',
      branchName: '本店',
      branchKana: 'ホンテン',
      accountType: 'checking',
      accountNumber: '0001234',
      holder: 'ｻﾞﾝﾀﾞｶ ﾌｿｸｺ',
      status: 'confirmed',
      confirmedBy: 'debit-e2e',
      confirmedAt: at,
      createdAt: at,
      updatedAt: at,
    });
    await doc(`bills/${secondBillId}`).set(
      billData(short.uid, `DebitShort${MARK}`, amounts.second),
    );

    const { page, consoleErrors } = await chromium.open('debit-request');
    await signInAsAdmin(page, chromium.base, `/admin/brands/${brandId}/billing/debit`);
    await h1(page).filter({ hasText: '口座振替' }).waitFor();
    await page.getByLabel('引落日', { exact: true }).fill(debitDate);
    await page.getByRole('button', { name: '対象の請求を表示' }).click();
    await page.getByRole('heading', { name: `${formatDate(debitDate)}引落の対象 2件` }).waitFor();
    await expectAccessible(page);
    await screenshots(page, 'debit-request');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /^依頼データを作成してダウンロード（2件・/ }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(
      `口座振替依頼データ_${debitDate.replaceAll('-', '')}.txt`,
    );
    requestBytes = readFileSync((await file.path())!);
    await page.getByText(/引落の依頼データを作成しました（2件・¥14,300）/).waitFor();

    // The published layout (docs/billing.md「口座振替」), field by field, CRLF after each record.
    const mmdd = debitDate.slice(5).replace('-', '');
    const code = (n: number) => `${String(n).padStart(7, '0')}${period.replace('-', '')}01`;
    const records = [
      '1' +
        '91' +
        '0' +
        '1234567890' +
        'ｶ)ﾌﾘｶｴﾃｽﾄ'.padEnd(40) +
        mmdd +
        '0009' +
        'ﾐﾂｲｽﾐﾄﾓ'.padEnd(15) +
        '200' +
        'ﾎﾝﾃﾝ'.padEnd(15) +
        '1' +
        '7654321' +
        ' '.repeat(17),
      '2' +
        '0001' +
        'ﾐｽﾞﾎ'.padEnd(15) +
        '210' +
        'ｼﾌﾞﾔ'.padEnd(15) +
        '    ' +
        '1' +
        '1234567' +
        'ﾌﾘｶｴ ｲﾁﾛｳ'.padEnd(30) +
        '0000008800' +
        '1' +
        code(journey.customerNumber).padStart(20, '0') +
        '0' +
        ' '.repeat(8),
      '2' +
        '0005' +
        'ﾐﾂﾋﾞｼﾕ-ｴﾌｼﾞｴｲ'.padEnd(15) +
        '001' +
        'ﾎﾝﾃﾝ'.padEnd(15) +
        '    ' +
        '2' +
        '0001234' +
        'ｻﾞﾝﾀﾞｶ ﾌｿｸｺ'.padEnd(30) +
        '0000005500' +
        '1' +
        code(short.customerNumber).padStart(20, '0') +
        '0' +
        ' '.repeat(8),
      '8' +
        '000002' +
        '000000014300' +
        '000000' +
        '000000000000' +
        '000000' +
        '000000000000' +
        ' '.repeat(65),
      '9' + ' '.repeat(119),
    ];
    for (const r of records) expect(r.length).toBe(120);
    // Shift_JIS of JIS X 0201: ASCII as is, half-width ｶﾅ U+FF61–U+FF9F → 0xA1–0xDF.
    const expected = records.flatMap((r) => [
      ...[...r].map((c) => (c.charCodeAt(0) < 0x80 ? c.charCodeAt(0) : c.charCodeAt(0) - 0xfec0)),
      0x0d,
      0x0a,
    ]);
    expect(requestBytes.length).toBe(5 * 122);
    expect([...requestBytes]).toEqual(expected);

    // The request is kept; each bill is in it once.
    const requests = await adminFirestore().collection(`brands/${brandId}/debitRequests`).get();
    expect(requests.size).toBe(1);
    expect(requests.docs[0]!.data()).toMatchObject({ debitDate, count: 2, total: 14_300 });
    expect((await doc(`debitItems/${secondBillId}`).get()).get('requestId')).toBe(
      requests.docs[0]!.id,
    );
    // Shown again, nothing is left to debit on that day.
    await page.getByRole('button', { name: '対象の請求を表示' }).click();
    await page.getByRole('heading', { name: `${formatDate(debitDate)}引落の対象 0件` }).waitFor();
    expect(cspViolations(consoleErrors)).toEqual([]);
  }, 120_000);

  it('the 振替結果 with one 0 and one 1: paid on the 引落日, unpaid with 資金不足 and a 振込 mail; again, nothing changes', async () => {
    expect(requestBytes).not.toBeNull();
    // The bank's answer: the request with 振替結果コード filled in, and the trailer's 振替済・不能.
    const result = Buffer.from(requestBytes!);
    result[122 + 111] = 0x30; // '0' 振替済
    result[2 * 122 + 111] = 0x31; // '1' 資金不足
    const trailer =
      '8' +
      '000002' +
      '000000014300' +
      '000001' +
      '000000008800' +
      '000001' +
      '000000005500' +
      ' '.repeat(65);
    result.write(trailer, 3 * 122, 'latin1');

    const { page } = await chromium.open('debit-result');
    await signInAsAdmin(page, chromium.base, `/admin/brands/${brandId}/billing/debit`);
    const upload = async () => {
      await page
        .getByLabel(/^振替結果データ/)
        .setInputFiles({ name: 'furikae-kekka.txt', mimeType: 'text/plain', buffer: result });
      await page.getByRole('heading', { name: /の結果$/ }).waitFor();
    };
    await upload();
    const rows = page.getByRole('table', { name: '振替結果' }).getByRole('row');
    await rows.filter({ hasText: '振替済み' }).filter({ hasText: '記録します' }).waitFor();
    await rows.filter({ hasText: '資金不足' }).filter({ hasText: '記録します' }).waitFor();
    await expectAccessible(page);
    await screenshots(page, 'debit-result');
    await page.getByRole('button', { name: '結果を記録する（2件）' }).click();
    await page.getByText('2件の結果を記録しました。').waitFor();
    await rows.filter({ hasText: '資金不足' }).filter({ hasText: '記録済み' }).waitFor();

    const first = (await doc(`bills/${firstBillId()}`).get()).data()!;
    expect(first).toMatchObject({ status: 'paid', paidAmount: amounts.first });
    expect(first['payments']['0']).toMatchObject({
      amount: amounts.first,
      date: debitDate,
      method: 'debit',
      line: `debit-${firstBillId()}`,
    });
    const second = (await doc(`bills/${secondBillId}`).get()).data()!;
    expect(second).toMatchObject({ status: 'unpaid', paidAmount: 0, payments: {} });
    expect((await doc(`debitItems/${secondBillId}`).get()).get('result.code')).toBe('1');

    // Staff see 資金不足 on the customer's page; the customer is told how to pay by 振込.
    await page.goto(`${chromium.base}/admin/brands/${brandId}/users/${short.uid}`);
    await page
      .getByRole('region', { name: '口座振替', exact: true })
      .getByText('資金不足')
      .waitFor();
    await expectAccessible(page);
    const mail = await waitForMail({
      to: short.email,
      subject: '口座振替ができませんでした',
      timeoutMs: 90_000,
    });
    expect(mail.text).toContain('「資金不足」');
    expect(mail.text).toContain('お支払いいただく金額：5,500円');
    expect(mail.text).toContain(`振込名義：${short.customerNumber} ${short.kana}`);

    // The same file again: every record 記録済み, nothing to record, nothing written.
    await page.goto(`${chromium.base}/admin/brands/${brandId}/billing/debit`);
    await upload();
    await expect.poll(() => rows.filter({ hasText: '記録済み' }).count()).toBe(2);
    await expect
      .poll(() => page.getByRole('button', { name: '記録する結果はありません' }).isDisabled())
      .toBe(true);
    expect((await doc(`bills/${firstBillId()}`).get()).get('payments')).toEqual(first['payments']);
    expect((await doc(`bills/${secondBillId}`).get()).get('status')).toBe('unpaid');
    expect((await adminFirestore().collection(`brands/${brandId}/debitImports`).get()).size).toBe(
      1,
    );
    expect(await messagesTo(short.email)).toHaveLength(1);
  }, 180_000);
});
