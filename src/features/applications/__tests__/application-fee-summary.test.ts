import { describe, expect, it } from 'vitest';
import { applicationFeeSummary } from '../application-fee-summary';

const space = {
  monthlyFee: 8800,
  adminFee: 1100,
  initialCosts: { handlingFee: 5500, guaranteeFee: 4400, keyFee: 2200 },
};

describe('applicationFeeSummary', () => {
  it('prorates the start month by day and adds the initial costs', () => {
    // November has 30 days; from the 21st: 10 days.
    const summary = applicationFeeSummary(space, '2026-11-21');
    expect(summary.monthly).toEqual([
      { label: '月額利用料', amount: 8800 },
      { label: '管理費（月額）', amount: 1100 },
    ]);
    expect(summary.monthlyTotal).toBe(9900);
    expect(summary.firstMonth).toEqual([
      { label: '初月利用料（日割り・11/21〜11/30の10日分）', amount: 2933 },
      { label: '初月管理費（日割り）', amount: 366 },
    ]);
    expect(summary.initialCosts).toEqual([
      { label: '事務手数料', amount: 5500 },
      { label: '保証料', amount: 4400 },
      { label: '鍵代', amount: 2200 },
    ]);
    expect(summary.firstPaymentTotal).toBe(2933 + 366 + 5500 + 4400 + 2200);
  });

  it('charges the whole month when the start is the 1st', () => {
    const summary = applicationFeeSummary(space, '2026-12-01');
    expect(summary.firstMonth).toEqual([
      { label: '初月利用料（12月分）', amount: 8800 },
      { label: '初月管理費（12月分）', amount: 1100 },
    ]);
    expect(summary.firstPaymentTotal).toBe(9900 + 12100);
  });
});
