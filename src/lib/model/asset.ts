import { z } from 'zod';
import { assetNumberSchema } from './asset-number';
import { latLngSchema } from './lat-lng';
import { limits } from './limits';
import { plansSchema } from './plans';
import { postalAddressShape } from './postal-address';
import { storagePathSchema } from './storage-path';
import { timestampsShape } from './timestamps';

/** 最寄り駅: line, station and minutes on foot. */
export const stationSchema = z.strictObject({
  line: z.string().min(1, { error: '路線名を入力してください' }).max(limits.listItem),
  station: z.string().min(1, { error: '駅名を入力してください' }).max(limits.listItem),
  walkMinutes: z.int().min(0).max(120),
});
export type Station = z.infer<typeof stationSchema>;

/** brands/{b}/assets/{assetNumber} — a site or building; admin-written. */
export const assetSchema = z.strictObject({
  /** Equal to the document id (that is how uniqueness within the brand is guaranteed). */
  assetNumber: assetNumberSchema,
  name: z.string().min(1, { error: '物件名を入力してください' }).max(limits.shortText),
  description: z.string().max(limits.description),
  ...postalAddressShape,
  location: latLngSchema,
  stations: z.array(stationSchema).max(limits.stations),
  /** 設備・特徴, e.g. 24時間利用可, 空調完備 */
  features: z.array(z.string().min(1).max(limits.listItem)).max(limits.features),
  imagePaths: z.array(storagePathSchema).max(limits.imagePaths),
  layoutImagePath: storagePathSchema.nullable(),
  published: z.boolean(),
  /**
   * Summary of the asset's spaces by plan, kept true by every apply, cancel and staff change
   * (docs/data-model.md, "Plans"), so the public list never reads spaces.
   */
  plans: plansSchema,
  /** The space the latest applicant move changed; the rules tie the asset half to it. */
  lastSpaceMove: z.string().min(1).max(64).nullable(),
  ...timestampsShape,
});

export type Asset = z.infer<typeof assetSchema>;
