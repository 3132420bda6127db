import { describe, expect, it } from 'vitest';
import { nextDebitDate } from '../next-debit-date';

describe('nextDebitDate', () => {
  it.each([
    // 2026-12-27 is a Sunday: the 28th. 2027-01-27 is a Wednesday.
    [27, '2026-12-01', '2026-12-28'],
    [27, '2026-12-28', '2026-12-28'],
    [27, '2026-12-29', '2027-01-27'],
    // 2026-09-22 is 国民の休日 between 敬老の日 and 秋分の日: the 24th.
    [22, '2026-09-01', '2026-09-24'],
    [5, '2026-11-28', '2026-12-07'],
  ])('day %i on %s → %s', (day, today, expected) => {
    expect(nextDebitDate(day, today)).toBe(expected);
  });
});
