import * as z from 'zod/mini';
import { limits } from './limits';
import { timestampsShape } from './timestamps';

/** faqs/{id} (site-wide) and brands/{b}/faqs/{id} — same shape, admin-written. */
export const faqSchema = z.strictObject({
  question: z
    .string()
    .check(z.minLength(1, { error: '質問を入力してください' }), z.maxLength(limits.shortText * 3)),
  answer: z
    .string()
    .check(z.minLength(1, { error: '回答を入力してください' }), z.maxLength(limits.faqAnswer)),
  /** 分類, e.g. ご契約について; empty string when uncategorised */
  category: z.string().check(z.maxLength(limits.listItem)),
  sortOrder: z.int().check(z.minimum(0), z.maximum(100_000)),
  published: z.boolean(),
  ...timestampsShape,
});

export type Faq = z.infer<typeof faqSchema>;
