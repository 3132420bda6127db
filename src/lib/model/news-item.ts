import { z } from 'zod';
import { limits } from './limits';
import { timestampsShape } from './timestamps';

/** news/{id} (site-wide お知らせ) and brands/{b}/infos/{id} (brand お知らせ) — same shape, admin-written. */
export const newsItemSchema = z.strictObject({
  title: z.string().min(1, { error: 'タイトルを入力してください' }).max(limits.shortText),
  body: z.string().max(limits.newsBody),
  /** 掲載日時: lists sort by it, newest first */
  publishedAt: z.date(),
  published: z.boolean(),
  ...timestampsShape,
});

export type NewsItem = z.infer<typeof newsItemSchema>;
