import { describe, expect, it } from 'vitest';
import { billDueDate } from '../bill-due-date';

describe('billDueDate', () => {
  it('is the 27th of the billed month when the bills are made in good time', () => {
    expect(billDueDate('2026-12', '2026-11-24')).toBe('2026-12-27');
    expect(billDueDate('2026-12', '2026-12-01')).toBe('2026-12-27');
    expect(billDueDate('2026-12', '2026-12-20')).toBe('2026-12-27');
  });

  it('gives a week to pay when the month is billed late', () => {
    expect(billDueDate('2026-12', '2026-12-21')).toBe('2026-12-28');
    expect(billDueDate('2026-12', '2026-12-30')).toBe('2027-01-06');
    expect(billDueDate('2026-11', '2026-12-05')).toBe('2026-12-12');
  });

  it('counts days across month ends and leap years', () => {
    expect(billDueDate('2028-02', '2028-02-25')).toBe('2028-03-03');
    expect(billDueDate('2027-02', '2027-02-25')).toBe('2027-03-04');
  });
});
