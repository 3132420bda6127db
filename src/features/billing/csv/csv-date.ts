import { formatIsoDate } from '@/utils/format-iso-date';

/**
 * A date as a person in Japan types it and Excel reads it as a date: `2026/12/01`. A string is
 * a calendar date `YYYY-MM-DD` (or a month `YYYY-MM` → `2026/12`); a Date is an instant, taken
 * as its day in Japan. Empty for null.
 */
export function csvDate(value: Date | string | null | undefined): string {
  if (value === null || value === undefined) return '';
  const day = typeof value === 'string' ? value : formatIsoDate(value);
  return day.replaceAll('-', '/');
}
