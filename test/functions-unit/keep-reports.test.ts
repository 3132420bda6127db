/**
 * The reports job (functions/src/reports) against the offline Firestore with the Admin SDK: the
 * records read back from documents as the app writes them (Timestamps, history maps, the
 * 監査ログ's price change), every month kept from the first record, a daily run of the last two
 * months writing the very figures a run of every month writes, and the month's bill run keeping
 * them current.
 */
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { runMonthBills } from '../../functions/src/jobs/month-bills.js';
import { keepReports } from '../../functions/src/reports/keep-reports.js';
import { reportSchema, reportIds, type BrandReport } from '#shared/reports/report-figures.js';
import { unitFirestore } from './support/firestore.js';

const run = Date.now().toString(36);
let counter = 0;
/** An instant in Japan: `jst('2026-05-31 10:00')`. */
const jst = (local: string) => Timestamp.fromDate(new Date(`${local.replace(' ', 'T')}:00+09:00`));

/**
 * A brand with one asset of two 1畳 rooms (S1 ¥5,000, raised to ¥5,500 on 1 July according to
 * its 監査ログ) and a contract moving into S1 on 31 May, with its May and June bills.
 */
async function brandWithHistory(db: Firestore) {
  counter += 1;
  const brandId = `reports-${run}-${counter}`;
  const brand = db.doc(`brands/${brandId}`);
  await brand.set({ name: 'テストブランド' });
  await brand.collection('assets').doc('A1').set({ name: 'テスト倉庫' });
  const space = (monthlyFee: number, status: string) => ({
    label: 'S',
    type: 'indoor',
    size: { widthCm: 90, depthCm: 180, heightCm: 200, areaM2: 1.62 },
    monthlyFee,
    adminFee: 500,
    status,
    createdAt: jst('2026-01-10 09:00'),
  });
  const spaces = brand.collection('assets').doc('A1').collection('spaces');
  await spaces.doc('S1').set(space(5500, 'occupied'));
  await spaces.doc('S2').set(space(5500, 'available'));
  await db.doc(`auditLogs/${brandId}/entries/e1`).set({
    at: jst('2026-07-01 10:00'),
    action: 'update',
    kind: 'space',
    document: `brands/${brandId}/assets/A1/spaces/S1`,
    fields: ['monthlyFee'],
    changes: [{ field: 'monthlyFee', before: '5000', after: '5500' }],
  });
  await brand
    .collection('applications')
    .doc('AppC1')
    .set({
      uid: 'alice',
      assetId: 'A1',
      spaceId: 'S1',
      status: 'contracted',
      startDate: '2026-05-31',
      email: 'alice@example.com',
      name: 'アリス',
      history: {
        '0': { at: jst('2026-05-10 09:00'), by: 'alice', from: null, to: 'submitted' },
        '1': { at: jst('2026-05-19 09:00'), by: 'staff', from: 'submitted', to: 'approved' },
        '2': { at: jst('2026-05-20 09:00'), by: 'staff', from: 'approved', to: 'contracted' },
      },
      contract: {
        startDate: '2026-05-31',
        monthlyFee: 5000,
        adminFee: 500,
        handlingFee: 0,
        guaranteeFee: 0,
        keyFee: 0,
        dueDay: 27,
        confirmedBy: 'staff',
        confirmedAt: jst('2026-05-20 09:00'),
      },
      terminationRequest: null,
      createdAt: jst('2026-05-10 09:00'),
      updatedAt: jst('2026-05-20 09:00'),
    });
  const bill = (period: string, amount: number, rent: number, paidOn: string | null) => ({
    uid: 'alice',
    applicationId: 'AppC1',
    period,
    description: `${period} 利用料`,
    lines: [{ kind: 'rent', label: '利用料', amount: rent }],
    amount,
    status: paidOn ? 'paid' : 'unpaid',
    dueDate: `${period}-27`,
    payments: paidOn
      ? {
          '0': {
            amount,
            excess: 0,
            date: paidOn,
            method: 'transfer',
            note: '',
            line: null,
            recordedBy: 'staff',
            recordedAt: jst(`${paidOn} 12:00`),
            reversal: null,
          },
        }
      : {},
    paidAmount: paidOn ? amount : 0,
    writeOff: null,
    cancelReason: null,
    history: {},
    createdAt: jst(`${period}-01 09:00`),
    updatedAt: jst(`${paidOn ?? `${period}-01`} 12:00`),
  });
  await brand
    .collection('bills')
    .doc('AppC1_2026-05')
    .set(bill('2026-05', 161, 161, '2026-05-31'));
  await brand
    .collection('bills')
    .doc('AppC1_2026-06')
    .set(bill('2026-06', 5000, 5000, null));
  await brand
    .collection('contacts')
    .doc('q1')
    .set({ createdAt: jst('2026-05-02 23:30') });
  await brand
    .collection('viewingRequests')
    .doc('v1')
    .set({ assetId: 'A1', createdAt: jst('2026-05-31 23:59') });
  return { brandId, brand };
}

async function kept(db: Firestore, brandId: string, id: string) {
  const snapshot = await db.doc(`brands/${brandId}/reports/${id}`).get();
  const data = snapshot.data();
  if (!data) throw new Error(`no kept document ${id}`);
  // The schema the staff screens read them with (their converter turns Timestamps into Dates).
  return reportSchema.parse({ ...data, updatedAt: (data['updatedAt'] as Timestamp).toDate() });
}

describe('keepReports', () => {
  it('keeps every month from the first record, read from the documents', async () => {
    const db = unitFirestore();
    const { brandId } = await brandWithHistory(db);
    const result = await keepReports(db, {
      brandId,
      today: '2026-07-15',
      scope: 'auto',
      trigger: 'cli',
    });
    expect(result).toMatchObject({ scope: 'all', months: 3, firstPeriod: '2026-05' });
    const may = (await kept(db, brandId, reportIds.brand('2026-05'))) as BrandReport;
    expect(may.asOf).toBe('2026-05-31');
    expect(may.figures).toMatchObject({ units: 2, unitsLet: 1, moveIns: 1, listRent: 10500 });
    expect(may.figures.funnel).toEqual({
      enquiries: 1,
      viewings: 1,
      applications: 1,
      contracts: 1,
    });
    expect(may.figures.money).toMatchObject({ billed: 161, settled: 161 });
    expect(may.figures.money.collected.transfer).toBe(161);
    // S1 cost ¥5,000 until 30 June (the 監査ログ's change); S2 ¥5,500 throughout.
    const july = (await kept(db, brandId, reportIds.brand('2026-07'))) as BrandReport;
    expect(july.asOf).toBe('2026-07-15');
    expect(july.figures.listRent).toBe(11000);
    // June's bill, due on the 27th, is 18 days overdue on 15 July.
    expect(july.figures.money.overdue).toEqual({ count: 1, amount: 5000 });
    expect(july.figures.money.aging[0]).toEqual({ count: 1, amount: 5000 });
    const plans = await kept(db, brandId, reportIds.plans('2026-06'));
    expect(plans.kind === 'plans' && plans.plans['indoor_90x180']).toMatchObject({
      units: 2,
      unitsLet: 1,
      billedRent: 5000,
    });
    const assets = await kept(db, brandId, reportIds.assets('2026-06'));
    expect(assets.kind === 'assets' && assets.assets['A1']).toMatchObject({
      name: 'テスト倉庫',
      units: 2,
      unitsLet: 1,
      billed: 5000,
    });
    const asset = await kept(db, brandId, reportIds.asset('2026-05', 'A1'));
    expect(asset.kind === 'asset' && asset.figures.funnel).toEqual({
      enquiries: null,
      viewings: 1,
      applications: 1,
      contracts: 1,
    });
    const state = (await db.doc(`brands/${brandId}/reports/state`).get()).data();
    expect(state).toMatchObject({ kind: 'state', firstPeriod: '2026-05', lastPeriod: '2026-07' });
  });

  it('a daily run keeps last month and this month, the same figures as a run of every month', async () => {
    const db = unitFirestore();
    const { brandId, brand } = await brandWithHistory(db);
    await keepReports(db, { brandId, today: '2026-07-15', scope: 'all', trigger: 'cli' });
    const everyMonth = await Promise.all(
      ['2026-06', '2026-07'].map((p) => kept(db, brandId, reportIds.brand(p))),
    );
    // Nothing changed: the recent run reads fewer records and writes the same figures.
    const daily = await keepReports(db, {
      brandId,
      today: '2026-07-15',
      scope: 'auto',
      trigger: 'schedule',
    });
    expect(daily).toMatchObject({ scope: 'recent', months: 2 });
    const recent = await Promise.all(
      ['2026-06', '2026-07'].map((p) => kept(db, brandId, reportIds.brand(p))),
    );
    const withoutTime = (r: Awaited<ReturnType<typeof kept>>[]) =>
      r.map(({ updatedAt: _, ...rest }) => rest);
    expect(withoutTime(recent)).toEqual(withoutTime(everyMonth));
    // A payment recorded on 16 July for June's bill, dated 30 June, changes June.
    await brand
      .collection('bills')
      .doc('AppC1_2026-06')
      .update({
        status: 'paid',
        paidAmount: 5000,
        payments: {
          '0': {
            amount: 5000,
            excess: 0,
            date: '2026-06-30',
            method: 'cash',
            note: '',
            line: null,
            recordedBy: 'staff',
            recordedAt: jst('2026-07-16 10:00'),
            reversal: null,
          },
        },
        updatedAt: jst('2026-07-16 10:00'),
      });
    await keepReports(db, { brandId, today: '2026-07-16', scope: 'auto', trigger: 'schedule' });
    const june = (await kept(db, brandId, reportIds.brand('2026-06'))) as BrandReport;
    expect(june.figures.money.collected.cash).toBe(5000);
    expect(june.figures.money.overdue.count).toBe(0);
  });

  it("the month's bill run keeps this month's figures", async () => {
    const db = unitFirestore();
    const { brandId } = await brandWithHistory(db);
    await runMonthBills(db, {
      brandId,
      period: '2026-07',
      today: '2026-07-02',
      trigger: 'cli',
      by: null,
    });
    const july = (await kept(db, brandId, reportIds.brand('2026-07'))) as BrandReport;
    // The run made July's bill at the contract's ¥5,000 (+ ¥500 管理費).
    expect(july.figures.money).toMatchObject({ billedCount: 1, billed: 5500 });
    expect(july.figures.billedRent).toBe(5000);
  });
});
