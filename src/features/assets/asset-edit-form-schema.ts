import * as z from 'zod/mini';
import { limits } from '#shared/model/limits.js';
import { postalAddressShape } from '@/lib/model/postal-address';
import { latitudeInputSchema, longitudeInputSchema } from './coordinate-input-schema';
import { assetNameInputSchema } from './create-asset-form-schema';
import { buildingInputSchema } from './optional-text-input-schema';
import { readingsInputSchema } from './readings-input-schema';
import { stationInputSchema } from './station-input-schema';

/**
 * Every field staff edit on an asset. Not here: the number (the id), photos (saved by the
 * photo section on their own), the layout drawing (the layout editor), and `plans` /
 * `lastSpaceMove` (kept by the spaces screen and the apply batches).
 */
export const assetEditFormSchema = z.object({
  name: assetNameInputSchema,
  description: z.string().check(
    z.maxLength(limits.description, {
      error: `物件紹介は${limits.description.toLocaleString('ja-JP')}文字以内で入力してください`,
    }),
  ),
  ...postalAddressShape,
  building: buildingInputSchema,
  latitude: latitudeInputSchema,
  longitude: longitudeInputSchema,
  stations: z
    .array(stationInputSchema)
    .check(
      z.maxLength(limits.stations, { error: `最寄り駅は${limits.stations}件まで登録できます` }),
    ),
  features: z
    .array(z.string().check(z.minLength(1), z.maxLength(limits.listItem)))
    .check(
      z.maxLength(limits.features, { error: `設備・特徴は${limits.features}件まで登録できます` }),
    ),
  readings: readingsInputSchema,
  published: z.boolean(),
});

export type AssetEditFormInput = z.input<typeof assetEditFormSchema>;
export type AssetEditFormValues = z.output<typeof assetEditFormSchema>;
