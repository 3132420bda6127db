import { z } from 'zod';
import { limits } from './limits';
import { timestampsShape } from './timestamps';

/** faqs/{id} (site-wide) and brands/{b}/faqs/{id} — same shape, admin-written. */
export const faqSchema = z.strictObject({
  question: z
    .string()
    .min(1, { error: '質問を入力してください' })
    .max(limits.shortText * 3),
  answer: z.string().min(1, { error: '回答を入力してください' }).max(limits.faqAnswer),
  /** 分類, e.g. ご契約について; empty string when uncategorised */
  category: z.string().max(limits.listItem),
  sortOrder: z.int().min(0).max(100_000),
  published: z.boolean(),
  ...timestampsShape,
});

export type Faq = z.infer<typeof faqSchema>;
