/**
 * The reports' monthly figures (functions/src/shared/reports, docs/reports.md) from a small
 * hand-made history whose answers are worked out below: a move-in on the 31st, a move-out in
 * the middle of a month, a plan whose price changed, a payment that left 預り金 and its use, a
 * write-off, a reversed payment, a cancelled bill, enquiries, viewings and a waiting line.
 */
import { describe, expect, it } from 'vitest';
import {
  computeReports,
  firstPeriodOf,
  monthsBetween,
  type MonthReport,
  type ReportBill,
  type ReportRecords,
} from '#shared/reports/compute-reports.js';
import {
  addFigures,
  areaOccupancy,
  averageStayMonths,
  churnRate,
  collectionRate,
  economicOccupancy,
  funnelRates,
  unitOccupancy,
} from '#shared/reports/report-rates.js';

const trunk = { type: 'indoor', widthCm: 90, depthCm: 180, areaM2: 1.62 };
const pay = (amount: number, date: string, method: string, extra = {}) => ({
  amount,
  excess: 0,
  date,
  method,
  reversed: false,
  ...extra,
});
const bill = (
  b: Partial<ReportBill> & Pick<ReportBill, 'applicationId' | 'period'>,
): ReportBill => ({
  amount: 0,
  rent: 0,
  cancelled: false,
  dueDate: `${b.period}-27`,
  payments: [],
  writeOff: null,
  ...b,
});

/**
 * One asset A1 with two 1畳 trunk rooms (S1, S2: ¥5,000, ¥5,500 from 1 July), a 20ft container
 * S3 (¥16,500) and a 0.5畳 room S4 that is 募集停止. c1 moves into S1 on 31 May; c2 rents S3 from
 * 1 April and leaves on 15 June (76 days); a3 applies in June and is never a contract.
 */
const records: ReportRecords = {
  assets: new Map([['A1', 'テスト倉庫']]),
  spaces: [
    {
      assetId: 'A1',
      spaceId: 'S1',
      ...trunk,
      prices: [
        { from: null, monthlyFee: 5000 },
        { from: '2026-07-01', monthlyFee: 5500 },
      ],
      unavailable: false,
      createdOn: null,
    },
    {
      assetId: 'A1',
      spaceId: 'S2',
      ...trunk,
      prices: [
        { from: null, monthlyFee: 5000 },
        { from: '2026-07-01', monthlyFee: 5500 },
      ],
      unavailable: false,
      createdOn: null,
    },
    {
      assetId: 'A1',
      spaceId: 'S3',
      type: 'container',
      widthCm: 235,
      depthCm: 590,
      areaM2: 13.87,
      prices: [{ from: null, monthlyFee: 16500 }],
      unavailable: false,
      createdOn: null,
    },
    {
      assetId: 'A1',
      spaceId: 'S4',
      type: 'indoor',
      widthCm: 90,
      depthCm: 90,
      areaM2: 0.81,
      prices: [{ from: null, monthlyFee: 3000 }],
      unavailable: true,
      createdOn: null,
    },
  ],
  applications: [
    {
      id: 'c1',
      assetId: 'A1',
      spaceId: 'S1',
      createdOn: '2026-05-10',
      contractedOn: '2026-05-20',
      moveIn: '2026-05-31',
      moveOut: null,
    },
    {
      id: 'c2',
      assetId: 'A1',
      spaceId: 'S3',
      createdOn: '2026-03-15',
      contractedOn: '2026-03-20',
      moveIn: '2026-04-01',
      moveOut: '2026-06-15',
    },
    {
      id: 'a3',
      assetId: 'A1',
      spaceId: 'S2',
      createdOn: '2026-06-05',
      contractedOn: null,
      moveIn: null,
      moveOut: null,
    },
  ],
  bills: [
    // c1's first bill: one day's 日割り (¥161) and the 事務手数料 (¥5,500), paid on the day.
    bill({
      applicationId: 'c1',
      period: '2026-05',
      amount: 5661,
      rent: 161,
      payments: [pay(5661, '2026-05-31', 'transfer')],
    }),
    // June: ¥6,000 came in for ¥5,500: ¥500 kept as 預り金.
    bill({
      applicationId: 'c1',
      period: '2026-06',
      amount: 5500,
      rent: 5000,
      payments: [pay(5500, '2026-06-20', 'transfer', { excess: 500 })],
    }),
    // July: the contract keeps its ¥5,000 though the list price is ¥5,500; the 預り金 pays ¥500.
    bill({
      applicationId: 'c1',
      period: '2026-07',
      amount: 5500,
      rent: 5000,
      payments: [pay(500, '2026-07-01', 'balance')],
    }),
    bill({
      applicationId: 'c2',
      period: '2026-04',
      amount: 16500,
      rent: 16500,
      payments: [pay(16500, '2026-04-25', 'cash')],
    }),
    // May: ¥16,000 by transfer, the ¥500 振込手数料 written off on the 29th.
    bill({
      applicationId: 'c2',
      period: '2026-05',
      amount: 16500,
      rent: 16500,
      payments: [pay(16000, '2026-05-28', 'transfer')],
      writeOff: { amount: 500, on: '2026-05-29' },
    }),
    // June: 15 days' 日割り; its 口座振替 was reversed, so it is owed.
    bill({
      applicationId: 'c2',
      period: '2026-06',
      amount: 8250,
      rent: 8250,
      payments: [pay(8250, '2026-06-29', 'debit', { reversed: true })],
    }),
    bill({ applicationId: 'c2', period: '2026-07', amount: 16500, rent: 16500, cancelled: true }),
  ],
  credits: [
    { action: 'excess', amount: 500, on: '2026-06-20' },
    { action: 'applied', amount: 500, on: '2026-07-01' },
  ],
  requests: [
    { kind: 'contact', createdOn: '2026-05-02', assetId: null },
    { kind: 'contact', createdOn: '2026-05-03', assetId: null },
    { kind: 'viewing', createdOn: '2026-05-05', assetId: 'A1' },
    { kind: 'viewing', createdOn: '2026-06-01', assetId: 'A1' },
  ],
  waitlist: [
    {
      assetId: 'A1',
      planKey: 'indoor_5000_90x180',
      joinedOn: '2026-05-01',
      endedOn: '2026-06-10',
      offeredOn: [],
    },
    {
      assetId: 'A1',
      planKey: 'indoor_5000_90x180',
      joinedOn: '2026-06-10',
      endedOn: null,
      offeredOn: ['2026-07-05'],
    },
  ],
};

const today = '2026-08-10';
const reports = computeReports(records, monthsBetween('2026-04', '2026-09'), today);
const month = (period: string): MonthReport => {
  const found = reports.find((r) => r.period === period);
  if (!found) throw new Error(`no month ${period}`);
  return found;
};
const tally = (count: number, amount: number) => ({ count, amount });
const none = tally(0, 0);
const methods = { transfer: 0, debit: 0, cash: 0, card: 0, convenience: 0, other: 0, balance: 0 };

describe('the months worked out', () => {
  it('start at the first record and stop at today (no month after it)', () => {
    expect(firstPeriodOf(records)).toBe('2026-03');
    expect(reports.map((r) => [r.period, r.asOf])).toEqual([
      ['2026-04', '2026-04-30'],
      ['2026-05', '2026-05-31'],
      ['2026-06', '2026-06-30'],
      ['2026-07', '2026-07-31'],
      ['2026-08', '2026-08-10'],
    ]);
  });
});

describe('the brand, month by month', () => {
  // [period, figure, expected]: each worked out by hand from the history above.
  const cases: [string, string, (r: MonthReport) => unknown, unknown][] = [
    // Occupancy: S4 (募集停止, never let) is not for rent; S1, S2 and S3 are.
    ['2026-04', 'units, let (c2 in S3)', (r) => [r.figures.units, r.figures.unitsLet], [3, 1]],
    ['2026-04', 'area, let', (r) => [r.figures.area, r.figures.areaLet], [17.11, 13.87]],
    ['2026-04', 'list rent', (r) => r.figures.listRent, 26500],
    ['2026-05', 'a move-in on the 31st is let at the month end', (r) => r.figures.unitsLet, 2],
    ['2026-05', 'and is a move-in of May', (r) => r.figures.moveIns, 1],
    ['2026-05', 'm² let', (r) => r.figures.areaLet, 15.49],
    ['2026-05', 'rent billed (one day of c1, all of c2)', (r) => r.figures.billedRent, 16661],
    ['2026-06', 'a move-out on the 15th is not let at the end', (r) => r.figures.unitsLet, 1],
    [
      '2026-06',
      'moves (in, out, let at the start)',
      (r) => [r.figures.moveIns, r.figures.moveOuts, r.figures.letAtStart],
      [0, 1, 2],
    ],
    ['2026-06', '1 April to 15 June is 76 days', (r) => r.figures.stayDays, 76],
    ['2026-06', 'the old price until June', (r) => r.figures.listRent, 26500],
    ['2026-07', 'the new price from July', (r) => r.figures.listRent, 27500],
    ['2026-07', 'rent billed: the contract keeps ¥5,000', (r) => r.figures.billedRent, 5000],
    // Money.
    [
      '2026-04',
      'billed, settled',
      (r) => [r.figures.money.billed, r.figures.money.settled],
      [16500, 16500],
    ],
    ['2026-04', 'collected in cash', (r) => r.figures.money.collected, { ...methods, cash: 16500 }],
    [
      '2026-05',
      'billed (2 bills)',
      (r) => [r.figures.money.billedCount, r.figures.money.billed],
      [2, 22161],
    ],
    ['2026-05', 'settled: paid and written off', (r) => r.figures.money.settled, 22161],
    [
      '2026-05',
      'collected by transfer',
      (r) => r.figures.money.collected,
      { ...methods, transfer: 21661 },
    ],
    ['2026-05', 'written off', (r) => r.figures.money.writtenOff, 500],
    [
      '2026-06',
      'the reversed payment does not count',
      (r) => r.figures.money.collected,
      { ...methods, transfer: 5500 },
    ],
    ['2026-06', 'settled of June’s bills', (r) => r.figures.money.settled, 5500],
    [
      '2026-06',
      'overdue at the end: c2’s June, 3 days',
      (r) => [r.figures.money.overdue, r.figures.money.aging],
      [tally(1, 8250), [tally(1, 8250), none, none, none]],
    ],
    [
      '2026-07',
      'a cancelled bill is not billed',
      (r) => [r.figures.money.billedCount, r.figures.money.billed],
      [1, 5500],
    ],
    ['2026-07', '預り金から充当', (r) => r.figures.money.collected, { ...methods, balance: 500 }],
    [
      '2026-07',
      'aging: 4 days and 34 days',
      (r) => [r.figures.money.overdue, r.figures.money.aging],
      [tally(2, 13250), [tally(1, 5000), tally(1, 8250), none, none]],
    ],
    [
      '2026-08',
      'aging on today: 14 and 44 days',
      (r) => r.figures.money.aging,
      [tally(1, 5000), tally(1, 8250), none, none],
    ],
    // 預り金.
    [
      '2026-05',
      'no 預り金 yet',
      (r) => r.figures.credit,
      { received: 0, used: 0, refunded: 0, balance: 0 },
    ],
    [
      '2026-06',
      '¥500 kept',
      (r) => r.figures.credit,
      { received: 500, used: 0, refunded: 0, balance: 500 },
    ],
    [
      '2026-07',
      'and used',
      (r) => r.figures.credit,
      { received: 0, used: 500, refunded: 0, balance: 0 },
    ],
    // The funnel.
    [
      '2026-05',
      'enquiries, viewings, applications, contracts',
      (r) => r.figures.funnel,
      { enquiries: 2, viewings: 1, applications: 1, contracts: 1 },
    ],
    [
      '2026-06',
      'the funnel of June',
      (r) => r.figures.funnel,
      { enquiries: 0, viewings: 1, applications: 1, contracts: 0 },
    ],
    // 空き待ち.
    ['2026-05', 'one waiting', (r) => r.figures.waitlist, { waiting: 1, offers: 0 }],
    [
      '2026-06',
      'one left on the 10th, one joined',
      (r) => r.figures.waitlist,
      { waiting: 1, offers: 0 },
    ],
    ['2026-07', 'an offer in July', (r) => r.figures.waitlist, { waiting: 1, offers: 1 }],
  ];
  it.each(cases)('%s: %s', (period, _what, pick, expected) => {
    expect(pick(month(period))).toEqual(expected);
  });
});

describe('rates', () => {
  it.each([
    ['2026-05', '稼働率（区画数）', unitOccupancy, 2 / 3],
    ['2026-05', '稼働率（面積）', areaOccupancy, 15.49 / 17.11],
    ['2026-07', '経済的稼働率', economicOccupancy, 5000 / 27500],
    ['2026-06', '解約率', churnRate, 1 / 2],
    ['2026-06', '平均利用期間（か月）', averageStayMonths, 76 / (365.25 / 12)],
    ['2026-04', '解約率 with nobody let before', churnRate, null],
    ['2026-06', '入金率', collectionRate, 5500 / 13750],
  ] as const)('%s %s', (period, _what, rate, expected) => {
    const value = rate(month(period).figures);
    if (expected === null) expect(value).toBeNull();
    else expect(value).toBeCloseTo(expected, 10);
  });

  it('the funnel’s step rates', () => {
    expect(funnelRates(month('2026-05').figures.funnel)).toEqual({
      viewingPerEnquiry: 0.5,
      applicationPerViewing: 1,
      contractPerApplication: 1,
    });
  });
});

describe('the asset and the plans', () => {
  it('the asset has the brand’s figures but enquiries and 預り金', () => {
    const may = month('2026-05');
    const asset = may.assets['A1']!;
    expect(asset.name).toBe('テスト倉庫');
    expect(asset.figures).toEqual({
      ...may.figures,
      funnel: { ...may.figures.funnel, enquiries: null },
      credit: null,
    });
  });

  it('a plan is its type and size: the price change keeps one plan', () => {
    const june = month('2026-06');
    const july = month('2026-07');
    expect(Object.keys(july.plans).sort()).toEqual(['container_235x590', 'indoor_90x180']);
    expect(june.plans['indoor_90x180']).toMatchObject({ units: 2, unitsLet: 1, listRent: 10000 });
    expect(july.plans['indoor_90x180']).toMatchObject({
      units: 2,
      unitsLet: 1,
      area: 3.24,
      areaLet: 1.62,
      listRent: 11000,
      billedRent: 5000,
      billed: 5500,
      waitlist: { waiting: 1, offers: 1 },
    });
    expect(june.plans['container_235x590']).toMatchObject({
      units: 1,
      unitsLet: 0,
      moveOuts: 1,
      stayDays: 76,
      billed: 8250,
    });
    expect(july.assets['A1']!.plans).toEqual(july.plans);
  });

  it('a move-in on the 31st counts in its plan', () => {
    expect(month('2026-05').plans['indoor_90x180']).toMatchObject({
      units: 2,
      unitsLet: 1,
      moveIns: 1,
      billedRent: 161,
      billed: 5661,
    });
  });
});

describe('several brands added up', () => {
  it('adds every figure; the rates of the sum are the sum’s', () => {
    const may = month('2026-05').figures;
    const both = addFigures(may, may);
    expect(both.units).toBe(6);
    expect(both.money.collected.transfer).toBe(43322);
    expect(both.funnel.enquiries).toBe(4);
    expect(both.credit).toEqual({ received: 0, used: 0, refunded: 0, balance: 0 });
    expect(unitOccupancy(both)).toBe(unitOccupancy(may));
  });
});
