import * as z from 'zod/mini';
import { limits } from '#shared/model/limits.js';
import { limitedText, requiredText } from './text';
import { timestampsShape } from '#shared/model/timestamps.js';

/** notices/{id} (site-wide お知らせ) and brands/{b}/notices/{id} (a brand's) — same shape, admin-written. */
export const noticeSchema = z.strictObject({
  title: requiredText('タイトル', limits.shortText),
  body: limitedText(limits.newsBody),
  /** 掲載日時: lists sort by it, newest first */
  publishedAt: z.date(),
  published: z.boolean(),
  ...timestampsShape,
});

export type Notice = z.infer<typeof noticeSchema>;
