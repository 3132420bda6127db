import * as z from 'zod/mini';
import { limits } from '#shared/model/limits.js';

/** A required タイトル (a page's, a お知らせ's). */
export const titleField = z.string().check(
  z.trim(),
  z.minLength(1, { error: 'タイトルを入力してください' }),
  z.maxLength(limits.shortText, {
    error: `タイトルは${limits.shortText}文字以内で入力してください`,
  }),
);

/** A markdown 本文 of at most `max` characters. */
export const bodyField = (max: number) =>
  z.string().check(
    z.maxLength(max, {
      error: `本文は${max.toLocaleString('ja-JP')}文字以内で入力してください`,
    }),
  );

/** A page as staff edit it (brand pages and the site's pages): タイトル and markdown 本文. */
export const pageFormSchema = z.object({
  title: titleField,
  body: bodyField(limits.pageBody),
});

export type PageFields = z.output<typeof pageFormSchema>;
