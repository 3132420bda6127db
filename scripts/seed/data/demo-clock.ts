/**
 * The demo data is dated against a fixed "today" instead of the wall clock, so that every run
 * writes byte-for-byte the same documents (idempotent seeding) and tests can rely on dates.
 */
export const demoToday = '2026-11-20';

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
