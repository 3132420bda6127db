// Only the package's map of dates, not its entry (which also bundles its package.json and helpers
// this file does not need): a plain CommonJS object keyed by 'YYYY-MM-DD'.
import holidays from '@holiday-jp/holiday_jp/lib/holidays.js';
// Relative, not `@/`: the demo seed (scripts/seed, run by tsx) imports this through bill-due-date.
import { nextDay } from './next-day.js';

/**
 * 国民の祝日 with 振替休日 and 国民の休日, from @holiday-jp/holiday_jp (the 内閣府 list, and the
 * 祝日法's rules for the years it has not announced yet): see docs/billing.md on keeping it current.
 */
const holidayDates: ReadonlySet<string> = new Set(Object.keys(holidays));

/** The years the holiday data covers: a date outside them cannot be told a business day or not. */
const holidayYears = [...holidayDates].map((d) => Number(d.slice(0, 4)));
const firstHolidayYear = Math.min(...holidayYears);
const lastHolidayYear = Math.max(...holidayYears);

/**
 * Whether banks are open on `date` (`YYYY-MM-DD`): not a Saturday or Sunday, not a national
 * holiday, and not 12/31–1/3, the days 銀行法施行令 第5条 closes banks over the new year. A date
 * outside the holiday data throws rather than count an unknown holiday as a business day.
 */
export function isBankBusinessDay(date: string): boolean {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  if (y < firstHolidayYear || y > lastHolidayYear)
    throw new Error(
      `祝日データは ${firstHolidayYear}〜${lastHolidayYear} 年です / no holiday data for ${date}`,
    );
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  if ((m === 12 && d === 31) || (m === 1 && d <= 3)) return false;
  return !holidayDates.has(date);
}

/**
 * `date` itself when banks are open that day, else the next day they are (`YYYY-MM-DD`): a
 * 支払期限 or 振替日 on a bank holiday moves forward, as direct debits do.
 */
export function nextBankBusinessDay(date: string): string {
  let day = date;
  while (!isBankBusinessDay(day)) day = nextDay(day);
  return day;
}
