import * as z from 'zod/mini';
import { limits } from '@/lib/model/limits';

/** A page as staff edit it (brand pages and the site's pages): タイトル and markdown 本文. */
export const pageFormSchema = z.object({
  title: z.string().check(
    z.trim(),
    z.minLength(1, { error: 'タイトルを入力してください' }),
    z.maxLength(limits.shortText, {
      error: `タイトルは${limits.shortText}文字以内で入力してください`,
    }),
  ),
  body: z.string().check(
    z.maxLength(limits.pageBody, {
      error: `本文は${limits.pageBody.toLocaleString('ja-JP')}文字以内で入力してください`,
    }),
  ),
});

export type PageFields = z.output<typeof pageFormSchema>;
