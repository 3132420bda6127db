/** The start of a Japanese calendar day (`YYYY-MM-DD`) as an instant; `days` later for a range's end. */
export function japanDayStart(date: string, days = 0): Date {
  const start = new Date(`${date}T00:00:00+09:00`);
  return new Date(start.getTime() + days * 24 * 60 * 60 * 1000);
}
