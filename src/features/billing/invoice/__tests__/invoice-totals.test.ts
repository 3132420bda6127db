import { describe, expect, it } from 'vitest';
import { invoiceTotals, taxIncludedIn } from '../invoice-totals';

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
  it('is taken once from the total of the rate, credits included', () => {
    const lines = [
      { label: '利用料（日割り）', amount: 4_030 },
      { label: '事務手数料', amount: 5_500 },
      { label: '保証料', amount: 5_600 },
      { label: '値引き', amount: -1_000 },
    ];
    expect(invoiceTotals(lines)).toEqual({ taxableTotal: 14_130, tax: 1_284 });
  });
});
