import { z } from 'zod';
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
  title: z.string().min(1, { error: 'タイトルを入力してください' }).max(limits.shortText),
  body: z.string().max(limits.pageBody),
  updatedAt: z.date(),
});

export type SitePage = z.infer<typeof sitePageSchema>;
