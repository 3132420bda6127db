import * as z from 'zod/mini';
import { limits } from '#shared/model/limits.js';

/** The model's limit on a question (firestore.rules: 1–300 characters). */
export const questionMaxLength = limits.shortText * 3;

/** An FAQ as staff edit it; 表示順 is set by the list's 上へ/下へ, not typed. */
export const faqFormSchema = z.object({
  question: z.string().check(
    z.trim(),
    z.minLength(1, { error: '質問を入力してください' }),
    z.maxLength(questionMaxLength, {
      error: `質問は${questionMaxLength}文字以内で入力してください`,
    }),
  ),
  answer: z.string().check(
    z.trim(),
    z.minLength(1, { error: '回答を入力してください' }),
    z.maxLength(limits.faqAnswer, {
      error: `回答は${limits.faqAnswer.toLocaleString('ja-JP')}文字以内で入力してください`,
    }),
  ),
  category: z.string().check(
    z.trim(),
    z.maxLength(limits.listItem, {
      error: `分類は${limits.listItem}文字以内で入力してください`,
    }),
  ),
  published: z.boolean(),
});

export type FaqFields = z.output<typeof faqFormSchema>;
