/**
 * Issue 37, items 7 and 9, on the server against the offline Firestore: a month that has
 * contracts but no bills is found and made before the next (oldest first, so a 預り金 goes to its
 * own month), and a contract ended at once gets the final bill its end dialog promised.
 */
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { findUnbilledMonths } from '../../functions/src/jobs/find-unbilled-months.js';
import { billOf, sendBillMail } from '../../functions/src/messages/bill-mails.js';
import { readBrandForMail } from '../../functions/src/messages/brand-mail.js';
import { runMonthBills } from '../../functions/src/jobs/month-bills.js';
import { runDueMonthBills } from '../../functions/src/jobs/run-due-month-bills.js';
import { finalBillOf } from '../../src/features/billing/final-bill.js';
import { unbilledMonths } from '#shared/billing/unbilled-months.js';
import { unitFirestore } from './support/firestore.js';

const run = Date.now().toString(36);
let counter = 0;
const at = (local: string) => Timestamp.fromDate(new Date(`${local}+09:00`));

const terms = {
  startDate: '2026-10-01',
  monthlyFee: 8000,
  adminFee: 800,
  handlingFee: 0,
  guaranteeFee: 0,
  keyFee: 0,
  dueDay: 27,
  confirmedBy: 'staff',
  confirmedAt: at('2026-09-20T10:00:00'),
};

/**
 * A brand with one contract from October (its October bill made with the contract, November's by
 * the run), and December's run never made: `extra` changes the application.
 */
async function brandMissingDecember(db: Firestore, extra: Record<string, unknown> = {}) {
  counter += 1;
  const brandId = `catch-up-${run}-${counter}`;
  const brand = db.doc(`brands/${brandId}`);
  await brand.set({ name: '抜け月テスト', contact: { email: 'staff@example.com' } });
  await brand.collection('assets').doc('A1').set({ name: '南倉庫' });
  await brand
    .collection('assets')
    .doc('A1')
    .collection('spaces')
    .doc('S1')
    .set({ label: 'S-1', monthlyFee: 8000, adminFee: 800 });
  await brand
    .collection('applications')
    .doc('App1')
    .set({
      uid: 'yamada',
      name: '山田 太郎',
      email: 'yamada@example.com',
      assetId: 'A1',
      spaceId: 'S1',
      status: 'contracted',
      startDate: '2026-10-01',
      contract: terms,
      terminationRequest: null,
      history: { '0': { to: 'submitted', at: at('2026-09-10T10:00:00') } },
      createdAt: at('2026-09-10T10:00:00'),
      updatedAt: at('2026-09-20T10:00:00'),
      ...extra,
    });
  for (const period of ['2026-10', '2026-11'])
    await runMonthBills(db, { brandId, period, today: `${period}-01`, trigger: 'cli', by: null });
  return { brandId, brand };
}

const billIds = async (db: Firestore, brandId: string) =>
  (await db.collection(`brands/${brandId}/bills`).get()).docs.map((d) => d.id).sort();

describe('unbilledMonths (the one rule the panel and the catch-up share)', () => {
  it('names each month since the first contract that has contracts and no bills, oldest first', () => {
    const contracts = [
      { startDate: '2026-09-15', endDate: null },
      { startDate: '2026-11-01', endDate: '2026-11-30' },
    ];
    const counts = new Map([
      ['2026-09', 1],
      ['2026-10', 0],
      ['2026-11', 2],
      ['2026-12', 0],
    ]);
    expect(unbilledMonths({ contracts, through: '2026-12', billCounts: counts })).toEqual([
      { period: '2026-10', contracts: 1 },
      { period: '2026-12', contracts: 1 },
    ]);
    // A month without a contract is no gap; no contracts at all, nothing to look at.
    expect(
      unbilledMonths({
        contracts: [{ startDate: '2026-12-20', endDate: null }],
        through: '2026-12',
        billCounts: new Map([['2026-12', 1]]),
      }),
    ).toEqual([]);
    expect(unbilledMonths({ contracts: [], through: '2026-12', billCounts: new Map() })).toEqual(
      [],
    );
  });
});

describe('the month job catches up a missing month (item 7)', { timeout: 30_000 }, () => {
  it('finds December missing on 12/08 and makes it, not January before the 請求作成日; again, nothing', async () => {
    const db = unitFirestore();
    const { brandId } = await brandMissingDecember(db);
    expect(await findUnbilledMonths(db, brandId, '2026-12-08')).toEqual([
      { period: '2026-12', contracts: 1 },
    ]);
    const runs = await runDueMonthBills(db, { brandId, today: '2026-12-08', trigger: 'schedule' });
    expect(runs.map((r) => [r.period, r.created])).toEqual([['2026-12', 1]]);
    expect(await billIds(db, brandId)).toEqual(['App1_2026-10', 'App1_2026-11', 'App1_2026-12']);
    expect(await findUnbilledMonths(db, brandId, '2026-12-08')).toEqual([]);
    expect(
      await runDueMonthBills(db, { brandId, today: '2026-12-09', trigger: 'schedule' }),
    ).toEqual([]);
  });

  it('on the 請求作成日 makes December, then January: the 預り金 goes to December', async () => {
    const db = unitFirestore();
    const { brandId, brand } = await brandMissingDecember(db);
    await brand
      .collection('credits')
      .doc('yamada')
      .set({
        uid: 'yamada',
        balance: 500,
        history: {
          '0': {
            action: 'excess',
            amount: 500,
            billId: 'App1_2026-11',
            by: 'staff',
            at: at('2026-11-25T10:00:00'),
            note: '',
          },
        },
        updatedAt: at('2026-11-25T10:00:00'),
      });
    const runs = await runDueMonthBills(db, { brandId, today: '2026-12-21', trigger: 'schedule' });
    expect(runs.map((r) => [r.period, r.created, r.creditApplied])).toEqual([
      ['2026-12', 1, 1],
      ['2027-01', 1, 0],
    ]);
    const december = (await brand.collection('bills').doc('App1_2026-12').get()).data()!;
    expect(december['paidAmount']).toBe(500);
    // The bill is born with the 預り金 used (one write), so ご請求 states the one amount to pay.
    expect(
      Object.values(december['history'] as object).map((e: { action: string }) => e.action),
    ).toEqual(['created', 'paid']);
    process.env.MAIL_FROM = '"スペースナビ" <no-reply@spacenavi.example>';
    const mailBrand = (await readBrandForMail(db, brandId))!;
    await sendBillMail(db, mailBrand, billOf('App1_2026-12', december), 'bill-issued', 'issued');
    const issued = await db.doc('mail/bill-issued_App1_2026-12_issued').get();
    expect(issued.get('message.text')).toContain('お支払い額（税込）：8,300円');
    expect(issued.get('message.text')).toContain(
      '（ご請求額 8,800円 のうち 500円 は預り金から充当しました）',
    );
    const january = (await brand.collection('bills').doc('App1_2027-01').get()).data()!;
    expect(january['paidAmount']).toBe(0);
    const recorded = await brand.collection('jobRuns').orderBy('startedAt').get();
    expect(recorded.docs.map((d) => [d.get('period'), d.get('trigger')])).toEqual([
      ['2026-10', 'cli'],
      ['2026-11', 'cli'],
      ['2026-12', 'schedule'],
      ['2027-01', 'schedule'],
    ]);
  });
});

describe(
  'a contract ended at once gets the final bill its dialog promised (item 9)',
  { timeout: 30_000 },
  () => {
    /** The application ended by staff on 12/08 (their 契約を終了する), December not billed yet. */
    const endedAtOnce = (extra: Record<string, unknown> = {}) => ({
      status: 'ended',
      history: {
        '0': { to: 'submitted', at: at('2026-09-10T10:00:00') },
        '1': { from: 'contracted', to: 'ended', by: 'staff', at: at('2026-12-08T15:30:00') },
      },
      updatedAt: at('2026-12-08T15:30:00'),
      ...extra,
    });

    it('the December run bills it as quoted (日割り to 12/08 under a 日割り rule), January nothing', async () => {
      const db = unitFirestore();
      const { brandId, brand } = await brandMissingDecember(db);
      await brand.collection('settings').doc('termination').set({ lastMonthProrated: true });
      await brand.collection('applications').doc('App1').update(endedAtOnce());
      // What the end dialog showed on 12/08: endDate today, no December bill yet.
      const quoted = finalBillOf({
        application: {
          id: 'App1',
          uid: 'yamada',
          spaceId: 'S1',
          startDate: '2026-10-01',
          contract: terms,
          terminationRequest: null,
        },
        endDate: '2026-12-08',
        rule: { lastMonthProrated: true },
        space: null,
        bills: [],
        today: '2026-12-08',
      })!;
      expect(quoted).toMatchObject({ period: '2026-12', billed: false, amount: 2270 });

      expect(await findUnbilledMonths(db, brandId, '2026-12-08')).toEqual([
        { period: '2026-12', contracts: 1 },
      ]);
      await runDueMonthBills(db, { brandId, today: '2026-12-08', trigger: 'schedule' });
      const december = (await brand.collection('bills').doc('App1_2026-12').get()).data()!;
      expect(december['lines']).toEqual(quoted.lines);
      expect(december['amount']).toBe(quoted.amount);
      expect(december['dueDate']).toBe(quoted.dueDate);

      const january = await runMonthBills(db, {
        brandId,
        period: '2027-01',
        today: '2026-12-21',
        trigger: 'schedule',
        by: null,
      });
      expect(january.created).toBe(0);
      expect(await billIds(db, brandId)).toEqual(['App1_2026-10', 'App1_2026-11', 'App1_2026-12']);
    });

    it('a later 解約希望日 still waiting does not bill past the day it was ended', async () => {
      const db = unitFirestore();
      const { brandId, brand } = await brandMissingDecember(db);
      await brand
        .collection('applications')
        .doc('App1')
        .update(
          endedAtOnce({
            terminationRequest: { endDate: '2027-02-28', requestedAt: at('2026-12-01T09:00:00') },
          }),
        );
      await runDueMonthBills(db, { brandId, today: '2026-12-21', trigger: 'schedule' });
      // December in full (the brand bills whole months), nothing after the contract ended.
      expect(await billIds(db, brandId)).toEqual(['App1_2026-10', 'App1_2026-11', 'App1_2026-12']);
      const december = (await brand.collection('bills').doc('App1_2026-12').get()).data()!;
      expect(december['amount']).toBe(8800);
    });

    it('when the month was billed already, ending adds nothing (what the dialog then says)', async () => {
      const db = unitFirestore();
      const { brandId, brand } = await brandMissingDecember(db);
      await runMonthBills(db, {
        brandId,
        period: '2026-12',
        today: '2026-11-20',
        trigger: 'schedule',
        by: null,
      });
      await brand.collection('applications').doc('App1').update(endedAtOnce());
      const again = await runMonthBills(db, {
        brandId,
        period: '2026-12',
        today: '2026-12-08',
        trigger: 'schedule',
        by: null,
      });
      expect(again).toMatchObject({ created: 0, existing: 1 });
    });
  },
);
