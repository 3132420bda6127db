import { calendarDatePattern, isRealCalendarDate } from '#shared/model/calendar-date.js';
import { formatIsoDate } from './format-iso-date';

/** The weekdays as the site writes them, Sunday first (`Date#getUTCDay`). */
const weekdays = '日月火水木金土';

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
  // The weekday of that calendar day, computed at UTC midnight so no time zone moves it.
  const weekday = weekdays[new Date(Date.UTC(y, m - 1, d)).getUTCDay()];
  return `${y}年${m}月${d}日（${weekday}）`;
}
