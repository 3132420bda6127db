import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { FieldValue } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoBrands } from '../../scripts/seed/data/brands';
import { demoIds } from '../../scripts/seed/demo-ids';
import { formatCalendarDate } from '../../functions/src/messages/format-ja.js';
import { nextBankBusinessDay } from '#shared/billing/bank-business-day.js';
import { adminFirestore } from '../functions/support/admin-firestore.js';
import { signUpNewUser } from '../functions/support/auth-emulator.js';
import { inboxUrl, messagesTo, waitForMail } from '../functions/support/mail-inbox.js';
import type { InboxMessage } from '../functions/support/mail-inbox.js';
import { seriousAxeViolations } from './support/axe.js';
import { dayInJapan } from './support/japan-day.js';
import { useBrowserSession } from './support/use-browser-session.js';
import { screenshot } from './support/screenshots.js';

// Messages end to end (docs/mail.md): a visitor's お問い合わせ reaches the visitor and the
// brand's staff address; staff reply from admin, the visitor receives it and the thread shows
// it; a message whose SMTP send failed shows エラー in the delivery log and goes out after 再送;
// the brand's own password-reset mail opens the brand's reset page; the contract mail says how
// to pay; a member's page lists what was sent to them.
const brandId = demoIds.publishedBrand;
const brand = demoBrands.find((b) => b.id === brandId)!;
const SHOTS = '/tmp/shots/messages';
const chromium = useBrowserSession();
const timeout = 90_000;

async function screenshots(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await screenshot(page, { path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

async function signInAsAdmin(page: Page, path: string): Promise<void> {
  await page.goto(`${chromium.base}/admin/login?redirect=${encodeURIComponent(path)}`);
  await page.getByLabel('メールアドレス').fill('admin@example.com');
  await page.getByLabel('パスワード', { exact: true }).fill('admin-pass-1234');
  await page.getByRole('button', { name: 'ログイン', exact: true }).click();
  await page.waitForURL((url) => url.pathname === path.split('?')[0]);
}

/** One received message as MailDev's web inbox shows it (docs/mail.md, "Every message"). */
async function inboxScreenshot(
  page: Page,
  message: InboxMessage,
  name: string,
  height = 900,
): Promise<void> {
  await page.setViewportSize({ width: 1280, height });
  await page.goto(`${inboxUrl()}/#/email/${message.id}`);
  await page.getByText(message.subject).first().waitFor();
  mkdirSync(SHOTS, { recursive: true });
  await screenshot(page, { path: `${SHOTS}/${name}.png` });
}

/**
 * A message about `about` that the SMTP server never took (sent to a closed port): the delivery
 * log on `page` shows エラー with the reason in Japanese, and 再送 sends it. Screenshots
 * `{name}-error` and `{name}-sent`.
 */
async function failThenResend(
  page: Page,
  mail: {
    id: string;
    to: string;
    subject: string;
    brandId: string;
    kind: string;
    uid: string | null;
  },
  about: { type: string; id: string },
  name: string,
): Promise<void> {
  const failing = adminFirestore().doc(`mail/${mail.id}`);
  await failing.set({
    to: mail.to,
    message: { subject: mail.subject, text: '再送のテストです。' },
    brandId: mail.brandId,
    kind: mail.kind,
    about,
    uid: mail.uid,
    createdAt: FieldValue.serverTimestamp(),
    emulatorSmtpUri: `smtp://127.0.0.1:${await closedPort()}`,
  });
  await expect
    .poll(async () => (await failing.get()).get('delivery.state'), { timeout })
    .toBe('ERROR');
  await page.reload();
  const log = page.getByRole('region', { name: '送信したメール' });
  const failed = log.getByRole('listitem').filter({ hasText: mail.subject });
  // The badge reads 「✕ エラー」 and the reason follows.
  await failed
    .filter({ hasText: 'エラー' })
    .filter({
      hasText:
        '送信できませんでした：メールサーバーにつながらず、3回試しましたが送信できませんでした。',
    })
    .waitFor();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await screenshots(page, `${name}-error`);
  await failed.getByRole('button', { name: '再送' }).click();
  await log
    .getByRole('listitem')
    .filter({ hasText: mail.subject })
    .filter({ hasText: '送信済み' })
    .waitFor({ timeout });
  await waitForMail({ to: mail.to, subject: mail.subject, timeoutMs: timeout });
  await screenshots(page, `${name}-sent`);
}

/** An application id of this file's own (no demo record is touched). */
function newApplicationId(): string {
  return `Msg${randomUUID().replace(/-/g, '').slice(0, 17)}`;
}

/** The applicant as the apply form stores them on the application and the member. */
function applicant(
  email: string,
  address: { postalCode: string; prefecture: string; city: string; addressLine: string },
) {
  return { name: '鈴木 一郎', kana: 'スズキ イチロウ', email, phone: '090-2345-6789', ...address };
}

function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

describe('messages (Chromium, local inbox)', { timeout: 300_000 }, () => {
  it('an お問い合わせ mails both sides; a staff reply is mailed and kept; a failed mail is resent', async () => {
    const { page } = await chromium.open('messages-contact');
    const email = `visitor-${randomUUID()}@example.com`;
    const name = `山田 ${randomUUID().slice(0, 4)}`;
    await page.goto(`${chromium.base}/${brandId}/contact`);
    await page.getByLabel(/^お名前/).fill(name);
    await page.getByLabel(/^メールアドレス/).fill(email);
    await page.getByRole('radio', { name: '物件・区画について' }).check();
    await page.getByLabel(/^お問い合わせ内容/).fill('バイクのヘルメットは入りますか？');
    await page.getByRole('button', { name: '送信する' }).click();
    await page.waitForURL((url) => url.pathname === `/${brandId}/contact/thanks`);

    const received = await waitForMail({
      to: email,
      subject: 'お問い合わせを受け付けました',
      timeoutMs: timeout,
    });
    expect(received.text).toContain('バイクのヘルメットは入りますか？');
    await waitForMail({ to: brand.data.contact.email, subject: name, timeoutMs: timeout });

    const db = adminFirestore();
    const contactId = (
      await db.collection(`brands/${brandId}/contacts`).where('email', '==', email).get()
    ).docs[0]!.id;
    await signInAsAdmin(page, `/admin/brands/${brandId}/contacts/${contactId}`);

    const reply = 'ヘルメットは2つまで入ります。ご来店をお待ちしております。';
    await page.getByLabel(/^返信内容/).fill(reply);
    await page.getByRole('button', { name: '返信を送る' }).click();
    const thread = page.getByRole('region', { name: 'やりとり' });
    await thread.getByText(reply).waitFor();
    await expect.poll(() => thread.textContent()).toContain('佐藤 美咲 がメールで返信');
    const answer = await waitForMail({
      to: email,
      subject: 'お問い合わせへのご回答',
      timeoutMs: timeout,
    });
    expect(answer.text).toContain(reply);

    // A message about this enquiry that the SMTP server never took: エラー, then 再送.
    await failThenResend(
      page,
      {
        id: `contact-reply_${contactId}_failed`,
        to: email,
        subject: `【${brand.data.name}】再送のテスト`,
        brandId,
        kind: 'contact-reply',
        uid: null,
      },
      { type: 'contact', id: contactId },
      'contact-admin',
    );

    await inboxScreenshot(page, received, 'maildev-contact-received');
  });

  it('staff reject with a reason: the customer receives it and reads it in my unit', async () => {
    const db = adminFirestore();
    const user = await signUpNewUser();
    const assetId = demoIds.publishedAsset.assetId;
    const id = newApplicationId();
    const now = FieldValue.serverTimestamp();
    const person = applicant(user.email, {
      postalCode: '154-0024',
      prefecture: '東京都',
      city: '世田谷区',
      addressLine: '三軒茶屋1-2-3',
    });
    // An application as the apply batch leaves it (the space is not held: nothing to free).
    await db.doc(`brands/${brandId}/members/${user.uid}`).set({
      uid: user.uid,
      ...person,
      birthDate: '1985-04-01',
      createdAt: now,
      updatedAt: now,
    });
    await db.doc(`brands/${brandId}/applicationCounters/${user.uid}`).set({
      open: 1,
      lastApplicationId: id,
      updatedAt: now,
    });
    await db.doc(`brands/${brandId}/applications/${id}`).set({
      uid: user.uid,
      assetId,
      spaceId: 'MSG-NONE',
      ...person,
      birthDate: '1985-04-01',
      startDate: '2026-12-10',
      termsVersion: 1,
      status: 'submitted',
      identityDocumentPath: null,
      history: { '0': { at: new Date(), by: user.uid, from: null, to: 'submitted' } },
      terminationRequest: null,
      createdAt: now,
      updatedAt: now,
    });
    await waitForMail({
      to: user.email,
      subject: 'お申し込みを受け付けました',
      timeoutMs: timeout,
    });

    const { page } = await chromium.open('messages-reject');
    await signInAsAdmin(page, `/admin/brands/${brandId}?application=${id}`);
    const detail = page.getByRole('dialog', { name: '鈴木 一郎さんの申込' });
    await detail.getByRole('button', { name: /^却下/ }).click();
    const confirm = page.getByRole('dialog', { name: 'この申込を却下しますか？' });
    await confirm.getByRole('button', { name: '却下する' }).click();
    await confirm.getByRole('alert').filter({ hasText: '却下の理由を入力してください' }).waitFor();
    const reason = '本人確認書類の住所とお申し込みの住所が一致しなかったため';
    await confirm.getByLabel('理由（必須）').fill(reason);
    await screenshots(page, 'reject-reason-dialog');
    await confirm.getByRole('button', { name: '却下する' }).click();
    await confirm.waitFor({ state: 'hidden' });
    const result = await waitForMail({
      to: user.email,
      subject: '審査結果のお知らせ',
      timeoutMs: timeout,
    });
    expect(result.text).toContain(`理由：${reason}`);

    const customer = await chromium.open('messages-my-unit');
    await customer.page.goto(`${chromium.base}/${brandId}/login`);
    await customer.page.getByLabel('メールアドレス').fill(user.email);
    await customer.page.getByLabel('パスワード', { exact: true }).fill(user.password);
    await customer.page.getByRole('button', { name: 'ログイン', exact: true }).click();
    await customer.page.waitForURL((url) => url.pathname === `/${brandId}/myunit`);
    const card = customer.page.getByRole('listitem').filter({ hasText: '却下の理由' });
    await card.getByText(reason).waitFor();
    expect(await seriousAxeViolations(customer.page)).toEqual([]);
    await screenshots(customer.page, 'my-unit-rejected');
  });

  it('staff edit a message text: the preview fills the sample data, an unknown placeholder is named', async () => {
    const { page } = await chromium.open('messages-templates');
    await signInAsAdmin(page, `/admin/brands/${brandId}/mail-templates`);
    await page.getByLabel('メールの種類').selectOption({ label: '審査結果：却下' });
    const body = page.getByLabel('本文');
    await expect.poll(() => body.inputValue()).toContain('{{理由}}');
    await page
      .getByText('理由：本人確認書類の住所とお申し込みの住所が一致しなかったため')
      .waitFor();
    await body.fill('{{お名まえ}} 様\n{{理由}}\n{{署名}}');
    await page
      .getByRole('alert')
      .filter({ hasText: '使えない差し込み項目があります：{{お名まえ}}' })
      .waitFor();
    await page.getByRole('button', { name: '保存する' }).click();
    await page.getByText('使えない差し込み項目を直してから保存してください。').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshots(page, 'mail-templates-unknown');
  });

  it('a password reset from the brand’s login page: the brand’s mail opens the brand’s page, the new password signs in', async () => {
    const db = adminFirestore();
    const user = await signUpNewUser();
    const unknown = `nobody-${randomUUID()}@example.com`;
    const newPassword = `Neu-${randomUUID()}`;
    const { page, consoleErrors } = await chromium.open('messages-password-reset');
    await page.goto(`${chromium.base}/${brandId}/login`);
    await page.getByRole('link', { name: 'パスワードをお忘れの方はこちら' }).first().click();
    await page.waitForURL((url) => url.pathname === `/${brandId}/login/reset`);

    // An address without an account gets the very same answer, and no mail.
    const sent = page
      .getByRole('status')
      .filter({ hasText: 'ご入力のメールアドレスが登録されている場合は' });
    await page.getByLabel('メールアドレス').fill(unknown);
    await page.getByRole('button', { name: '再設定メールを送信' }).click();
    await sent.waitFor();
    const unknownRequest = db.collection('passwordResetRequests').where('email', '==', unknown);
    await expect
      .poll(async () => (await unknownRequest.get()).docs[0]?.get('outcome'), { timeout })
      .toBe('no-account');
    expect(await messagesTo(unknown)).toEqual([]);

    await page.getByLabel('メールアドレス').fill(user.email);
    await page.getByRole('button', { name: '再設定メールを送信' }).click();
    await sent.waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshots(page, 'reset-requested');
    const mail = await waitForMail({
      to: user.email,
      subject: `【${brand.data.name}】パスワード再設定のご案内`,
      timeoutMs: timeout,
    });
    expect(mail.from[0]?.name).toBe(brand.data.name);
    expect(mail.text).toContain(`ご登録のメールアドレス：${user.email}`);
    expect(mail.text).toContain(brand.data.contact.email);
    const link = /^(http\S+\/login\/reset\?mode=resetPassword&oobCode=\S+)$/m.exec(
      mail.text ?? '',
    )?.[1];
    expect(
      link?.startsWith(`${chromium.base}/${brandId}/login/reset?mode=resetPassword&oobCode=`),
    ).toBe(true);

    await page.goto(link!);
    await page.getByText(`${user.email} の新しいパスワードを入力してください。`).waitFor();
    await screenshots(page, 'reset-new-password');
    await page.getByLabel('新しいパスワード').fill(newPassword);
    await page.getByRole('button', { name: 'パスワードを変更' }).click();
    await page.waitForURL((url) => url.pathname === `/${brandId}/login/reset-success`);
    await page.getByRole('link', { name: 'ログイン画面へ' }).click();
    await page.waitForURL((url) => url.pathname === `/${brandId}/login`);
    await page.getByLabel('メールアドレス').fill(user.email);
    await page.getByLabel('パスワード', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'ログイン', exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/${brandId}/myunit`);
    expect(consoleErrors.filter((line) => /Content Security Policy/.test(line))).toEqual([]);

    // The same link a second time: used, said so in Japanese, with the way on.
    await page.goto(link!);
    await page.getByRole('link', { name: '再設定メールをもう一度送る' }).waitFor();
    await inboxScreenshot(page, mail, 'maildev-password-reset');
  });

  it('the contract mail says the first payment and how to pay; 解約 confirmed; the member page lists it all', async () => {
    const db = adminFirestore();
    const user = await signUpNewUser();
    const yardId = 'box-yard';
    const yard = demoBrands.find((b) => b.id === yardId)!;
    const assetId = 'BY-301';
    const space = (
      await db
        .collection(`brands/${yardId}/assets/${assetId}/spaces`)
        .orderBy('label')
        .limit(1)
        .get()
    ).docs[0]!;
    const id = newApplicationId();
    const customerNumber = 900_000 + Math.floor(Math.random() * 99_999);
    const now = FieldValue.serverTimestamp();
    const person = applicant(user.email, {
      postalCode: '277-0861',
      prefecture: '千葉県',
      city: '柏市',
      addressLine: '高田1-2-3',
    });
    await db.doc(`brands/${yardId}/members/${user.uid}`).set({
      uid: user.uid,
      ...person,
      birthDate: '1985-04-01',
      customerNumber,
      createdAt: now,
      updatedAt: now,
    });
    const history = {
      '0': { at: new Date(), by: user.uid, from: null, to: 'submitted' },
      '1': { at: new Date(), by: 'demo-admin', from: 'submitted', to: 'approved' },
    };
    const application = db.doc(`brands/${yardId}/applications/${id}`);
    await application.set({
      uid: user.uid,
      assetId,
      spaceId: space.id,
      ...person,
      birthDate: '1985-04-01',
      startDate: dayInJapan(10),
      termsVersion: 1,
      status: 'approved',
      identityDocumentPath: null,
      history,
      terminationRequest: null,
      createdAt: now,
      updatedAt: now,
    });

    // 契約: the move and the first bill in one batch, as the staff screen writes them.
    const startDate = dayInJapan(10);
    const period = startDate.slice(0, 7);
    const lines = [
      { kind: 'proratedRent', label: '初月利用料（日割り）', amount: 12_000 },
      { kind: 'proratedAdminFee', label: '初月管理費（日割り）', amount: 1_000 },
      { kind: 'handlingFee', label: '事務手数料', amount: 5_500 },
    ];
    const batch = db.batch();
    batch.update(application, {
      status: 'contracted',
      'history.2': { at: new Date(), by: 'demo-admin', from: 'approved', to: 'contracted' },
      contract: {
        startDate,
        monthlyFee: 22_000,
        adminFee: 1_100,
        handlingFee: 5_500,
        guaranteeFee: 0,
        keyFee: 0,
        dueDay: 27,
        confirmedBy: 'demo-admin',
        confirmedAt: now,
      },
      updatedAt: now,
    });
    const billId = `${id}_${period}`;
    // A due date the app could have written: banks open that day (billDueDate moves it so).
    const dueDate = nextBankBusinessDay(dayInJapan(17));
    batch.create(db.doc(`brands/${yardId}/bills/${billId}`), {
      uid: user.uid,
      applicationId: id,
      period,
      description: `${period.replace('-', '年')}月分 初回（日割り・初期費用）`,
      lines,
      amount: 18_500,
      status: 'unpaid',
      dueDate,
      payments: {},
      paidAmount: 0,
      writeOff: null,
      cancelReason: null,
      history: {
        '0': { action: 'created', by: 'demo-admin', at: new Date(), amount: 18_500, note: '' },
      },
      createdAt: now,
      updatedAt: now,
    });
    await batch.commit();

    const contract = await waitForMail({
      to: user.email,
      subject: `【${yard.data.name}】ご契約が完了しました`,
      timeoutMs: timeout,
    });
    for (const line of [
      `利用開始日：${formatCalendarDate(startDate)}`,
      '月額（税込）：23,100円（利用料 22,000円・管理費 1,100円）',
      'ご請求額（税込）：18,500円',
      `お支払い期限：${formatCalendarDate(dueDate)}`,
      '・事務手数料 5,500円',
      'ご利用いただけるお支払い方法：銀行振込、窓口での現金払い',
      '銀行・支店：三菱ＵＦＪ銀行 横浜駅前支店',
      `振込名義：${customerNumber} スズキ イチロウ`,
    ]) {
      expect(contract.text).toContain(line);
    }
    const { page } = await chromium.open('messages-contract');
    // Tall enough for the whole message down to the 署名.
    await inboxScreenshot(page, contract, 'maildev-contract-confirmed', 1350);

    // 解約のお申し出 (the customer's write), then staff confirm it in admin: 解約日の確定.
    const endDate = lastDayOfMonthAfter(3);
    await application.update({
      terminationRequest: { endDate, requestedAt: new Date() },
      updatedAt: now,
    });
    await signInAsAdmin(page, `/admin/brands/${yardId}?application=${id}`);
    const detail = page.getByRole('dialog', { name: '鈴木 一郎さんの申込' });
    await detail.getByRole('button', { name: '解約を確定する' }).click();
    await detail.getByRole('button', { name: /で解約を確定する$/ }).click();
    await detail.getByText(/^解約手続き済み：解約日/).waitFor();
    const confirmed = await waitForMail({
      to: user.email,
      subject: '解約日確定のお知らせ',
      timeoutMs: timeout,
    });
    expect(confirmed.text).toContain(`解約日：${formatCalendarDate(endDate)}`);

    // The member page: what was sent to them and the staff notices about their application.
    await page.goto(`${chromium.base}/admin/brands/${yardId}/users/${user.uid}`);
    const log = page.getByRole('region', { name: '送信したメール' });
    for (const label of [
      'ご契約完了',
      '解約のお申し出受付',
      '解約のお申し出（スタッフ宛て）',
      '解約日の確定',
    ]) {
      await log.getByRole('listitem').filter({ hasText: label }).first().waitFor({ timeout });
    }
    // The first bill came with the contract mail: no ご請求 of its own (its trigger ran long
    // before the 解約 steps above).
    expect((await db.doc(`mail/bill-issued_${billId}_issued`).get()).exists).toBe(false);
    // A message about their bill that the SMTP server never took: エラー, then 再送.
    await failThenResend(
      page,
      {
        id: `bill-issued_${billId}_failed`,
        to: user.email,
        subject: `【${yard.data.name}】会員ページの再送テスト`,
        brandId: yardId,
        kind: 'bill-issued',
        uid: user.uid,
      },
      { type: 'bill', id: billId },
      'member-log',
    );
  });
});

/** The last day of the month `months` after this one in Japan, 'YYYY-MM-DD'. */
function lastDayOfMonthAfter(months: number): string {
  const [year, month] = dayInJapan().split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 1 + months + 1, 0)).toISOString().slice(0, 10);
}
