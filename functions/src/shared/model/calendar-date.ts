import * as z from 'zod/mini';

/**
 * A calendar date without time zone, stored as 'YYYY-MM-DD' (birth dates, start dates,
 * due dates, preferred viewing dates): a Timestamp would shift by a day across time zones.
 */
export const calendarDatePattern = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** True for a real day of the Gregorian calendar (rejects 2026-02-30). */
export function isRealCalendarDate(value: string): boolean {
  const [y, m, d] = value.split('-').map(Number);
  if (y === undefined || m === undefined || d === undefined) return false;
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

export const calendarDateSchema = z
  .string({ error: '日付を入力してください' })
  .check(
    z.regex(calendarDatePattern, { error: '日付は「2026-04-01」の形式で入力してください' }),
    z.refine(isRealCalendarDate, { error: '存在しない日付です' }),
  );

/**
 * A calendar date field of a form, its messages naming the field (an error summary with two
 * date fields must say which one): `calendarDateField('生年月日')`.
 */
export function calendarDateField(label: string) {
  return z.string({ error: `${label}を入力してください` }).check(
    z.minLength(1, { error: `${label}を入力してください` }),
    z.regex(calendarDatePattern, {
      error: `${label}は「2026-04-01」の形式で入力してください`,
    }),
    z.refine(isRealCalendarDate, { error: `${label}に存在しない日付が入力されています` }),
  );
}
