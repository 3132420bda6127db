import { describe, expect, it } from 'vitest';
import { estimateFirstPayment } from '#shared/billing/estimate-first-payment.js';

const fees = {
  monthlyFee: 12100,
  adminFee: 1100,
  initialCosts: { handlingFee: 5500, guaranteeFee: 6050, keyFee: 2200 },
};

describe('estimateFirstPayment', () => {
  it('prorates the start month from the start date to the month end, both included', () => {
    const estimate = estimateFirstPayment({ ...fees, startDate: '2026-11-22' });
    // 12100 × 9 / 30 = 3630; 1100 × 9 / 30 = 330
    expect(estimate).toEqual({
      startDate: '2026-11-22',
      daysInMonth: 30,
      daysUsed: 9,
      proratedMonthlyFee: 3630,
      proratedAdminFee: 330,
      firstMonthTotal: 3960,
      initialCostsTotal: 13750,
      total: 17710,
      lines: [
        { label: '初月利用料（日割り・11/22〜11/30の9日分）', amount: 3630 },
        { label: '初月管理費（日割り）', amount: 330 },
        { label: '事務手数料', amount: 5500 },
        { label: '保証料', amount: 6050 },
        { label: '鍵代', amount: 2200 },
      ],
    });
  });

  it('rounds each prorated fee down to the yen (切り捨て)', () => {
    // 10000 × 9 / 31 = 2903.2…; 1000 × 9 / 31 = 290.3…
    const estimate = estimateFirstPayment({
      ...fees,
      monthlyFee: 10000,
      adminFee: 1000,
      startDate: '2026-10-23',
    });
    expect(estimate.daysInMonth).toBe(31);
    expect(estimate.daysUsed).toBe(9);
    expect(estimate.proratedMonthlyFee).toBe(2903);
    expect(estimate.proratedAdminFee).toBe(290);
    expect(estimate.firstMonthTotal).toBe(3193);
  });

  it('rounds down even when the fraction is above a half', () => {
    // 20000 × 17 / 31 = 10967.74…
    expect(
      estimateFirstPayment({ ...fees, monthlyFee: 20000, startDate: '2026-10-15' })
        .proratedMonthlyFee,
    ).toBe(10967);
  });

  it('charges the full month when the start date is the 1st', () => {
    const estimate = estimateFirstPayment({ ...fees, startDate: '2026-11-01' });
    expect(estimate.daysUsed).toBe(30);
    expect(estimate.daysInMonth).toBe(30);
    expect(estimate.proratedMonthlyFee).toBe(12100);
    expect(estimate.proratedAdminFee).toBe(1100);
    expect(estimate.lines.slice(0, 2)).toEqual([
      { label: '初月利用料（11月分）', amount: 12100 },
      { label: '初月管理費（11月分）', amount: 1100 },
    ]);
  });

  it('charges one day when the start date is the last day of the month', () => {
    const estimate = estimateFirstPayment({ ...fees, startDate: '2026-12-31' });
    expect(estimate.daysInMonth).toBe(31);
    expect(estimate.daysUsed).toBe(1);
    expect(estimate.proratedMonthlyFee).toBe(390); // 12100 / 31 = 390.3…
    expect(estimate.proratedAdminFee).toBe(35); // 1100 / 31 = 35.4…
    expect(estimate.lines[0]).toEqual({
      label: '初月利用料（日割り・12/31の1日分）',
      amount: 390,
    });
  });

  it('knows February has 29 days in a leap year', () => {
    const leap = estimateFirstPayment({ ...fees, startDate: '2028-02-15' });
    expect(leap.daysInMonth).toBe(29);
    expect(leap.daysUsed).toBe(15);
    expect(leap.proratedMonthlyFee).toBe(6258); // 12100 × 15 / 29 = 6258.6…
    expect(leap.lines[0]?.label).toBe('初月利用料（日割り・2/15〜2/29の15日分）');

    const lastDay = estimateFirstPayment({ ...fees, startDate: '2028-02-29' });
    expect(lastDay.daysUsed).toBe(1);
  });

  it('knows February has 28 days otherwise, including century years', () => {
    expect(estimateFirstPayment({ ...fees, startDate: '2026-02-15' }).daysInMonth).toBe(28);
    expect(estimateFirstPayment({ ...fees, startDate: '2100-02-01' }).daysInMonth).toBe(28);
    expect(estimateFirstPayment({ ...fees, startDate: '2000-02-01' }).daysInMonth).toBe(29);
  });

  it('keeps zero fees as lines of ¥0', () => {
    const estimate = estimateFirstPayment({
      monthlyFee: 8800,
      adminFee: 0,
      initialCosts: { handlingFee: 0, guaranteeFee: 0, keyFee: 0 },
      startDate: '2026-04-16',
    });
    expect(estimate.proratedAdminFee).toBe(0);
    expect(estimate.initialCostsTotal).toBe(0);
    expect(estimate.total).toBe(estimate.proratedMonthlyFee);
    expect(estimate.lines.map((line) => line.amount)).toEqual([4400, 0, 0, 0, 0]);
  });

  it('adds up: the lines sum to the total, every amount a whole number of yen', () => {
    for (const startDate of [
      '2026-01-01',
      '2026-01-17',
      '2026-02-28',
      '2028-02-29',
      '2026-09-30',
    ]) {
      const estimate = estimateFirstPayment({ ...fees, startDate });
      const sum = estimate.lines.reduce((total, line) => total + line.amount, 0);
      expect(sum).toBe(estimate.total);
      expect(estimate.firstMonthTotal + estimate.initialCostsTotal).toBe(estimate.total);
      for (const line of estimate.lines) expect(Number.isInteger(line.amount)).toBe(true);
    }
  });

  it.each(['2026-02-30', '2026-13-01', '2026-11-1', '2026/11/22', '', 'tomorrow'])(
    'throws a clear error for the start date %j',
    (startDate) => {
      expect(() => estimateFirstPayment({ ...fees, startDate })).toThrow(
        /startDate must be a real calendar date YYYY-MM-DD/,
      );
    },
  );

  it.each([
    ['monthlyFee', { ...fees, monthlyFee: 1000.5 }],
    ['adminFee', { ...fees, adminFee: -1 }],
    ['keyFee', { ...fees, initialCosts: { ...fees.initialCosts, keyFee: Number.NaN } }],
  ])('refuses a %s that is not whole yen', (name, input) => {
    expect(() => estimateFirstPayment({ ...input, startDate: '2026-11-22' })).toThrow(
      new RegExp(name),
    );
  });
});
