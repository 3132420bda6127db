const yearMonthPattern = /^(\d{4})-(0[1-9]|1[0-2])$/;

const yearMonthFormat = new Intl.DateTimeFormat('ja-JP', {
  timeZone: 'UTC',
  year: 'numeric',
  month: 'long',
});

/** `'2026-11'` → `2026年11月` (a billing month: a calendar month, no time zone). */
export function formatYearMonth(yearMonth: string): string {
  const match = yearMonthPattern.exec(yearMonth);
  if (match === null) {
    throw new RangeError(`formatYearMonth: expected YYYY-MM, got "${yearMonth}"`);
  }
  const date = new Date(0);
  date.setUTCFullYear(Number(match[1]), Number(match[2]) - 1, 1);
  return yearMonthFormat.format(date);
}
