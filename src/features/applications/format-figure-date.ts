import { formatDate } from '@/utils/format-date';

/**
 * A dashboard figure's date, short: 「11月9日（月）」 in the current year (Japan time),
 * 「2025年12月27日（土）」 otherwise.
 */
export function formatFigureDate(value: Date | string, today: string): string {
  const text = formatDate(value);
  const thisYear = `${today.slice(0, 4)}年`;
  return text.startsWith(thisYear) ? text.slice(thisYear.length) : text;
}
