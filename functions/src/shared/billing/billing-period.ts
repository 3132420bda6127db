const periodPattern = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** Whether `value` is a billing month `YYYY-MM`. */
export function isBillingPeriod(value: string | null | undefined): value is string {
  return typeof value === 'string' && periodPattern.test(value);
}

/** The billing month a calendar day `YYYY-MM-DD` falls in. */
export function periodOf(day: string): string {
  return day.slice(0, 7);
}

/** `YYYY-MM` moved by `months` (negative: earlier). */
export function addMonths(period: string, months: number): string {
  const [y, m] = period.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
}

/** The first and last day of a billing month, `YYYY-MM-DD`. */
export function periodDays(period: string): { first: string; last: string } {
  const [y, m] = period.split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { first: `${period}-01`, last: `${period}-${String(lastDay).padStart(2, '0')}` };
}
