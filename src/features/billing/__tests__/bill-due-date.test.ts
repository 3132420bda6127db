import { describe, expect, it } from 'vitest';
import { billDueDate } from '#shared/billing/bill-due-date.js';

describe('billDueDate', () => {
  it('is the 27th of the billed month when the bills are made in good time', () => {
    expect(billDueDate('2027-01', '2026-12-20')).toBe('2027-01-27');
    expect(billDueDate('2026-11', '2026-10-24')).toBe('2026-11-27');
    expect(billDueDate('2026-12', '2026-11-24', 25)).toBe('2026-12-25');
  });

  it('moves a 27th that banks are closed on to the next bank business day', () => {
    // 2026-12-27 is a Sunday
    expect(billDueDate('2026-12', '2026-11-24')).toBe('2026-12-28');
    expect(billDueDate('2026-12', '2026-11-28')).toBe('2026-12-28');
    expect(billDueDate('2026-12', '2026-12-01')).toBe('2026-12-28');
    expect(billDueDate('2026-12', '2026-12-20')).toBe('2026-12-28');
    // 2027-03-27 is a Saturday; 2026-09-22 国民の休日 between 敬老の日 and 秋分の日
    expect(billDueDate('2027-03', '2027-02-20')).toBe('2027-03-29');
    expect(billDueDate('2026-09', '2026-08-20', 22)).toBe('2026-09-24');
  });

  it('gives a week to pay when the month is billed late', () => {
    expect(billDueDate('2026-12', '2026-12-21')).toBe('2026-12-28');
    expect(billDueDate('2026-12', '2026-12-30')).toBe('2027-01-06');
    expect(billDueDate('2026-11', '2026-11-25')).toBe('2026-12-02');
  });

  it('moves the week-later day too when banks are closed on it', () => {
    // 2026-12-12 is a Saturday; 2026-12-31 falls in the 12/31–1/3 closing
    expect(billDueDate('2026-11', '2026-12-05')).toBe('2026-12-14');
    expect(billDueDate('2026-12', '2026-12-24')).toBe('2027-01-04');
  });

  it('counts days across month ends and leap years', () => {
    expect(billDueDate('2028-02', '2028-02-25')).toBe('2028-03-03');
    expect(billDueDate('2027-02', '2027-02-25')).toBe('2027-03-04');
  });
});
