import * as z from 'zod/mini';
import { assetNumberSchema } from './asset-number';
import { assetReadingsSchema } from './asset-readings';
import { latLngSchema } from './lat-lng';
import { limits } from '#shared/model/limits.js';
import { limitedText, requiredText } from './text';
import { plansSchema } from './plans';
import { postalAddressShape } from './postal-address';
import { storagePathSchema } from './storage-path';
import { timestampsShape } from '#shared/model/timestamps.js';

/** 最寄り駅: line, station and minutes on foot. */
export const stationSchema = z.strictObject({
  line: requiredText('路線名', limits.listItem),
  station: requiredText('駅名', limits.listItem),
  walkMinutes: z
    .int()
    .check(
      z.minimum(0, { error: '0以上の値を入力してください' }),
      z.maximum(120, { error: '120以下の値を入力してください' }),
    ),
});

/** brands/{b}/assets/{assetNumber} — a site or building; admin-written. */
export const assetSchema = z.strictObject({
  /** Equal to the document id (that is how uniqueness within the brand is guaranteed). */
  assetNumber: assetNumberSchema,
  name: requiredText('物件名', limits.shortText),
  description: limitedText(limits.description),
  ...postalAddressShape,
  location: latLngSchema,
  stations: z
    .array(stationSchema)
    .check(z.maxLength(limits.stations, { error: `${limits.stations}件までです` })),
  /** 設備・特徴, e.g. 24時間利用可, 空調完備 */
  features: z
    .array(
      z
        .string()
        .check(
          z.minLength(1, { error: '入力してください' }),
          z.maxLength(limits.listItem, { error: `${limits.listItem}文字以内で入力してください` }),
        ),
    )
    .check(z.maxLength(limits.features, { error: `設備・特徴は${limits.features}件までです` })),
  /** 読みがな of the station and town names, for the search (assetSearch); staff edit them. */
  readings: z.optional(assetReadingsSchema),
  imagePaths: z
    .array(storagePathSchema)
    .check(z.maxLength(limits.imagePaths, { error: `${limits.imagePaths}件までです` })),
  layoutImagePath: z.nullable(storagePathSchema),
  published: z.boolean(),
  /**
   * Summary of the asset's spaces by plan, kept true by every apply, cancel and staff change
   * (docs/data-model.md, "Plans"), so the public list never reads spaces.
   */
  plans: plansSchema,
  /** The space the latest applicant move changed; the rules tie the asset half to it. */
  lastSpaceMove: z.nullable(
    z
      .string()
      .check(
        z.minLength(1, { error: '入力してください' }),
        z.maxLength(64, { error: '64文字以内で入力してください' }),
      ),
  ),
  ...timestampsShape,
});

export type Asset = z.infer<typeof assetSchema>;
