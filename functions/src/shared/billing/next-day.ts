/** The calendar day after `day` (`'YYYY-MM-DD'` → `'YYYY-MM-DD'`), across months and years. */
export function nextDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}
