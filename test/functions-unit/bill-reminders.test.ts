/**
 * 督促 a person would send (issue 37, item 8): one mail per customer listing all their overdue
 * bills, the first step sent even when it is late, each step once; what 今すぐ送る shows staff
 * before sending is what goes out.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import {
  billOf,
  planBrandReminders,
  sendBillMail,
  sendDueBillReminders,
} from '../../functions/src/messages/bill-mails.js';
import { readBrandForMail } from '../../functions/src/messages/brand-mail.js';
import { dueReminders } from '#shared/billing/reminder-plan.js';
import { unitFirestore } from './support/firestore.js';

const settings = { reminderFirstAfterDays: 1, reminderEveryDays: 7, reminderMax: 3 };
const bill = (id: string, uid: string, dueDate: string, balance = 8800) => ({
  id,
  uid,
  dueDate,
  balance,
});

describe('dueReminders', () => {
  it('a bill first seen long overdue gets its first step, not the third', () => {
    expect(
      dueReminders({
        bills: [bill('b1', 'u1', '2026-11-27')],
        sent: new Map(),
        today: '2026-12-30',
        settings,
      }),
    ).toEqual([{ uid: 'u1', bills: [{ billId: 'b1', step: 1 }] }]);
  });

  it('the next step waits its days after the step before went out, and stops at the last', () => {
    const sentOn = (on: string) => new Map([['b1', [{ step: 1, on }]]]);
    const at = (today: string, sent = sentOn('2026-12-30')) =>
      dueReminders({ bills: [bill('b1', 'u1', '2026-11-27')], sent, today, settings });
    expect(at('2026-12-31')).toEqual([]);
    expect(at('2027-01-06')).toEqual([{ uid: 'u1', bills: [{ billId: 'b1', step: 2 }] }]);
    const allSent = new Map([
      [
        'b1',
        [
          { step: 1, on: '2026-11-28' },
          { step: 2, on: '2026-12-05' },
          { step: 3, on: '2026-12-12' },
        ],
      ],
    ]);
    expect(at('2027-02-01', allSent)).toEqual([]);
  });

  it('one reminder per customer with all their bills due a step, oldest first; nothing for what is paid', () => {
    expect(
      dueReminders({
        bills: [
          bill('dec', 'u1', '2026-12-28'),
          bill('nov', 'u1', '2026-11-27'),
          bill('other', 'u2', '2026-12-28'),
          bill('paid', 'u3', '2026-11-27', 0),
          bill('notYet', 'u4', '2026-12-30'),
        ],
        sent: new Map(),
        today: '2026-12-30',
        settings,
      }),
    ).toEqual([
      {
        uid: 'u1',
        bills: [
          { billId: 'nov', step: 1 },
          { billId: 'dec', step: 1 },
        ],
      },
      { uid: 'u2', bills: [{ billId: 'other', step: 1 }] },
    ]);
  });
});

const run = Date.now().toString(36);
let counter = 0;

/** A customer with two overdue bills (two spaces) and another with one. */
async function brandWithOverdueBills(db: Firestore) {
  counter += 1;
  const brandId = `remind-${run}-${counter}`;
  const brand = db.doc(`brands/${brandId}`);
  await brand.set({ name: '督促テスト', contact: { email: 'staff@example.com' } });
  const application = (id: string, uid: string, name: string) =>
    brand
      .collection('applications')
      .doc(id)
      .set({ uid, name, email: `${uid}@example.com`, status: 'contracted' });
  await application('A1', 'yamada', '山田 太郎');
  await application('A2', 'yamada', '山田 太郎');
  await application('A3', 'sato', '佐藤 花子');
  const unpaid = (id: string, applicationId: string, uid: string, dueDate: string, paid = 0) =>
    brand
      .collection('bills')
      .doc(id)
      .set({
        uid,
        applicationId,
        period: dueDate.slice(0, 7),
        description: `${Number(dueDate.slice(5, 7))}月分 利用料・管理費`,
        amount: 8800,
        status: 'unpaid',
        dueDate,
        payments: {},
        paidAmount: paid,
        writeOff: null,
        createdAt: Timestamp.now(),
      });
  await unpaid('A1_2026-11', 'A1', 'yamada', '2026-11-27');
  await unpaid('A2_2026-11', 'A2', 'yamada', '2026-11-27', 3000);
  await unpaid('A3_2026-11', 'A3', 'sato', '2026-11-27');
  return { brandId, brand };
}

describe('the 督促 sweep', { timeout: 30_000 }, () => {
  it('sends one mail per customer listing their bills, as 今すぐ送る previewed; again the same day, nothing', async () => {
    process.env.MAIL_FROM = '"スペースナビ" <no-reply@spacenavi.example>';
    const db = unitFirestore();
    const { brandId, brand } = await brandWithOverdueBills(db);
    const preview = await planBrandReminders(db, brandId, '2026-12-08');
    expect(
      preview.map((m) => [m.name, m.email, m.bills.map((b) => [b.id, b.step]), m.total]),
    ).toEqual([
      [
        '山田 太郎',
        'yamada@example.com',
        [
          ['A1_2026-11', 1],
          ['A2_2026-11', 1],
        ],
        14_600,
      ],
      ['佐藤 花子', 'sato@example.com', [['A3_2026-11', 1]], 8800],
    ]);
    const sweep = () =>
      sendDueBillReminders(db, { today: '2026-12-08', brandId, trigger: 'cli', by: null });
    expect(await sweep()).toBe(2);
    expect(await sweep()).toBe(0);
    const mails = await db.collection('mail').where('brandId', '==', brandId).get();
    const yamada = mails.docs.find((d) => d.get('to') === 'yamada@example.com')!;
    const text = String(yamada.get('message.text'));
    expect(text).toContain('山田 太郎 様');
    expect(text).toContain(
      '・11月分 利用料・管理費\n\u3000お支払い期限 2026年11月27日（金）\u3000お支払い残高 8,800円',
    );
    expect(text).toContain(
      'お支払い残高 5,800円（ご請求額 8,800円 のうち 3,000円 のご入金を確認しています）',
    );
    expect(text).toContain('お支払い残高の合計：14,600円');
    expect(text).toContain('至急お支払いをお願いいたします。');
    expect(mails.size).toBe(2);
    const steps = await brand.collection('billReminders').get();
    expect(steps.docs.map((d) => [d.id, d.get('steps')])).toEqual(
      expect.arrayContaining([['A1_2026-11', { '1': '2026-12-08' }]]),
    );
    const recorded = await brand.collection('jobRuns').where('job', '==', 'reminders').get();
    expect(recorded.docs.map((d) => d.get('summary'))).toEqual(
      expect.arrayContaining([
        '2通の督促メールを送信（請求3件）',
        '送る督促メールはありませんでした',
      ]),
    );
  });
});

describe('a bill the bank is to debit (issue 37, item 4)', { timeout: 30_000 }, () => {
  it('gets no 督促 while its result is not back, and its mails say the debit, not a 振込', async () => {
    process.env.MAIL_FROM = '"スペースナビ" <no-reply@spacenavi.example>';
    const db = unitFirestore();
    const { brandId, brand } = await brandWithOverdueBills(db);
    await brand.collection('debitAccounts').doc('sato').set({
      uid: 'sato',
      bankCode: '0001',
      bankName: 'みずほ銀行',
      branchCode: '135',
      branchName: '渋谷支店',
      accountType: 'ordinary',
      accountNumber: '1234567',
      status: 'confirmed',
    });
    const item = brand.collection('debitItems').doc('A3_2026-11');
    await item.set({
      requestId: 'r1',
      debitDate: '2026-12-28',
      uid: 'sato',
      amount: 8800,
      bankCode: '0001',
      bankKana: 'ﾐｽﾞﾎ',
      branchCode: '135',
      branchKana: 'ｼﾌﾞﾔ',
      accountType: 'ordinary',
      accountNumber: '1234567',
      result: null,
    });
    const planned = await planBrandReminders(db, brandId, '2026-12-08');
    expect(planned.map((m) => m.email)).toEqual(['yamada@example.com']);

    const bill = billOf(
      'A3_2026-11',
      (await brand.collection('bills').doc('A3_2026-11').get()).data()!,
    );
    const brandForMail = (await readBrandForMail(db, brandId))!;
    await sendBillMail(db, brandForMail, bill, 'bill-issued', 'issued');
    const issued = await db
      .collection('mail')
      .where('brandId', '==', brandId)
      .where('to', '==', 'sato@example.com')
      .get();
    const text = String(issued.docs[0]?.get('message.text'));
    expect(text).toContain(
      '12月28日（月）にご指定の口座（みずほ銀行 渋谷支店 普通 ****567）から引き落とします。お振込みは不要です。',
    );
    expect(text).not.toContain('振込先');

    // 資金不足: the result is back, the bill is overdue as any other and asked for.
    await item.update({ result: { code: '1' } });
    const after = await planBrandReminders(db, brandId, '2026-12-29');
    expect(after.map((m) => m.email)).toEqual(['yamada@example.com', 'sato@example.com']);
  });
});
