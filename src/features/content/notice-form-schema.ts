import * as z from 'zod/mini';
import { calendarDatePattern, isRealCalendarDate } from '#shared/model/calendar-date.js';
import { limits } from '#shared/model/limits.js';
import { fromJapanDateTime } from './japan-date-time';
import { bodyField, titleField } from './page-form-schema';

const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/;

const noticeFormObject = z.object({
  title: titleField,
  body: bodyField(limits.newsBody),
  /** 掲載日 in Japan, `YYYY-MM-DD` (a date input). */
  publishedDate: z
    .string()
    .check(
      z.minLength(1, { error: '掲載日を入力してください' }),
      z.regex(calendarDatePattern, { error: '掲載日は「2026-12-01」の形で入力してください' }),
      z.refine(isRealCalendarDate, { error: '掲載日に存在しない日付が入力されています' }),
    ),
  /** 掲載時刻 in Japan, `HH:MM` (a time input). */
  publishedTime: z
    .string()
    .check(
      z.minLength(1, { error: '掲載時刻を入力してください' }),
      z.regex(timePattern, { error: '掲載時刻は「09:30」の形で入力してください' }),
    ),
  published: z.boolean(),
});

/**
 * A お知らせ as staff edit it: 掲載日時 typed as a day and a time on a clock in Japan, stored as
 * the one instant they name (`publishedAt`).
 */
export const noticeFormSchema = z.pipe(
  noticeFormObject,
  z.transform(({ publishedDate, publishedTime, ...rest }) => ({
    ...rest,
    publishedAt: fromJapanDateTime({ date: publishedDate, time: publishedTime }),
  })),
);

export type NoticeFormValues = z.input<typeof noticeFormSchema>;
export type NoticeFields = z.output<typeof noticeFormSchema>;
