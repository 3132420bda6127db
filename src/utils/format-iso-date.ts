/** Japan Standard Time: UTC+9 all year (Japan has kept no summer time since 1951). */
const JST_OFFSET_MS = 9 * 60 * 60 * 1000;

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * The calendar day an instant falls on in Japan, as `YYYY-MM-DD` (for `<time dateTime>` and
 * comparisons with stored calendar dates), whatever the time zone of the browser. Plain
 * arithmetic, not `Intl` with `timeZone: 'Asia/Tokyo'`: a page's first time-zone formatter loads
 * ICU's zone data (≈ 12 ms, four times that on a phone) in the public pages' first load.
 */
export function formatIsoDate(instant: Date): string {
  if (Number.isNaN(instant.getTime())) {
    throw new RangeError('formatIsoDate: invalid Date');
  }
  const inJapan = new Date(instant.getTime() + JST_OFFSET_MS);
  const year = String(inJapan.getUTCFullYear()).padStart(4, '0');
  return `${year}-${twoDigits(inJapan.getUTCMonth() + 1)}-${twoDigits(inJapan.getUTCDate())}`;
}
