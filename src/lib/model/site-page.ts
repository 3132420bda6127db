import * as z from 'zod/mini';
import { limits } from './limits';

/** Operator pages edited at /admin/js/* and shown on the home page; the key is the document id. */
export const sitePageKeys = ['partnership', 'transaction', 'introduction'] as const;
export type SitePageKey = (typeof sitePageKeys)[number];
export const sitePageKeyLabels: Record<SitePageKey, string> = {
  partnership: 'パートナーシップ',
  transaction: '特定商取引法に基づく表記',
  introduction: 'サービス紹介',
};

/** site/{key} — public read, admin write. */
export const sitePageSchema = z.strictObject({
  title: z.string().check(
    z.minLength(1, { error: 'タイトルを入力してください' }),
    z.maxLength(limits.shortText, {
      error: `タイトルは${limits.shortText}文字以内で入力してください`,
    }),
  ),
  body: z
    .string()
    .check(z.maxLength(limits.pageBody, { error: `${limits.pageBody}文字以内で入力してください` })),
  updatedAt: z.date(),
});

export type SitePage = z.infer<typeof sitePageSchema>;
