import * as z from 'zod/mini';
import { limits } from '#shared/model/limits.js';
import { limitedText, requiredText } from './text';

/** The fixed pages of a brand; the key is the document id. */
export const brandPageKeys = [
  'flow',
  'terms',
  'privacy-policy',
  'company-overview',
  'transaction',
  'annotation',
  'thanks',
] as const;
export type BrandPageKey = (typeof brandPageKeys)[number];
export const brandPageKeyLabels: Record<BrandPageKey, string> = {
  flow: 'ご利用の流れ',
  terms: '利用規約',
  'privacy-policy': 'プライバシーポリシー',
  'company-overview': '会社概要',
  transaction: '特定商取引法に基づく表記',
  annotation: '注記',
  thanks: '完了ページ',
};

/** brands/{b}/pages/{key} — markdown, admin-written; `version` only grows (terms agreement refers to it). */
export const brandPageSchema = z.strictObject({
  title: requiredText('タイトル', limits.shortText),
  body: limitedText(limits.pageBody, '本文'),
  version: z.int().check(z.minimum(1, { error: '1以上の値を入力してください' })),
  updatedAt: z.date(),
});

export type BrandPage = z.infer<typeof brandPageSchema>;
