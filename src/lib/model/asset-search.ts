import * as z from 'zod/mini';
import { assetNumberSchema } from './asset-number';
import { brandIdSchema } from './brand-id';
import { assetSearchLimits } from './asset-readings';
import { limits } from '#shared/model/limits.js';

export { assetSearchLimits };

/**
 * assetSearch/{brandId}_{assetId} — what the cross-brand search reads: one document per asset,
 * written by the staff writes of the asset and its brand in the same batch, `published` true
 * only while both are published (the rules check it with getAfter). Visitors query
 * `published == true` with `tokens array-contains` one folded key; `text` is the folded
 * searchable text the other words are checked against. docs/data-model.md, "Asset search".
 */
export const assetSearchSchema = z.strictObject({
  brandId: brandIdSchema,
  assetId: assetNumberSchema,
  name: z
    .string()
    .check(
      z.minLength(1, { error: '物件名を入力してください' }),
      z.maxLength(limits.shortText, { error: `物件名は${limits.shortText}文字以内です` }),
    ),
  prefecture: z.string().check(z.maxLength(limits.listItem, { error: '都道府県が長すぎます' })),
  city: z.string().check(z.maxLength(limits.listItem, { error: '市区町村が長すぎます' })),
  /** 最寄り駅 names, in the asset's order */
  stations: z
    .array(z.string().check(z.maxLength(limits.listItem, { error: '駅名が長すぎます' })))
    .check(z.maxLength(limits.stations, { error: `最寄り駅は${limits.stations}件までです` })),
  published: z.boolean(),
  tokens: z
    .array(
      z
        .string()
        .check(
          z.minLength(1, { error: '検索キーが空です' }),
          z.maxLength(assetSearchLimits.readingLength, { error: '検索キーが長すぎます' }),
        ),
    )
    .check(z.maxLength(assetSearchLimits.tokens, { error: '検索キーが多すぎます' })),
  text: z
    .string()
    .check(z.maxLength(assetSearchLimits.text, { error: '検索用の本文が長すぎます' })),
  updatedAt: z.date(),
});

export type AssetSearch = z.infer<typeof assetSearchSchema>;

/** The search document's id: brand ids have no `_` and asset numbers neither, so it is unique. */
export function assetSearchId(brandId: string, assetId: string): string {
  return `${brandId}_${assetId}`;
}
