import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate } from '../format-date';
import { formatDateTime } from '../format-date-time';
import { formatIsoDate } from '../format-iso-date';
import { formatYearMonth } from '../format-year-month';
import { todayInJapan } from '../today-in-japan';

// 2026-11-21T15:05Z is 2026-11-22 00:05 in Japan: the same instant is a different day in UTC.
const justAfterMidnightInJapan = new Date('2026-11-21T15:05:00Z');

describe('formatDate', () => {
  it.each([
    ['2026-11-22', '2026年11月22日（日）'],
    ['2026-11-23', '2026年11月23日（月）'],
    ['2026-01-01', '2026年1月1日（木）'],
    ['2024-02-29', '2024年2月29日（木）'],
    ['2026-12-31', '2026年12月31日（木）'],
  ])('formats the calendar date %s as %s', (value, expected) => {
    expect(formatDate(value)).toBe(expected);
  });

  it('formats an instant as the day it is in Japan', () => {
    expect(formatDate(new Date('2026-11-22T05:05:00Z'))).toBe('2026年11月22日（日）');
    expect(formatDate(justAfterMidnightInJapan)).toBe('2026年11月22日（日）');
    // 23:59 in Japan is still the same day even though UTC is 14:59.
    expect(formatDate(new Date('2026-11-22T14:59:59Z'))).toBe('2026年11月22日（日）');
    expect(formatDate(new Date('2026-11-22T15:00:00Z'))).toBe('2026年11月23日（月）');
  });

  it('writes the weekday in full-width parentheses', () => {
    expect(formatDate('2026-11-22')).toMatch(/（日）$/);
    expect(formatDate('2026-11-22')).not.toMatch(/[()]/);
  });

  it.each(['2026-02-30', '2026-13-01', '2026-1-1', '20261122', '', '2026-11-22T00:00:00Z'])(
    'refuses %j (not a calendar date)',
    (value) => {
      expect(() => formatDate(value)).toThrow(RangeError);
    },
  );

  it('refuses an invalid Date', () => {
    expect(() => formatDate(new Date('nope'))).toThrow(RangeError);
  });
});

describe('formatDateTime', () => {
  it('formats an instant in Japan time, 24-hour clock', () => {
    expect(formatDateTime(new Date('2026-11-22T05:05:00Z'))).toBe('2026年11月22日（日）14:05');
    expect(formatDateTime(new Date('2026-11-22T14:30:00Z'))).toBe('2026年11月22日（日）23:30');
  });

  it('follows the Japanese convention of no leading zero on the hour', () => {
    expect(formatDateTime(justAfterMidnightInJapan)).toBe('2026年11月22日（日）0:05');
    expect(formatDateTime(new Date('2026-11-22T00:07:00Z'))).toBe('2026年11月22日（日）9:07');
  });

  it('refuses an invalid Date', () => {
    expect(() => formatDateTime(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('formatYearMonth', () => {
  it.each([
    ['2026-11', '2026年11月'],
    ['2026-01', '2026年1月'],
    ['2027-12', '2027年12月'],
  ])('%s → %s', (value, expected) => {
    expect(formatYearMonth(value)).toBe(expected);
  });

  it.each(['2026-13', '2026-00', '2026-1', '2026/11', '2026-11-01', ''])('refuses %j', (value) => {
    expect(() => formatYearMonth(value)).toThrow(RangeError);
  });
});

describe('formatIsoDate', () => {
  it('gives the calendar day in Japan, zero-padded', () => {
    expect(formatIsoDate(new Date('2026-01-05T03:00:00Z'))).toBe('2026-01-05');
    expect(formatIsoDate(justAfterMidnightInJapan)).toBe('2026-11-22');
    expect(formatIsoDate(new Date('2026-12-31T15:00:00Z'))).toBe('2027-01-01');
    expect(formatIsoDate(new Date('2026-12-31T14:59:59.999Z'))).toBe('2026-12-31');
  });

  it('refuses an invalid Date', () => {
    expect(() => formatIsoDate(new Date('nope'))).toThrow(RangeError);
  });
});

describe('todayInJapan', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives the day in Japan for the given instant', () => {
    expect(todayInJapan(justAfterMidnightInJapan)).toBe('2026-11-22');
    expect(todayInJapan(new Date('2026-11-22T14:59:00Z'))).toBe('2026-11-22');
  });

  it('reads the clock when no instant is given', () => {
    vi.useFakeTimers();
    vi.setSystemTime(justAfterMidnightInJapan);
    expect(todayInJapan()).toBe('2026-11-22');
  });
});
