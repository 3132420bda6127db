import { formatDate } from './format-date';

const tokyoTime = new Intl.DateTimeFormat('ja-JP', {
  timeZone: 'Asia/Tokyo',
  hour: 'numeric',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** `2026年11月22日（日）14:05`: an instant shown in Japan time (24-hour clock). */
export function formatDateTime(instant: Date): string {
  if (Number.isNaN(instant.getTime())) {
    throw new RangeError('formatDateTime: invalid Date');
  }
  return `${formatDate(instant)}${tokyoTime.format(instant)}`;
}
