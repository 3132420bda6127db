import { describe, expect, it } from 'vitest';
import { nextDay } from '#shared/billing/next-day.js';
import { sortBills } from '../sort-bills';

/** 'overdue' is an unpaid bill due before `today`. */
const today = '2026-10-01';
const bill = (
  period: string,
  state: 'unpaid' | 'paid' | 'overdue' | 'cancelled',
  dueDate = `${period}-27`,
) => ({
  id: `${period}-${state}`,
  period,
  status: state === 'overdue' ? ('unpaid' as const) : state,
  dueDate,
});

describe('sortBills', () => {
  it('puts overdue bills first, then unpaid ones, then the rest by month, latest first', () => {
    const sorted = sortBills(
      [
        bill('2026-11', 'unpaid'),
        bill('2026-10', 'paid'),
        bill('2026-09', 'overdue'),
        bill('2026-08', 'cancelled'),
        bill('2026-07', 'paid'),
        bill('2026-06', 'overdue'),
        bill('2026-10', 'unpaid'),
      ],
      today,
    ).map((b) => b.id);
    expect(sorted).toEqual([
      '2026-06-overdue',
      '2026-09-overdue',
      '2026-10-unpaid',
      '2026-11-unpaid',
      '2026-10-paid',
      '2026-08-cancelled',
      '2026-07-paid',
    ]);
  });

  it('does not change the list it is given', () => {
    const bills = [bill('2026-10', 'paid'), bill('2026-11', 'overdue')];
    sortBills(bills, today);
    expect(bills.map((b) => b.id)).toEqual(['2026-10-paid', '2026-11-overdue']);
  });
});

describe('nextDay', () => {
  it('moves to the next day across months, years and leap days', () => {
    expect(nextDay('2026-11-20')).toBe('2026-11-21');
    expect(nextDay('2026-11-30')).toBe('2026-12-01');
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
    expect(nextDay('2028-02-28')).toBe('2028-02-29');
    expect(nextDay('2027-02-28')).toBe('2027-03-01');
  });
});
