import { createServer } from 'node:net';
import { FieldValue } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { adminFirestore } from './support/admin-firestore.js';
import { callStaffFunction } from './support/call-staff-function.js';
import { messagesTo, waitForMail } from './support/mail-inbox.js';

// The domain triggers of functions/src/messages in the stack: a document written as the app
// writes it → the offline Firestore's event → the trigger → mail/{id} → sendMail → this run's
// MailDev inbox. Each test makes its own documents under the box-yard brand (whose staff
// address is its 問い合わせ先, contact@box-yard.example.com).
const run = Date.now().toString(36);
const address = (name: string): string => `${name}-${run}@example.com`;
const brandId = 'box-yard';
const staffAddress = 'contact@box-yard.example.com';
const now = FieldValue.serverTimestamp();
// The first event of each trigger cold-starts its function in the emulator (slow on a busy machine).
const timeoutMs = 90_000;

function application(id: string, email: string, name: string) {
  return {
    uid: `uid-${id}`,
    assetId: 'BY-MSG',
    spaceId: 'C-01',
    name,
    kana: 'ヤマダ ハナコ',
    email,
    phone: '090-1234-5678',
    postalCode: '150-0001',
    prefecture: '東京都',
    city: '渋谷区',
    addressLine: '神宮前1-1-1',
    birthDate: '1990-05-05',
    startDate: '2026-12-01',
    termsVersion: 1,
    status: 'submitted',
    identityDocumentPath: null,
    history: { '0': { at: new Date(), by: `uid-${id}`, from: null, to: 'submitted' } },
    terminationRequest: null,
    createdAt: now,
    updatedAt: now,
  };
}

/** How many messages to `to` have a subject containing `subject`. */
async function countMail(to: string, subject: string): Promise<number> {
  return (await messagesTo(to)).filter((message) => message.subject.includes(subject)).length;
}

describe('messages: what the platform sends', { timeout: 180_000 }, () => {
  it('an お問い合わせ mails the visitor and the brand; a staff reply reaches the visitor', async () => {
    const db = adminFirestore();
    const visitor = address('contact');
    const name = `問合 ${run}`;
    const contact = await db.collection(`brands/${brandId}/contacts`).add({
      name,
      email: visitor,
      category: 'space',
      message: 'コンテナにバイクは入りますか？',
      status: 'new',
      createdAt: now,
      updatedAt: now,
    });
    const received = await waitForMail({
      to: visitor,
      subject: 'お問い合わせを受け付けました',
      timeoutMs,
    });
    expect(received.subject).toBe('【ボックスヤード】お問い合わせを受け付けました');
    expect(received.text).toContain('コンテナにバイクは入りますか？');
    expect(received.from[0]?.name).toBe('ボックスヤード');
    const staff = await waitForMail({ to: staffAddress, subject: name, timeoutMs });
    expect(staff.text).toContain(`/admin/brands/${brandId}/contacts/${contact.id}`);

    await contact.collection('thread').add({
      kind: 'reply',
      body: '250ccまでのバイクが入ります。',
      by: 'demo-admin',
      byName: '佐藤 美咲',
      createdAt: now,
    });
    const answer = await waitForMail({ to: visitor, subject: 'お問い合わせへのご回答', timeoutMs });
    expect(answer.text).toContain('250ccまでのバイクが入ります。');
  });

  it('an application mails 申込受付; a rejection carries the reason staff typed', async () => {
    const db = adminFirestore();
    const customer = address('applicant');
    const ref = db.collection(`brands/${brandId}/applications`).doc(`MsgApp${run}`);
    await ref.set(application(ref.id, customer, '山田 花子'));
    const receipt = await waitForMail({
      to: customer,
      subject: 'お申し込みを受け付けました',
      timeoutMs,
    });
    expect(receipt.text).toContain('今後の流れ');
    expect(receipt.text).toMatch(/受付番号：\S+-\S+/);

    const reason = `本人確認書類の住所がお申し込みと異なるため ${run}`;
    await ref.update({
      status: 'rejected',
      'history.1': { at: new Date(), by: 'demo-admin', from: 'submitted', to: 'rejected', reason },
      updatedAt: now,
    });
    const result = await waitForMail({ to: customer, subject: '審査結果のお知らせ', timeoutMs });
    expect(result.text).toContain(`理由：${reason}`);
  });

  it('an overdue bill gets one reminder, even when the sweep runs twice at once', async () => {
    const db = adminFirestore();
    const customer = address('bill');
    const app = db.collection(`brands/${brandId}/applications`).doc(`MsgBill${run}`);
    // Imported history (a past createdAt): the triggers send no 申込受付 for it.
    await app.set({
      ...application(app.id, customer, '請求 太郎'),
      createdAt: new Date('2026-01-01'),
    });
    const bill = db.doc(`brands/${brandId}/bills/${app.id}_2026-10`);
    await bill.set({
      uid: `uid-${app.id}`,
      applicationId: app.id,
      period: '2026-10',
      amount: 8800,
      description: '2026年10月分 利用料・管理費',
      status: 'unpaid',
      dueDate: '2026-10-27',
      payments: {},
      paidAmount: 0,
      writeOff: null,
      createdAt: new Date('2026-10-01'),
      updatedAt: new Date('2026-10-01'),
    });
    await Promise.all([
      callStaffFunction('sendBillReminders', { brandId }),
      callStaffFunction('sendBillReminders', { brandId }),
    ]);
    await callStaffFunction('sendBillReminders', { brandId });
    await waitForMail({ to: customer, subject: 'お支払い期限を過ぎたご請求があります', timeoutMs });
    // One message per customer and steps asked for: the concurrent runs found it already queued.
    const reminders = await db
      .collection('mail')
      .where('uid', '==', `uid-${app.id}`)
      .where('kind', '==', 'bill-reminder')
      .get();
    expect(reminders.size).toBe(1);
    expect(await countMail(customer, 'お支払い期限を過ぎた')).toBe(1);

    // A part payment: 入金確認 with the rest still due.
    const payment = (amount: number, date: string) => ({
      amount,
      excess: 0,
      date,
      method: 'transfer',
      note: '',
      line: null,
      recordedBy: 'demo-admin',
      recordedAt: now,
      reversal: null,
    });
    await bill.update({
      paidAmount: 5000,
      'payments.0': payment(5000, '2026-11-20'),
      updatedAt: now,
    });
    const part = await waitForMail({ to: customer, subject: 'ご入金を確認しました', timeoutMs });
    expect(part.text).toContain('入金額：5,000円');
    // The due date has passed: the rest is asked for at once, not by a day already gone.
    expect(part.text).toContain(
      '残額 3,800円 は、お支払い期限（2026年10月27日（火））を過ぎています。至急お支払いください。',
    );
    // The rest, paid: a second 入金確認 (one per payment), saying it is done.
    await bill.update({
      status: 'paid',
      paidAmount: 8800,
      'payments.1': payment(3800, '2026-11-25'),
      updatedAt: now,
    });
    const deadline = Date.now() + timeoutMs;
    while ((await countMail(customer, 'ご入金を確認しました')) < 2) {
      if (Date.now() > deadline) throw new Error('the second 入金確認 never arrived');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const done = (await messagesTo(customer)).find((message) =>
      message.text?.includes('入金額：3,800円'),
    );
    expect(done?.text).toContain('これでお支払いは完了です。');
    const received = await db
      .collection('mail')
      .where('about.id', '==', bill.id)
      .where('kind', '==', 'payment-received')
      .get();
    expect(received.docs.map((entry) => entry.id).sort()).toEqual([
      `payment-received_${bill.id}_payment-0`,
      `payment-received_${bill.id}_payment-1`,
    ]);
  });

  it('a message that failed over SMTP is sent after a staff resend', async () => {
    const db = adminFirestore();
    const to = address('resend');
    const port = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const { port: taken } = server.address() as { port: number };
        server.close(() => resolve(taken));
      });
    });
    // A message pointed at a closed port from the start (emulatorSmtpUri, emulator only).
    const failing = db.doc(`mail/contact-received_resendfail${run}_received`);
    await failing.set({
      to,
      message: { subject: `再送テスト（失敗） ${run}`, text: '本文' },
      brandId,
      kind: 'contact-received',
      about: { type: 'contact', id: `resendfail${run}` },
      uid: null,
      createdAt: now,
      emulatorSmtpUri: `smtp://127.0.0.1:${port}`,
    });
    const deadline = Date.now() + timeoutMs;
    while ((await failing.get()).get('delivery.state') !== 'ERROR') {
      if (Date.now() > deadline) throw new Error('the failing message never ended as ERROR');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(await callStaffFunction('resendMail', { mailId: failing.id })).toEqual({ queued: true });
    await waitForMail({ to, subject: `再送テスト（失敗） ${run}` });
    expect((await failing.get()).get('delivery.state')).toBe('SUCCESS');
  });
});
