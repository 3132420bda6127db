import * as z from 'zod/mini';
import { assetNumberSchema } from './asset-number';
import { assetReadingsSchema } from './asset-readings';
import { latLngSchema } from './lat-lng';
import { limits } from './limits';
import { plansSchema } from './plans';
import { postalAddressShape } from './postal-address';
import { storagePathSchema } from './storage-path';
import { timestampsShape } from './timestamps';

/** 最寄り駅: line, station and minutes on foot. */
export const stationSchema = z.strictObject({
  line: z
    .string()
    .check(z.minLength(1, { error: '路線名を入力してください' }), z.maxLength(limits.listItem)),
  station: z
    .string()
    .check(z.minLength(1, { error: '駅名を入力してください' }), z.maxLength(limits.listItem)),
  walkMinutes: z.int().check(z.minimum(0), z.maximum(120)),
});

/** brands/{b}/assets/{assetNumber} — a site or building; admin-written. */
export const assetSchema = z.strictObject({
  /** Equal to the document id (that is how uniqueness within the brand is guaranteed). */
  assetNumber: assetNumberSchema,
  name: z
    .string()
    .check(z.minLength(1, { error: '物件名を入力してください' }), z.maxLength(limits.shortText)),
  description: z.string().check(z.maxLength(limits.description)),
  ...postalAddressShape,
  location: latLngSchema,
  stations: z.array(stationSchema).check(z.maxLength(limits.stations)),
  /** 設備・特徴, e.g. 24時間利用可, 空調完備 */
  features: z
    .array(z.string().check(z.minLength(1), z.maxLength(limits.listItem)))
    .check(z.maxLength(limits.features)),
  /** 読みがな of the station and town names, for the search (assetSearch); staff edit them. */
  readings: z.optional(assetReadingsSchema),
  imagePaths: z.array(storagePathSchema).check(z.maxLength(limits.imagePaths)),
  layoutImagePath: z.nullable(storagePathSchema),
  published: z.boolean(),
  /**
   * Summary of the asset's spaces by plan, kept true by every apply, cancel and staff change
   * (docs/data-model.md, "Plans"), so the public list never reads spaces.
   */
  plans: plansSchema,
  /** The space the latest applicant move changed; the rules tie the asset half to it. */
  lastSpaceMove: z.nullable(z.string().check(z.minLength(1), z.maxLength(64))),
  ...timestampsShape,
});

export type Asset = z.infer<typeof assetSchema>;
