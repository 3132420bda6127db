import { calendarDatePattern, isRealCalendarDate } from '@/lib/model/calendar-date';
import { formatIsoDate } from './format-iso-date';

// A calendar date is formatted as that day at UTC midnight in UTC, so no time zone moves it.
const dayFormat = new Intl.DateTimeFormat('ja-JP', {
  timeZone: 'UTC',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  weekday: 'short',
});

/**
 * `2026年11月22日（日）`. A string is a calendar date `YYYY-MM-DD` (a day, never shifted by time
 * zone); a Date is an instant, shown as the day it falls on in Japan.
 */
export function formatDate(value: Date | string): string {
  const day = typeof value === 'string' ? value : formatIsoDate(value);
  if (!calendarDatePattern.test(day) || !isRealCalendarDate(day)) {
    throw new RangeError(`formatDate: expected a calendar date YYYY-MM-DD, got "${day}"`);
  }
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const parts = dayFormat.formatToParts(new Date(Date.UTC(y, m - 1, d)));
  // Intl's ja-JP pattern writes the weekday in half-width parentheses; the site uses full-width.
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}年${part('month')}月${part('day')}日（${part('weekday')}）`;
}
