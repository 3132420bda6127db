import holidayJp from '@holiday-jp/holiday_jp';
import { describe, expect, it } from 'vitest';
import { nextDay } from '#shared/billing/next-day.js';
import { todayInJapan } from '@/utils/today-in-japan';
import { isBankBusinessDay, nextBankBusinessDay } from '#shared/billing/bank-business-day.js';

/** Every date of `year`, 'YYYY-MM-DD'. */
function daysOf(year: number): string[] {
  const days: string[] = [];
  for (let day = `${year}-01-01`; day.startsWith(`${year}-`); day = nextDay(day)) days.push(day);
  return days;
}

/** The rule worked out again, apart from the module: its own weekday, the package's own lookup. */
function expectedOpen(date: string): boolean {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  const newYear =
    date.endsWith('-12-31') || ['-01-01', '-01-02', '-01-03'].some((e) => date.endsWith(e));
  return weekday !== 0 && weekday !== 6 && !newYear && !holidayJp.isHoliday(date);
}

describe('isBankBusinessDay', () => {
  it.each([2026, 2027])('follows weekends, holidays and 12/31–1/3 on every day of %i', (year) => {
    const days = daysOf(year);
    expect(days).toHaveLength(365);
    for (const day of days) expect([day, isBankBusinessDay(day)]).toEqual([day, expectedOpen(day)]);
  });

  it('counts 振替休日 and 国民の休日 as holidays, as the data names them', () => {
    expect(holidayJp.holidays['2026-05-06']?.name).toBe('こどもの日 振替休日');
    expect(isBankBusinessDay('2026-05-06')).toBe(false);
    expect(holidayJp.holidays['2026-09-22']?.name_en).toBe("Citizen's Holiday");
    expect(isBankBusinessDay('2026-09-22')).toBe(false);
  });

  it('is open on an ordinary weekday and on the first weekday after the new year', () => {
    expect(isBankBusinessDay('2026-12-28')).toBe(true);
    expect(isBankBusinessDay('2027-01-04')).toBe(true);
    expect(isBankBusinessDay('2026-12-30')).toBe(true);
  });

  it('refuses a date outside the holiday data rather than guess', () => {
    expect(() => isBankBusinessDay('1969-12-30')).toThrow('no holiday data');
    expect(() => nextBankBusinessDay('2999-01-04')).toThrow('no holiday data');
  });
});

describe('nextBankBusinessDay', () => {
  it('keeps a business day', () => {
    expect(nextBankBusinessDay('2026-12-28')).toBe('2026-12-28');
    expect(nextBankBusinessDay('2027-01-12')).toBe('2027-01-12');
  });

  it('moves weekends, holidays and the new-year closing to the next business day', () => {
    expect(nextBankBusinessDay('2026-12-27')).toBe('2026-12-28'); // Sun
    expect(nextBankBusinessDay('2026-12-26')).toBe('2026-12-28'); // Sat
    expect(nextBankBusinessDay('2026-12-31')).toBe('2027-01-04'); // 12/31, then 1/1–1/3
    expect(nextBankBusinessDay('2027-01-11')).toBe('2027-01-12'); // 成人の日 (Mon)
    expect(nextBankBusinessDay('2026-05-02')).toBe('2026-05-07'); // Sat … 振替休日 5/6
    expect(nextBankBusinessDay('2026-05-06')).toBe('2026-05-07'); // 振替休日
    expect(nextBankBusinessDay('2026-09-19')).toBe('2026-09-24'); // Sat … 敬老の日, 国民の休日, 秋分の日
    expect(nextBankBusinessDay('2026-09-22')).toBe('2026-09-24'); // 国民の休日
  });

  it('never returns a closed day, nor one before the date, for every day of 2026 and 2027', () => {
    for (const day of [...daysOf(2026), ...daysOf(2027)]) {
      const next = nextBankBusinessDay(day);
      expect(next >= day && expectedOpen(next)).toBe(true);
      for (let d = day; d < next; d = nextDay(d)) expect([d, expectedOpen(d)]).toEqual([d, false]);
    }
  });
});

describe('the holiday data', () => {
  // The package is the 内閣府 list; a new year's holidays arrive with an update (docs/billing.md).
  it('has next year’s holidays (relative to today), else update @holiday-jp/holiday_jp', () => {
    const nextYear = Number(todayInJapan().slice(0, 4)) + 1;
    const dates = Object.keys(holidayJp.holidays).filter((d) => d.startsWith(`${nextYear}-`));
    expect(dates).toContain(`${nextYear}-01-01`);
    expect(dates.length).toBeGreaterThanOrEqual(16);
    expect(() => isBankBusinessDay(`${nextYear}-12-30`)).not.toThrow();
  });
});
