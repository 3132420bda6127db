import * as z from 'zod/mini';
import { limits } from '#shared/model/limits.js';
import { timestampsShape } from '#shared/model/timestamps.js';

/** faqs/{id} (site-wide) and brands/{b}/faqs/{id} — same shape, admin-written. */
export const faqSchema = z.strictObject({
  question: z.string().check(
    z.minLength(1, { error: '質問を入力してください' }),
    z.maxLength(limits.shortText * 3, {
      error: `質問は${limits.shortText * 3}文字以内で入力してください`,
    }),
  ),
  answer: z.string().check(
    z.minLength(1, { error: '回答を入力してください' }),
    z.maxLength(limits.faqAnswer, {
      error: `回答は${limits.faqAnswer}文字以内で入力してください`,
    }),
  ),
  /** 分類, e.g. ご契約について; empty string when uncategorised */
  category: z
    .string()
    .check(z.maxLength(limits.listItem, { error: `${limits.listItem}文字以内で入力してください` })),
  sortOrder: z
    .int()
    .check(
      z.minimum(0, { error: '0以上の値を入力してください' }),
      z.maximum(100_000, { error: `${100_000}以下の値を入力してください` }),
    ),
  published: z.boolean(),
  ...timestampsShape,
});

export type Faq = z.infer<typeof faqSchema>;
