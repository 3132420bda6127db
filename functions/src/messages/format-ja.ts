/** Dates and money as the messages write them (Japan time, 円). */

const weekdays = ['日', '月', '火', '水', '木', '金', '土'];

/** 'YYYY-MM-DD' → 2026年12月1日（火）. */
export function formatCalendarDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  const [, y, m, d] = match;
  const weekday = weekdays[new Date(`${date}T00:00:00Z`).getUTCDay()];
  return `${y}年${Number(m)}月${Number(d)}日（${weekday}）`;
}

/** 8800 → 8,800円. */
export function formatYen(amount: number): string {
  return `${amount.toLocaleString('ja-JP')}円`;
}

/** Today in Japan as 'YYYY-MM-DD'. */
export function todayInJapan(now: Date = new Date()): string {
  return new Date(now.getTime() + 9 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` ('YYYY-MM-DD'); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * A 受付番号 as read out on the phone: the 8-character number, or an older application's id, in
 * groups of four (src/lib/model/application-reference.ts, formatReferenceNumber).
 */
export function formatReferenceNumber(reference: string): string {
  return reference.match(/.{1,4}/g)?.join('-') ?? '';
}
