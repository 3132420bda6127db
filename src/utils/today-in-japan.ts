import { formatIsoDate } from './format-iso-date';

/** Today's date in Japan as `YYYY-MM-DD`; `now` lets tests fix the clock. */
export function todayInJapan(now: Date = new Date()): string {
  return formatIsoDate(now);
}
