const tokyoDay = new Intl.DateTimeFormat('ja-JP', {
  timeZone: 'Asia/Tokyo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * The calendar day an instant falls on in Japan, as `YYYY-MM-DD` (for `<time dateTime>` and
 * comparisons with stored calendar dates), whatever the time zone of the browser.
 */
export function formatIsoDate(instant: Date): string {
  if (Number.isNaN(instant.getTime())) {
    throw new RangeError('formatIsoDate: invalid Date');
  }
  const parts = tokyoDay.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
}
