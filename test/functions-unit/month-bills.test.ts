/**
 * The month's bills and the 督促 sweep as the server runs them (functions/src/jobs), against the
 * offline Firestore with the Admin SDK: each contract's bill once however often the job runs
 * (also two runs at once, and a run stopped half-way then run again), from the contract's terms,
 * ending with a confirmed 解約; a customer's 預り金 used for their new bill; every run recorded;
 * reminders by the brand's steps, each step once.
 */
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { runMonthBills } from '../../functions/src/jobs/month-bills.js';
import { sendDueBillReminders } from '../../functions/src/messages/bill-mails.js';
import { billSchema } from '#shared/model/bill.js';
import { nextBillRunDay, nextPeriodOf, reminderStep } from '#shared/model/collection-settings.js';
import { unitFirestore } from './support/firestore.js';

const run = Date.now().toString(36);
let counter = 0;
const t0 = Timestamp.fromDate(new Date('2026-03-20T00:00:00Z'));

/** A brand with two contracts: alice on her terms (¥5,000 + ¥500, due the 10th) and carol on the space's price. */
async function brandWithContracts(db: Firestore) {
  counter += 1;
  const brandId = `jobs-${run}-${counter}`;
  const brand = db.doc(`brands/${brandId}`);
  await brand.set({
    name: 'テストブランド',
    contact: { email: 'staff@example.com', phone: '03-0000-0000' },
  });
  await brand.collection('assets').doc('A1').set({ name: 'テスト倉庫' });
  await brand
    .collection('assets')
    .doc('A1')
    .collection('spaces')
    .doc('S1')
    .set({ label: 'S-1', monthlyFee: 7000, adminFee: 1000 });
  await brand
    .collection('assets')
    .doc('A1')
    .collection('spaces')
    .doc('S2')
    .set({ label: 'S-2', monthlyFee: 6000, adminFee: 600 });
  const application = (uid: string, spaceId: string, extra: Record<string, unknown>) => ({
    uid,
    assetId: 'A1',
    spaceId,
    status: 'contracted',
    startDate: '2026-04-01',
    email: `${uid}@example.com`,
    name: `${uid} さん`,
    createdAt: t0,
    ...extra,
  });
  await brand
    .collection('applications')
    .doc('AppAlice')
    .set(
      application('alice', 'S1', {
        contract: {
          startDate: '2026-04-01',
          monthlyFee: 5000,
          adminFee: 500,
          handlingFee: 0,
          guaranteeFee: 0,
          keyFee: 0,
          dueDay: 10,
          confirmedBy: 'staff',
          confirmedAt: t0,
        },
      }),
    );
  await brand
    .collection('applications')
    .doc('AppCarol')
    .set(application('carol', 'S2', {}));
  return { brandId, brand };
}

const input = (brandId: string, period = '2026-05') => ({
  brandId,
  period,
  today: '2026-04-20',
  trigger: 'cli' as const,
  by: null,
});

async function monthBills(db: Firestore, brandId: string, period: string) {
  const bills = await db.collection(`brands/${brandId}/bills`).where('period', '==', period).get();
  return bills.docs.map((d): Record<string, unknown> & { id: string } => ({
    id: d.id,
    ...d.data(),
  }));
}

describe('runMonthBills (the month job)', () => {
  it('makes one bill per contract from its terms, and nothing when run again; each run is recorded', async () => {
    const db = unitFirestore();
    const { brandId } = await brandWithContracts(db);
    const first = await runMonthBills(db, input(brandId));
    expect(first).toMatchObject({ outcome: 'ok', created: 2, existing: 0, skipped: [] });
    expect(first.summary).toBe('2026年5月分：2件作成');
    const bills = await monthBills(db, brandId, '2026-05');
    const alice = bills.find((b) => b['applicationId'] === 'AppAlice')!;
    expect(alice).toMatchObject({
      id: 'AppAlice_2026-05',
      amount: 5500,
      status: 'unpaid',
      // dueDay 10: Sunday 2026-05-10 moves to the next bank business day.
      dueDate: '2026-05-11',
      paidAmount: 0,
      payments: {},
      writeOff: null,
    });
    expect(bills.find((b) => b['applicationId'] === 'AppCarol')).toMatchObject({
      amount: 6600,
      dueDate: '2026-05-27',
    });
    // What the job wrote reads through the app's schema.
    const raw = alice as unknown as Record<string, unknown> & {
      id: string;
      history: Record<string, { at: Timestamp }>;
    };
    const { id: _id, ...stored } = raw;
    const parsed = billSchema.safeParse({
      ...stored,
      history: { '0': { ...raw.history['0'], at: raw.history['0']!.at.toDate() } },
      createdAt: (raw['createdAt'] as Timestamp).toDate(),
      updatedAt: (raw['updatedAt'] as Timestamp).toDate(),
    });
    expect(parsed.success ? null : parsed.error.issues).toBeNull();
    expect(raw.history['0']).toMatchObject({ action: 'created', by: 'system', amount: 5500 });

    const second = await runMonthBills(db, input(brandId));
    expect(second).toMatchObject({ outcome: 'ok', created: 0, existing: 2 });
    expect(await monthBills(db, brandId, '2026-05')).toHaveLength(2);
    const runs = await db
      .collection(`brands/${brandId}/jobRuns`)
      .where('job', '==', 'month-bills')
      .get();
    expect(runs.docs.map((d) => d.get('created')).sort()).toEqual([0, 2]);
    expect(runs.docs.every((d) => d.get('finishedAt') instanceof Timestamp)).toBe(true);
  });

  it(
    'completes a month a run stopped half-way, and two runs at once make each bill once',
    { timeout: 120_000 },
    async () => {
      const db = unitFirestore();
      const { brandId } = await brandWithContracts(db);
      // The first run got as far as alice's bill, then stopped (a crash): only that bill exists.
      await runMonthBills(db, input(brandId));
      await db.doc(`brands/${brandId}/bills/AppCarol_2026-05`).delete();
      const again = await runMonthBills(db, input(brandId));
      expect(again).toMatchObject({ created: 1, existing: 1 });
      const june = await Promise.all([
        runMonthBills(db, input(brandId, '2026-06')),
        runMonthBills(db, input(brandId, '2026-06')),
      ]);
      expect(june.reduce((sum, r) => sum + r.created, 0)).toBe(2);
      expect(await monthBills(db, brandId, '2026-06')).toHaveLength(2);
    },
  );

  it('stops billing after a 解約 staff confirmed, not one only asked for', async () => {
    const db = unitFirestore();
    const { brandId, brand } = await brandWithContracts(db);
    await brand
      .collection('applications')
      .doc('AppCarol')
      .update({
        terminationRequest: { endDate: '2026-06-30', requestedAt: t0 },
      });
    expect(await runMonthBills(db, input(brandId, '2026-07'))).toMatchObject({ created: 2 });
    await brand
      .collection('applications')
      .doc('AppCarol')
      .update({
        terminationRequest: {
          endDate: '2026-06-30',
          requestedAt: t0,
          confirmedAt: t0,
          confirmedBy: 'staff',
        },
      });
    const august = await runMonthBills(db, input(brandId, '2026-08'));
    expect(august.created).toBe(1);
    expect(august.skipped).toEqual([{ id: 'AppCarol', reason: '解約日がこの月より前のため' }]);
    expect(august.summary).toBe('2026年8月分：1件作成（1件は対象外）');
  });

  it("uses a customer's 預り金 for their new bill", async () => {
    const db = unitFirestore();
    const { brandId, brand } = await brandWithContracts(db);
    await brand
      .collection('credits')
      .doc('alice')
      .set({
        uid: 'alice',
        balance: 600,
        history: {
          '0': {
            action: 'excess',
            amount: 600,
            billId: 'AppAlice_2026-04',
            by: 'staff',
            at: t0,
            note: '',
          },
        },
        updatedAt: t0,
      });
    const result = await runMonthBills(db, input(brandId));
    expect(result).toMatchObject({ created: 2, creditApplied: 1 });
    const bill = (await db.doc(`brands/${brandId}/bills/AppAlice_2026-05`).get()).data()!;
    expect(bill).toMatchObject({ status: 'unpaid', paidAmount: 600 });
    expect(bill['payments']['0']).toMatchObject({
      amount: 600,
      method: 'balance',
      date: '2026-04-20',
      recordedBy: 'system',
    });
    const credit = (await brand.collection('credits').doc('alice').get()).data()!;
    expect(credit['balance']).toBe(0);
    expect(credit['history']['1']).toMatchObject({
      action: 'applied',
      amount: 600,
      billId: 'AppAlice_2026-05',
    });
    // Run again: the bill exists, the balance is spent: nothing moves.
    expect(await runMonthBills(db, input(brandId))).toMatchObject({ created: 0, creditApplied: 0 });
  });

  it("a staff member's 今すぐ実行: the bills name them, and the 監査ログ has the run with them and its counts", async () => {
    const db = unitFirestore();
    const { brandId } = await brandWithContracts(db);
    const staff = { uid: 'staff-sato', name: '佐藤 美咲' };
    await runMonthBills(db, { ...input(brandId), trigger: 'manual', by: staff });
    const bill = (await db.doc(`brands/${brandId}/bills/AppAlice_2026-05`).get()).data()!;
    expect(bill['history']['0']).toMatchObject({ action: 'created', by: 'staff-sato' });
    const run = (await db.collection(`brands/${brandId}/jobRuns`).get()).docs[0]!;
    expect(run.get('by')).toBe('staff-sato');
    const entries = await db.collection(`auditLogs/${brandId}/entries`).get();
    expect(entries.docs.map((d) => d.data())).toEqual([
      expect.objectContaining({
        action: 'run',
        kind: 'monthBills',
        brandId,
        document: run.ref.path,
        actor: { type: 'staff', uid: 'staff-sato', name: '佐藤 美咲' },
        via: 'month-bills',
        changes: expect.arrayContaining([
          { field: 'created', before: null, after: '2' },
          { field: 'existing', before: null, after: '0' },
          { field: 'summary', before: null, after: '2026年5月分：2件作成' },
        ]),
      }),
    ]);

    // The schedule's run: named as the schedule, not a person.
    await runMonthBills(db, { ...input(brandId, '2026-06'), trigger: 'schedule', by: null });
    const scheduled = await db
      .collection(`auditLogs/${brandId}/entries`)
      .where('actor.type', '==', 'system')
      .get();
    expect(scheduled.docs.map((d) => d.get('actor'))).toEqual([
      { type: 'system', uid: null, name: '自動実行（スケジュール）' },
    ]);
  });

  it('records a failed run with what failed', async () => {
    const db = unitFirestore();
    const { brandId } = await brandWithContracts(db);
    const result = await runMonthBills(db, { ...input(brandId), period: '2026-13' });
    expect(result.outcome).toBe('failed');
    const runs = await db.collection(`brands/${brandId}/jobRuns`).get();
    expect(runs.docs[0]?.get('outcome')).toBe('failed');
  });
});

describe('the 督促 sweep by the brand’s steps', () => {
  it('steps: the first N days after the due date, then every M days, at most K', () => {
    const s = { reminderFirstAfterDays: 3, reminderEveryDays: 5, reminderMax: 2 };
    expect(reminderStep('2026-11-27', '2026-11-29', s)).toBeNull();
    expect(reminderStep('2026-11-27', '2026-11-30', s)).toBe(1);
    expect(reminderStep('2026-11-27', '2026-12-04', s)).toBe(1);
    expect(reminderStep('2026-11-27', '2026-12-05', s)).toBe(2);
    expect(reminderStep('2026-11-27', '2027-03-01', s)).toBe(2);
    expect(nextPeriodOf('2026-12-20')).toBe('2027-01');
    expect(nextBillRunDay('2026-11-28', 20)).toBe('2026-12-20');
    expect(nextBillRunDay('2026-11-20', 20)).toBe('2026-11-20');
  });

  it('sends each step once however often it runs, and records what it sent', async () => {
    process.env.MAIL_FROM = '"スペースナビ" <no-reply@spacenavi.example>';
    const db = unitFirestore();
    const { brandId, brand } = await brandWithContracts(db);
    await brand.collection('settings').doc('collection').set({
      billRunDay: 20,
      reminderFirstAfterDays: 2,
      reminderEveryDays: 10,
      reminderMax: 2,
      updatedAt: t0,
    });
    await brand.collection('bills').doc('AppAlice_2026-10').set({
      uid: 'alice',
      applicationId: 'AppAlice',
      period: '2026-10',
      description: '2026年10月分',
      amount: 5500,
      status: 'unpaid',
      dueDate: '2026-10-27',
      payments: {},
      paidAmount: 0,
      writeOff: null,
    });
    const sweep = (today: string) =>
      sendDueBillReminders(db, { today, brandId, trigger: 'cli', by: null });
    const staffSweep = sendDueBillReminders(db, {
      today: '2026-10-01',
      brandId,
      trigger: 'manual',
      by: { uid: 'staff-sato', name: '佐藤 美咲' },
    });
    expect(await staffSweep).toBe(0);
    const sweepEntries = await db
      .collection(`auditLogs/${brandId}/entries`)
      .where('kind', '==', 'reminders')
      .get();
    expect(sweepEntries.docs.map((d) => d.data())).toEqual([
      expect.objectContaining({
        action: 'run',
        actor: { type: 'staff', uid: 'staff-sato', name: '佐藤 美咲' },
        changes: expect.arrayContaining([{ field: 'sent', before: null, after: '0' }]),
      }),
    ]);
    expect(await sweep('2026-10-28')).toBe(0);
    const failures = async () =>
      (await db.collection(`brands/${brandId}/jobRuns`).get()).docs.flatMap((d) =>
        d.get('failures'),
      );
    expect(await failures()).toEqual([]);
    expect(await sweep('2026-10-29')).toBe(1);
    expect(await Promise.all([sweep('2026-10-30'), sweep('2026-10-30')])).toEqual([0, 0]);
    expect(await sweep('2026-11-08')).toBe(1);
    expect(await sweep('2026-12-30')).toBe(0);
    const runs = await db
      .collection(`brands/${brandId}/jobRuns`)
      .where('job', '==', 'reminders')
      .get();
    const sent = runs.docs.flatMap((d) => d.get('reminders') as { billId: string; step: number }[]);
    expect(sent).toEqual(
      expect.arrayContaining([
        { billId: 'AppAlice_2026-10', step: 1 },
        { billId: 'AppAlice_2026-10', step: 2 },
      ]),
    );
    expect(sent).toHaveLength(2);
    // One mail per customer and sweep (about the customer), the bill's steps kept on it.
    const mails = await db
      .collection('mail')
      .where('brandId', '==', brandId)
      .where('kind', '==', 'bill-reminder')
      .get();
    expect(mails.docs.map((d) => d.get('about'))).toEqual([
      { type: 'member', id: 'alice' },
      { type: 'member', id: 'alice' },
    ]);
    expect(
      (await brand.collection('billReminders').doc('AppAlice_2026-10').get()).data(),
    ).toMatchObject({
      uid: 'alice',
      steps: { '1': '2026-10-29', '2': '2026-11-08' },
    });
  });
});
