import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { Locator, Page, Response } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { demoBrands } from '../../scripts/seed/data/brands';
import { demoSpaces } from '../../scripts/seed/data/occupancy';
import { finalBillOf } from '../../src/features/billing/final-bill';
import { billId } from '#shared/model/bill.js';
import { defaultTerminationRule, monthEndAfter } from '../../src/lib/model/termination-rule';
import { adminFirestore } from '../functions/support/admin-firestore.js';
import { inboxUrl, waitForMail, type InboxMessage } from '../functions/support/mail-inbox.js';
import { formFocusedAfterSignIn } from './support/apply-form.js';
import { seriousAxeViolations } from './support/axe.js';
import { dayInJapan } from './support/japan-day.js';
import { screenshot } from './support/screenshots.js';
import { signInAsAdmin } from './support/sign-in-as-admin.js';
import { useBrowserSession } from './support/use-browser-session.js';

/**
 * What a careful customer tripped on (issue 31), as they would meet it on a phone: the 新規登録
 * tab logs no 501 (7) and the account is welcomed by the brand (4); a postal code the data does
 * not know never keeps another code's address (1); 「ｻﾝﾗｲｽﾞﾋﾞﾙ」 is stored full-width (2); a wrong
 * file keeps the good upload (5); the 受付番号 is 8 characters, in the mail and found by staff
 * (6); 申込受付 and 承認 state the amount, a withdrawal mails both sides (4); ending a contract
 * that began on the 17th of next month says what it costs, from the same money model as the
 * bills, on the form, in its confirmation, in both mails and in the staff's dialogs (3); and the
 * admin menu is in groups (8).
 *
 * At ボックスヤード 千早 (BY-305), whose free C-01 and C-02 no other end-to-end file uses; a
 * customer of its own; what it made is ended or withdrawn by the journey itself (the spaces and
 * plan counts back as the app keeps them), then removed in afterAll. Screenshots at 390 and 1280
 * px: test-results/issue-31/<name>-<width>.png; the mails as MailDev shows them alongside.
 */
const SHOTS = 'test-results/issue-31';
const brandId = 'box-yard';
const brand = demoBrands.find((b) => b.id === brandId)!;
const staffEmail = brand.data.contact.email;
const assetId = 'BY-305';
const spaceOf = (id: string) =>
  demoSpaces.find((s) => s.brandId === brandId && s.assetId === assetId && s.id === id)!;
const withdrawSpace = spaceOf('C-01');
const contractSpace = spaceOf('C-02');
const MARK = randomUUID().slice(0, 8);
const customer = {
  email: `careful-${MARK}@example.com`,
  password: `Pw-${randomUUID()}`,
};
/** The 17th of next month: the contract the issue describes (December billed 日割り at once). */
const startDate = `${monthEndAfter(dayInJapan(), 1).slice(0, 7)}-17`;
const endOfStartMonth = monthEndAfter(startDate, 0);
const endOfMonthAfter = monthEndAfter(startDate, 1);
const made = { uid: '', withdrawnId: '', contractId: '' };

const chromium = useBrowserSession();

async function shoot(page: Page, name: string, focus?: Locator): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await focus?.scrollIntoViewIfNeeded();
    await screenshot(page, { path: `${SHOTS}/${name}-${width}.png`, fullPage: !focus });
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(sideways, `${name} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

/**
 * One received message as MailDev's web inbox shows it, at both widths, in a page of its own
 * (MailDev's own console noise stays out of the site's pages).
 */
async function inboxShot(message: InboxMessage, name: string): Promise<void> {
  const { page } = await chromium.open(`careful-inbox-${name}`);
  await page.goto(`${inboxUrl()}/#/email/${message.id}`);
  await page.getByText(message.subject).first().waitFor();
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 1100 });
    await screenshot(page, { path: `${SHOTS}/mail-${name}-${width}.png` });
  }
}

async function expectAccessible(page: Page): Promise<void> {
  expect(await seriousAxeViolations(page)).toEqual([]);
}

const yen = (n: number) => `¥${n.toLocaleString('en-US')}`;

async function signInToMyUnit(page: Page): Promise<void> {
  await page.goto(
    `${chromium.base}/${brandId}/login?redirect=${encodeURIComponent(`/${brandId}/myunit`)}`,
  );
  await page.getByLabel('メールアドレス').fill(customer.email);
  await page.getByLabel('パスワード', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'ログイン', exact: true }).click();
  await page.waitForURL((url) => url.pathname === `/${brandId}/myunit`);
}

async function applicationDoc(id: string) {
  return (await adminFirestore().doc(`brands/${brandId}/applications/${id}`).get()).data()!;
}

/** The identity document, a PDF, uploaded and waited for. */
async function uploadPdf(page: Page): Promise<void> {
  const pdf = Buffer.alloc(4 * 1024, 0x20);
  pdf.write('%PDF-1.4\n', 0, 'latin1');
  await page
    .getByRole('form', { name: 'お申し込み内容の入力' })
    .getByLabel(/^本人確認書類/)
    .setInputFiles({ name: 'menkyo.pdf', mimeType: 'application/pdf', buffer: pdf });
  await page.getByText('アップロード済み：menkyo.pdf').waitFor();
}

afterAll(async () => {
  const db = adminFirestore();
  for (const id of [made.withdrawnId, made.contractId].filter(Boolean)) {
    const application = await db.doc(`brands/${brandId}/applications/${id}`).get();
    const reference: unknown = application.get('reference');
    if (typeof reference === 'string')
      await db.doc(`brands/${brandId}/applicationReferences/${reference}`).delete();
    const bills = await db
      .collection(`brands/${brandId}/bills`)
      .where('applicationId', '==', id)
      .get();
    await Promise.all(bills.docs.map((bill) => bill.ref.delete()));
    await application.ref.delete();
  }
  if (made.uid) {
    await db.doc(`brands/${brandId}/members/${made.uid}`).delete();
    await db.doc(`brands/${brandId}/applicationCounters/${made.uid}`).delete();
  }
});

describe('what a careful customer tripped on (issue 31)', { timeout: 240_000 }, () => {
  it('7, 4, 1, 2, 5, 6: sign up without a 501, a welcome, an address that belongs to its code, full-width ｶﾅ, a kept upload, an 8-character 受付番号', async () => {
    const { page, consoleErrors } = await chromium.open('careful-apply');
    const failures: string[] = [];
    page.on('response', (response: Response) => {
      if (response.status() >= 500) failures.push(`${response.status()} ${response.url()}`);
    });
    await page.goto(`${chromium.base}/${brandId}/${assetId}/${withdrawSpace.id}/application`);
    const account = page.getByRole('region', { name: 'お申し込みにはアカウントが必要です' });
    await account.getByRole('tab', { name: '新規登録' }).click();
    // The live password check runs 200 ms after the tab opens and after each keystroke; on the
    // emulators it sends nothing, so there is no answer to wait for: a quiet time shows none comes.
    // eslint-disable-next-line no-restricted-properties -- shows that nothing happens
    await page.waitForTimeout(600);
    await account.getByLabel('メールアドレス').fill(customer.email);
    await account.getByLabel('パスワード', { exact: true }).pressSequentially('Pw-4321x');
    await account.getByLabel('パスワード', { exact: true }).fill(customer.password);
    // eslint-disable-next-line no-restricted-properties -- shows that nothing happens
    await page.waitForTimeout(600);
    // Item 7: nothing the tab sends is answered 5xx, and the console stays clean.
    expect(failures).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await shoot(page, '7-sign-up-tab', account);
    await account.getByRole('button', { name: '新規登録', exact: true }).click();
    const form = page.getByRole('form', { name: 'お申し込み内容の入力' });
    await form.waitFor();
    await formFocusedAfterSignIn(page);

    // Item 4: the brand welcomes the new account, in its own name.
    const welcome = await waitForMail({
      to: customer.email,
      subject: 'アカウントを作成しました',
      timeoutMs: 90_000,
    });
    expect(welcome.subject).toBe('【ボックスヤード】アカウントを作成しました');
    expect(welcome.from).toEqual([{ address: expect.any(String), name: 'ボックスヤード' }]);
    expect(welcome.text).toContain(`/${brandId}/login`);

    await form.getByLabel(/^お名前/).fill('試験 花子');
    await form.getByLabel(/^フリガナ/).fill('ｼｹﾝ ﾊﾅｺ');
    await form.getByLabel(/^電話番号/).fill('090-3131-3131');
    await form.getByLabel(/^生年月日/).fill('1990/4/1');
    // Item 1: a 札幌 address from its code, then a code the data does not know.
    const postal = form.getByLabel(/^郵便番号/);
    await postal.fill('0600806');
    await expect.poll(() => form.getByLabel(/^市区町村/).inputValue()).toBe('札幌市北区');
    await form.getByLabel(/^町名・番地/).fill('北六条西7-1-2');
    await postal.fill('9999999');
    await form
      .getByText(
        '郵便番号 999-9999 の住所が見つかりませんでした。前の郵便番号で入力された住所は消しました。番号をお確かめのうえ、住所を入力してください。',
      )
      .waitFor();
    await expect.poll(() => form.getByLabel(/^都道府県/).inputValue()).toBe('');
    await expect.poll(() => form.getByLabel(/^市区町村/).inputValue()).toBe('');
    await expect.poll(() => form.getByLabel(/^町名・番地/).inputValue()).toBe('7-1-2');
    // Typed back by hand, the 札幌 address does not go with 999-9999 unless confirmed.
    await form.getByLabel(/^都道府県/).selectOption('北海道');
    await form.getByLabel(/^市区町村/).fill('札幌市北区');
    await form.getByLabel(/^町名・番地/).fill('北六条西7-1-2');
    await form.getByLabel(/^利用開始希望日/).fill(dayInJapan(7));
    // Item 2: 建物名 as typed with half-width ｶﾅ.
    await form.getByLabel(/^建物名/).fill('ｻﾝﾗｲｽﾞﾋﾞﾙ 101');
    await form.getByLabel(/^建物名/).blur();
    await expect.poll(() => form.getByLabel(/^建物名/).inputValue()).toBe('サンライズビル 101');
    await uploadPdf(page);
    // Item 5: a text file named .png is refused and the good upload stays, with one message.
    await form.getByLabel(/^本人確認書類/).setInputFiles({
      name: 'fake.png',
      mimeType: 'image/png',
      buffer: Buffer.from('this is a text file, not a picture'),
    });
    await form
      .getByText(/ではないため.*（アップロード済みの「menkyo.pdf」はそのまま使えます）/)
      .waitFor();
    await form.getByText('アップロード済み：menkyo.pdf').waitFor();
    await form.getByLabel(/^利用規約（第\d+版）に同意する/).check();
    await page.getByRole('button', { name: '確認画面へ進む' }).click();
    const summary = form.getByRole('alert').filter({ hasText: '入力内容をご確認ください' });
    await summary.getByText(/郵便番号 999-9999 は郵便番号のデータにありません。/).waitFor();
    // One problem: the postal code; nothing asks for the document again.
    await expect.poll(() => summary.getByRole('listitem').count()).toBe(1);
    expect(page.url()).not.toContain('step=confirm');
    await expectAccessible(page);
    await shoot(page, '1-postal-refused', postal);
    await shoot(page, '5-upload-kept', form.getByLabel(/^本人確認書類/));
    // Corrected: the code of the address (新宿), filled in; then on.
    await postal.fill('1600022');
    await expect.poll(() => form.getByLabel(/^市区町村/).inputValue()).toBe('新宿区');
    await form.getByLabel(/^町名・番地/).fill('新宿1-2-3');
    await page.getByRole('button', { name: '確認画面へ進む' }).click();
    await page.getByRole('heading', { level: 1, name: 'お申し込み内容の確認' }).waitFor();
    const main = page.getByRole('main');
    await main
      .getByText(/160-0022/)
      .first()
      .waitFor();
    await main
      .getByText(/サンライズビル 101/)
      .first()
      .waitFor();
    await expect.poll(() => main.getByText(/札幌/).count()).toBe(0);
    const fees = page.getByRole('region', { name: '料金（税込）' });
    const quote = /初回お支払い目安¥([\d,]+)/.exec((await fees.textContent()) ?? '')![1]!;
    await expectAccessible(page);
    await shoot(page, '2-confirm');
    await page.getByRole('button', { name: '申し込む' }).click();
    await page.getByRole('heading', { level: 1, name: 'お申し込みを受け付けました' }).waitFor();
    const reference = (await page.locator('.application-reference__number').textContent())!;
    // Item 6: 8 characters without look-alikes, in two groups.
    expect(reference).toMatch(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
    await expectAccessible(page);
    await shoot(page, '6-thanks');
    const claim = await adminFirestore()
      .doc(`brands/${brandId}/applicationReferences/${reference.replace('-', '')}`)
      .get();
    made.withdrawnId = String(claim.get('applicationId'));
    const stored = await applicationDoc(made.withdrawnId);
    made.uid = String(stored['uid']);
    expect(stored).toMatchObject({
      reference: reference.replace('-', ''),
      kana: 'シケン\u3000ハナコ',
      postalCode: '160-0022',
      prefecture: '東京都',
      city: '新宿区',
      building: 'サンライズビル 101',
      identityDocumentPath: expect.stringMatching(/\.pdf$/),
    });

    // Item 4 and 6: 申込受付 with the 8-character number, the confirm page's amount, how to pay.
    const received = await waitForMail({
      to: customer.email,
      subject: `お申し込みを受け付けました（受付番号 ${reference}）`,
      timeoutMs: 90_000,
    });
    expect(received.text).toContain(`【初回お支払い目安】\n${quote}円（税込）`);
    expect(received.text).toContain('【お支払い方法】');
    expect(consoleErrors).toEqual([]);
    await inboxShot(welcome, '4-welcome');
    await inboxShot(received, '4-application-received');
  });

  it('6, 4: staff find it by its 受付番号; withdrawn by the customer, both sides are told', async () => {
    expect(made.withdrawnId).not.toBe('');
    const stored = await applicationDoc(made.withdrawnId);
    const reference = `${String(stored['reference']).slice(0, 4)}-${String(stored['reference']).slice(4)}`;
    const staff = await chromium.open('careful-staff-search');
    await signInAsAdmin(staff.page, chromium.base, `/admin/brands/${brandId}`);
    const table = staff.page.getByRole('table', { name: '審査中の申込' });
    await table.waitFor();
    // The search is one query on the server (every state), sent with Enter.
    const box = staff.page.getByRole('searchbox', { name: '受付番号・氏名・フリガナで検索' });
    await box.fill(reference.toLowerCase());
    await box.press('Enter');
    const found = staff.page.getByRole('table', {
      name: `「${reference.toLowerCase()}」で探した申込`,
    });
    await found.getByRole('row').filter({ hasText: reference }).waitFor();
    await expect.poll(() => found.getByRole('row').count()).toBe(2);
    await expectAccessible(staff.page);
    await shoot(staff.page, '6-staff-search');

    const { page } = await chromium.open('careful-withdraw');
    await signInToMyUnit(page);
    const card = page
      .getByRole('region', { name: 'お申し込み', exact: true })
      .getByRole('listitem')
      .filter({ hasText: reference });
    await card.getByRole('button', { name: '申し込みを取り消す' }).click();
    await page
      .getByRole('dialog', { name: 'お申し込みを取り消しますか？' })
      .getByRole('button', { name: '取り消す', exact: true })
      .click();
    await card.getByText(/このお申し込みは取り消されました/).waitFor();
    const toCustomer = await waitForMail({
      to: customer.email,
      subject: 'お申し込みの取り下げを承りました',
      timeoutMs: 90_000,
    });
    expect(toCustomer.subject).toContain(reference);
    const toStaff = await waitForMail({
      to: staffEmail,
      subject: `【申込取り下げ】ボックスヤード 千早 区画 ${withdrawSpace.data.label}`,
      timeoutMs: 90_000,
    });
    expect(toStaff.text).toContain(`受付番号：${reference}`);
    expect(toStaff.text).toContain('空きに戻り');
    await inboxShot(toCustomer, '4-withdrawn');
    await inboxShot(toStaff, '4-withdrawn-staff');
  });

  it('3, 4: a contract from the 17th ended that month says what ending costs, everywhere, from the money model', async () => {
    const { page, consoleErrors } = await chromium.open('careful-contract');
    await signInToMyUnit(page);
    await page.goto(`${chromium.base}/${brandId}/${assetId}/${contractSpace.id}/application`);
    const form = page.getByRole('form', { name: 'お申し込み内容の入力' });
    await form.waitFor();
    // The profile saved with the first application fills the form.
    await expect.poll(() => form.getByLabel(/^市区町村/).inputValue()).toBe('新宿区');
    await form.getByLabel(/^利用開始希望日/).fill(startDate);
    await uploadPdf(page);
    await form.getByLabel(/^利用規約（第\d+版）に同意する/).check();
    await page.getByRole('button', { name: '確認画面へ進む' }).click();
    await page.getByRole('heading', { level: 1, name: 'お申し込み内容の確認' }).waitFor();
    await page.getByRole('button', { name: '申し込む' }).click();
    await page.getByRole('heading', { level: 1, name: 'お申し込みを受け付けました' }).waitFor();
    const reference = (await page.locator('.application-reference__number').textContent())!;
    made.contractId = String(
      (
        await adminFirestore()
          .doc(`brands/${brandId}/applicationReferences/${reference.replace('-', '')}`)
          .get()
      ).get('applicationId'),
    );

    // Staff approve (the 承認 mail: an amount, no double blank line) and contract it.
    const staff = await chromium.open('careful-staff');
    const missing: string[] = [];
    staff.page.on('response', (response) => {
      if (response.status() >= 400) missing.push(`${response.status()} ${response.url()}`);
    });
    await staff.page.setViewportSize({ width: 1280, height: 900 });
    await signInAsAdmin(staff.page, chromium.base, `/admin/brands/${brandId}?status=submitted`);
    const rowOf = (caption: string) =>
      staff.page
        .getByRole('table', { name: caption })
        .getByRole('row')
        .filter({ hasText: reference });
    await rowOf('審査中の申込').getByRole('button', { name: /^承認/ }).click();
    await staff.page
      .getByRole('dialog', { name: 'この申込を承認しますか？' })
      .getByRole('button', { name: '承認する' })
      .click();
    await staff.page.getByText('申込を承認しました。').waitFor();
    const approved = await waitForMail({
      to: customer.email,
      subject: `審査結果のお知らせ（承認・受付番号 ${reference}）`,
      timeoutMs: 90_000,
    });
    expect(approved.text).not.toMatch(/\n[ \t]*\n[ \t]*\n/);
    expect(approved.text).toMatch(/【初回お支払い目安】\n[\d,]+円（税込）/);
    await inboxShot(approved, '4-approved');

    await staff.page.goto(`${chromium.base}/admin/brands/${brandId}?status=approved`);
    await rowOf('承認済みの申込').getByRole('button', { name: /^契約/ }).click();
    const contractDialog = staff.page.getByRole('dialog', { name: 'この申込を契約にしますか？' });
    await contractDialog.getByRole('group', { name: /^契約条件/ }).waitFor();
    await contractDialog.getByRole('button', { name: '契約にする' }).click();
    await staff.page.getByText(/契約にしました。/).waitFor();
    const firstBill = (
      await adminFirestore()
        .doc(`brands/${brandId}/bills/${billId(made.contractId, startDate.slice(0, 7))}`)
        .get()
    ).data()!;
    const contract = await applicationDoc(made.contractId);

    // The money model: the quote of each end date, as the 解約 form must show it.
    const quoteOf = (endDate: string) =>
      finalBillOf({
        application: {
          id: made.contractId,
          uid: String(contract['uid']),
          spaceId: contractSpace.id,
          startDate,
          contract: contract['contract'] as {
            startDate: string;
            monthlyFee: number;
            adminFee: number;
            dueDay: number;
          },
          terminationRequest: null,
        },
        endDate,
        rule: defaultTerminationRule,
        space: null,
        bills: [
          {
            id: billId(made.contractId, startDate.slice(0, 7)),
            lines: firstBill['lines'],
            amount: firstBill['amount'] as number,
            dueDate: firstBill['dueDate'] as string,
          },
        ],
        today: dayInJapan(),
      })!;
    const sameMonth = quoteOf(endOfStartMonth);
    const monthAfter = quoteOf(endOfMonthAfter);
    // The start month is the first bill (日割り from the 17th and the 初期費用), billed once.
    expect(sameMonth).toMatchObject({ billed: true, amount: firstBill['amount'] });
    expect(monthAfter).toMatchObject({ billed: false, amount: contractSpace.data.monthlyFee });

    // The customer's 解約 form: the cost of each day chosen.
    await page.goto(`${chromium.base}/${brandId}/myunit`);
    const contracts = page.getByRole('region', { name: 'ご契約' });
    await contracts.getByRole('button', { name: '解約を申し出る' }).click();
    const endField = contracts.getByLabel(/解約希望日/);
    await endField.selectOption(endOfMonthAfter);
    const cost = contracts.getByRole('region', { name: '解約にかかる費用と、解約日までのお願い' });
    await cost
      .getByText(`${yen(monthAfter.amount)}`)
      .first()
      .waitFor();
    await cost.getByText(/それより後のご請求はありません。/).waitFor();
    await endField.selectOption(endOfStartMonth);
    await cost.getByText(yen(sameMonth.amount)).first().waitFor();
    await cost
      .getByText('この月のご請求はすでにお送りしています。解約による追加のご請求はありません。')
      .waitFor();
    await cost
      .getByText(
        /初期費用（事務手数料 [\d,]+円・保証料 [\d,]+円・鍵代 [\d,]+円）は返金されません。/,
      )
      .waitFor();
    await cost.getByText(/区画内のお荷物をすべて搬出し、区画を空にしてください。/).waitFor();
    await cost.getByText(/鍵（カードキーを含む）は.*までにご返却ください。/).waitFor();
    await expectAccessible(page);
    await shoot(page, '3-termination-form', cost);
    await contracts.getByRole('button', { name: 'この日で解約を申し出る' }).click();
    const ask = page.getByRole('dialog', { name: '解約を申し出ますか？' });
    await ask
      .getByRole('region', { name: /解約にかかる費用/ })
      .getByText(yen(sameMonth.amount))
      .first()
      .waitFor();
    await expectAccessible(page);
    await shoot(page, '3-termination-confirm', ask.getByRole('button', { name: '解約を申し出る' }));
    await ask.getByRole('button', { name: '解約を申し出る' }).click();
    await ask.waitFor({ state: 'hidden' });
    expect((await applicationDoc(made.contractId))['terminationRequest']).toMatchObject({
      endDate: endOfStartMonth,
      finalBill: {
        period: sameMonth.period,
        amount: sameMonth.amount,
        lines: sameMonth.lines,
        billed: true,
      },
    });
    const requested = await waitForMail({
      to: customer.email,
      subject: '解約のお申し出を受け付けました',
      timeoutMs: 90_000,
    });
    const amountText = `${sameMonth.amount.toLocaleString('ja-JP')}円（税込）`;
    expect(requested.text).toContain(amountText);
    expect(requested.text).toContain('解約による追加のご請求はありません。');
    expect(requested.text).toContain('返金されません。');
    const toStaff = await waitForMail({
      to: staffEmail,
      subject: `【解約申出】ボックスヤード 千早 区画 ${contractSpace.data.label}`,
      timeoutMs: 90_000,
    });
    expect(toStaff.text).toContain(amountText);

    // Staff confirm it, the cost beside it; the confirmation mail says it again.
    await staff.page.goto(
      `${chromium.base}/admin/brands/${brandId}?status=contracted&application=${made.contractId}`,
    );
    const detail = staff.page.getByRole('dialog', { name: /さんの申込$/ });
    const staffCost = detail.getByRole('region', { name: /解約にかかる費用/ });
    await staffCost.getByText(yen(sameMonth.amount)).first().waitFor();
    await expectAccessible(staff.page);
    await shoot(staff.page, '3-staff-confirm', staffCost);
    await detail.getByRole('button', { name: '解約を確定する' }).click();
    await detail.getByRole('button', { name: /で解約を確定する$/ }).click();
    await detail.getByText(/解約手続き済み/).waitFor();
    const confirmed = await waitForMail({
      to: customer.email,
      subject: '解約日確定のお知らせ',
      timeoutMs: 90_000,
    });
    expect(confirmed.text).toContain(amountText);
    expect(confirmed.text).toContain('区画内のお荷物をすべて搬出し、区画を空にしてください。');
    await detail.getByRole('button', { name: '閉じる' }).click();

    // The staff's end dialog says it too; ending it now frees the space again.
    await rowOf('契約中の申込')
      .getByRole('button', { name: /^解約・終了/ })
      .click();
    const end = staff.page.getByRole('dialog', { name: 'この契約を終了しますか？' });
    await end
      .getByRole('region', { name: /解約にかかる費用/ })
      .getByText(yen(sameMonth.amount))
      .first()
      .waitFor();
    await expectAccessible(staff.page);
    await shoot(staff.page, '3-staff-end', end.getByRole('button', { name: '契約を終了する' }));
    await end.getByRole('button', { name: '契約を終了する' }).click();
    await end.waitFor({ state: 'hidden' });
    expect((await applicationDoc(made.contractId))['status']).toBe('ended');

    expect([...consoleErrors, ...staff.consoleErrors], missing.join('\n')).toEqual([]);
    await inboxShot(requested, '3-termination-requested');
    await inboxShot(toStaff, '3-termination-requested-staff');
    await inboxShot(confirmed, '3-termination-confirmed');
  });

  it('8: the admin menu in groups, a side column on a wide screen, one button on a phone', async () => {
    const { page } = await chromium.open('careful-admin-menu');
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAsAdmin(page, chromium.base, `/admin/brands/${brandId}/billing`);
    const brandMenu = page.getByRole('navigation', { name: `ブランド ${brandId} の管理メニュー` });
    for (const group of ['お客様', '請求', '物件', 'コンテンツ', '設定'])
      await brandMenu.getByRole('list', { name: group }).waitFor();
    await brandMenu.getByRole('link', { name: '請求', exact: true }).waitFor();
    await expect
      .poll(() =>
        brandMenu.getByRole('link', { name: '請求', exact: true }).getAttribute('aria-current'),
      )
      .toBe('page');
    // A side column: the menu and the page side by side, the menu's links in one column.
    const menuBox = (await brandMenu.boundingBox())!;
    const mainBox = (await page.getByRole('main').boundingBox())!;
    expect(menuBox.x + menuBox.width).toBeLessThanOrEqual(mainBox.x + 1);
    await expect
      .poll(() => page.getByRole('button', { name: '管理メニュー' }).isVisible())
      .toBe(false);
    await expectAccessible(page);
    await screenshot(page, { path: `${SHOTS}/8-admin-menu-1280.png` });
    // On a phone: closed behind one button, opened and used with the keyboard.
    await page.setViewportSize({ width: 390, height: 844 });
    const toggle = page.getByRole('button', { name: '管理メニュー' });
    await toggle.waitFor();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => brandMenu.isVisible()).toBe(false);
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    await brandMenu.getByRole('link', { name: 'お問い合わせ一覧' }).waitFor();
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.textContent ?? '');
    expect(focused).toContain('概要');
    await expectAccessible(page);
    await screenshot(page, { path: `${SHOTS}/8-admin-menu-open-390.png`, fullPage: true });
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === `/admin/brands/${brandId}`);
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    await screenshot(page, { path: `${SHOTS}/8-admin-menu-closed-390.png` });
  });
});
