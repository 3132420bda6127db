import * as z from 'zod/mini';
import { assetNumberSchema } from './asset-number';
import { brandIdSchema } from './brand-id';
import { limits } from './limits';

/** Sizes of the search readings and the search document (firestore.rules repeats them). */
export const assetSearchLimits = {
  /** 読みがな words staff give an asset */
  readings: 10,
  /** characters of one reading */
  readingLength: 30,
  /** folded search keys of one document (assetSearchTokens keeps below it) */
  tokens: 600,
  /** the folded text a result is checked against */
  text: 1500,
} as const;

/** One reading: hiragana or katakana (ー included), e.g. さんげんぢゃや or セタガヤ. */
export const assetReadingPattern = /^[ぁ-ゖァ-ヺー]+$/;

const readingMessage = 'ひらがなかカタカナで入力してください';

/**
 * asset.readings — how the asset's station and town names are read (三軒茶屋 → さんげんぢゃや),
 * so a visitor who types the sound finds the kanji. Optional: older assets have none.
 */
export const assetReadingsSchema = z
  .array(
    z.string().check(
      z.minLength(1, { error: `読みがなを${readingMessage}` }),
      z.maxLength(assetSearchLimits.readingLength, {
        error: `読みがなは1語${assetSearchLimits.readingLength}文字以内で入力してください`,
      }),
      z.regex(assetReadingPattern, { error: `読みがなは${readingMessage}` }),
    ),
  )
  .check(
    z.maxLength(assetSearchLimits.readings, {
      error: `読みがなは${assetSearchLimits.readings}語まで登録できます`,
    }),
  );

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
