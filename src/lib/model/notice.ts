import * as z from 'zod/mini';
import { limits } from './limits';
import { timestampsShape } from './timestamps';

/** notices/{id} (site-wide お知らせ) and brands/{b}/notices/{id} (a brand's) — same shape, admin-written. */
export const noticeSchema = z.strictObject({
  title: z.string().check(
    z.minLength(1, { error: 'タイトルを入力してください' }),
    z.maxLength(limits.shortText, {
      error: `タイトルは${limits.shortText}文字以内で入力してください`,
    }),
  ),
  body: z
    .string()
    .check(z.maxLength(limits.newsBody, { error: `${limits.newsBody}文字以内で入力してください` })),
  /** 掲載日時: lists sort by it, newest first */
  publishedAt: z.date(),
  published: z.boolean(),
  ...timestampsShape,
});

export type Notice = z.infer<typeof noticeSchema>;
