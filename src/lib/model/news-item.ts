import * as z from 'zod/mini';
import { limits } from './limits';
import { timestampsShape } from './timestamps';

/** news/{id} (site-wide お知らせ) and brands/{b}/infos/{id} (brand お知らせ) — same shape, admin-written. */
export const newsItemSchema = z.strictObject({
  title: z
    .string()
    .check(z.minLength(1, { error: 'タイトルを入力してください' }), z.maxLength(limits.shortText)),
  body: z.string().check(z.maxLength(limits.newsBody)),
  /** 掲載日時: lists sort by it, newest first */
  publishedAt: z.date(),
  published: z.boolean(),
  ...timestampsShape,
});

export type NewsItem = z.infer<typeof newsItemSchema>;
