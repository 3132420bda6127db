import * as z from 'zod/mini';
import { limits } from '#shared/model/limits.js';
import { limitedText, requiredText } from './text';

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
  title: requiredText('タイトル', limits.shortText),
  body: limitedText(limits.pageBody),
  updatedAt: z.date(),
});

export type SitePage = z.infer<typeof sitePageSchema>;
