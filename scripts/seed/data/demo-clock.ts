import { billDueDate } from '#shared/billing/bill-due-date.js';

/**
 * The day the demo data is dated against, `YYYY-MM-DD`: `DEMO_TODAY` when set (`npm test` sets
 * it once for the whole run, so the seed and every test file agree even across midnight),
 * otherwise today in Japan by the clock. The demo's story (this month's bills, the overdue one,
 * the application for next month, the 解約 at the end of next month) is told relative to it, so
 * the screens look the same on any day of the year; seeding twice on one day writes the same
 * documents (idempotent). Tests compute what they expect from these exports, never from a date
 * written in the test (docs/testing.md).
 */
export const demoToday = demoDay(process.env['DEMO_TODAY']);

function demoDay(fromEnv: string | undefined): string {
  if (fromEnv === undefined || fromEnv === '') {
    return new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
  }
  if (!/^\d{4}-\d{2}-\d{2}$/.test(fromEnv) || Number.isNaN(Date.parse(fromEnv)))
    throw new Error(`demo-clock: DEMO_TODAY must be 'YYYY-MM-DD', got '${fromEnv}'`);
  return fromEnv;
}

/** A fixed instant in Japan time, e.g. at('2026-04-01 10:00'). */
export function at(local: string): Date {
  const m = /^(\d{4}-\d{2}-\d{2})(?: (\d{2}):(\d{2}))?$/.exec(local);
  if (!m)
    throw new Error(`demo-clock: expected 'YYYY-MM-DD' or 'YYYY-MM-DD HH:mm', got '${local}'`);
  const date = new Date(`${m[1]}T${m[2] ?? '09'}:${m[3] ?? '00'}:00+09:00`);
  if (Number.isNaN(date.getTime())) throw new Error(`demo-clock: not a real date '${local}'`);
  return date;
}

/** 'YYYY-MM-DD' plus `days` (may be negative). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** 'YYYY-MM' plus `months` (may be negative). */
export function addMonths(period: string, months: number): string {
  const [y, m] = period.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** 支払期限 of a demo bill of `period`: made on the 20th of the month before, as the app's job does. */
export function demoDueDate(period: string): string {
  return billDueDate(period, `${addMonths(period, -1)}-20`);
}

/**
 * The billing month the demo's story is in (`YYYY-MM`): the month of `today` until its bills are
 * past due, then the next one (made on the 20th, so already out). Its bills are unpaid and not
 * yet due, the month before's may be overdue: on the 1st as on the 31st.
 */
export function demoPeriodOf(today: string): string {
  const month = today.slice(0, 7);
  return today <= demoDueDate(month) ? month : addMonths(month, 1);
}

export const demoPeriod = demoPeriodOf(demoToday);

/** The earlier of two 'YYYY-MM-DD' days. */
export function earlierDay(a: string, b: string): string {
  return a < b ? a : b;
}
