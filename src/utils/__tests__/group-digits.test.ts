import { describe, expect, it } from 'vitest';
import { formatDecimal } from '../group-digits';

/** What the formatters printed with Intl before: the reference. */
const intl = (value: number, min: number, max: number) =>
  new Intl.NumberFormat('ja-JP', { minimumFractionDigits: min, maximumFractionDigits: max }).format(
    value,
  );

describe('formatDecimal (ja-JP digits without Intl)', () => {
  it.each([
    [0, 0, 0, '0'],
    [7350, 0, 0, '7,350'],
    [1234567, 0, 0, '1,234,567'],
    [999, 0, 0, '999'],
    [1000, 0, 0, '1,000'],
    [2, 1, 1, '2.0'],
    [1.5, 0, 2, '1.5'],
    [1.08, 0, 2, '1.08'],
    [0.25, 1, 1, '0.3'],
    [-1.25, 1, 1, '-1.3'],
    [-0.04, 0, 1, '-0'],
    [1234.5, 0, 1, '1,234.5'],
  ])('%d with %d–%d decimals is %s', (value, min, max, expected) => {
    expect(formatDecimal(value, min, max)).toBe(expected);
  });

  it('prints what ja-JP Intl printed for every yen, area, 帖 and cm the site shows', () => {
    const values: number[] = [];
    for (let i = 0; i <= 3000; i += 1) values.push(i, i / 100, i / 10 + 0.05, i * 997);
    for (const [min, max] of [
      [0, 0],
      [0, 1],
      [0, 2],
      [1, 1],
    ] as const) {
      for (const value of values) {
        if (min === 0 && max === 0 && !Number.isInteger(value)) continue;
        expect(formatDecimal(value, min, max), `${value} ${min}-${max}`).toBe(
          intl(value, min, max),
        );
      }
    }
  });
});
