import { formatIsoDate } from '@/utils/format-iso-date';

/** A moment as staff type it: the day and the time on a clock in Japan. */
export type JapanDateTime = { date: string; time: string };

const tokyoClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Tokyo',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** `2026-12-01` and `09:30` in Japan, whatever the time zone of the browser. */
export function toJapanDateTime(instant: Date): JapanDateTime {
  return { date: formatIsoDate(instant), time: tokyoClock.format(instant) };
}

/** The instant of a day (`YYYY-MM-DD`) and a time (`HH:MM`) in Japan (UTC+9, no summer time). */
export function fromJapanDateTime({ date, time }: JapanDateTime): Date {
  const instant = new Date(`${date}T${time}:00+09:00`);
  if (Number.isNaN(instant.getTime())) {
    throw new RangeError(`fromJapanDateTime: not a date and time: ${date} ${time}`);
  }
  return instant;
}
