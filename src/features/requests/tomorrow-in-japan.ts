import { todayInJapan } from '@/utils/today-in-japan';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Tomorrow's date in Japan as `YYYY-MM-DD`: the earliest day a 内見 can be asked for (staff
 * need a day to arrange it). Japan has no daylight saving, so a day is always 24 hours.
 */
export function tomorrowInJapan(now: Date = new Date()): string {
  return todayInJapan(new Date(now.getTime() + DAY_MS));
}
