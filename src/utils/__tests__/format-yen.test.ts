import { describe, expect, it } from 'vitest';
import { formatYen } from '../format-yen';
import { formatYenTaxIncluded } from '../format-yen-tax-included';

describe('formatYen', () => {
  it.each([
    [0, '¥0'],
    [980, '¥980'],
    [1000, '¥1,000'],
    [12100, '¥12,100'],
    [10_000_000, '¥10,000,000'],
    [-1200, '-¥1,200'],
  ])('%d → %s', (amount, expected) => {
    expect(formatYen(amount)).toBe(expected);
  });

  it('uses the half-width yen sign, not the full-width one Intl currency style prints', () => {
    const text = formatYen(12100);
    expect(text.codePointAt(0)).toBe(0xa5);
    expect(text).not.toContain('￥');
  });

  it('prints -0 as ¥0', () => {
    expect(formatYen(-0)).toBe('¥0');
  });

  it.each([12.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])(
    'refuses %d (not whole yen)',
    (n) => {
      expect(() => formatYen(n)).toThrow(RangeError);
    },
  );
});

describe('formatYenTaxIncluded', () => {
  it('adds （税込） in full-width parentheses', () => {
    expect(formatYenTaxIncluded(12100)).toBe('¥12,100（税込）');
    expect(formatYenTaxIncluded(0)).toBe('¥0（税込）');
  });
});
