import { describe, expect, it } from 'vitest';
import { invoiceTotals, taxCategoryOf, taxIncludedIn } from '../invoice-totals';

describe('うち消費税 (10%, tax included)', () => {
  it.each([
    [11_000, 1_000],
    [15_130, 1_375],
    [7_350, 668],
    [1, 0],
    [10, 0],
    [11, 1],
    [0, 0],
  ])('¥%i includes ¥%i', (amount, tax) => {
    expect(taxIncludedIn(amount)).toBe(tax);
  });
  it('is taken once from the total of the rate, credits included; 保証料 is 非課税 apart', () => {
    const lines = [
      { label: '利用料（日割り）', amount: 4_030, tax: taxCategoryOf('proratedRent') },
      { label: '事務手数料', amount: 5_500, tax: taxCategoryOf('handlingFee') },
      { label: '保証料', amount: 5_600, tax: taxCategoryOf('guaranteeFee') },
      { label: '値引き', amount: -1_000, tax: taxCategoryOf('credit') },
    ];
    expect(invoiceTotals(lines)).toEqual({
      total: 14_130,
      taxableTotal: 8_530,
      tax: 775,
      exemptTotal: 5_600,
    });
  });

  it('has no 非課税 part without a 保証料', () => {
    const lines = [
      { label: '利用料', amount: 7_000, tax: taxCategoryOf('rent') },
      { label: '管理費', amount: 350, tax: taxCategoryOf('adminFee') },
    ];
    expect(invoiceTotals(lines)).toEqual({
      total: 7_350,
      taxableTotal: 7_350,
      tax: 668,
      exemptTotal: 0,
    });
  });
});
