import * as z from 'zod/mini';
import { assetNumberPattern } from '@/lib/model/asset-number';
import { limits } from '#shared/model/limits.js';
import { postalAddressShape } from '@/lib/model/postal-address';
import { latitudeInputSchema, longitudeInputSchema } from './coordinate-input-schema';
import { buildingInputSchema } from './optional-text-input-schema';

export const assetNumberMessages = {
  required: '物件番号を入力してください',
  pattern:
    '物件番号は英大文字・数字・ハイフンで16文字以内、先頭は英字か数字で入力してください（例：SK-201）',
} as const;

/** 物件名: trimmed, 1–100 characters. */
export const assetNameInputSchema = z.string().check(
  z.trim(),
  z.minLength(1, { error: '物件名を入力してください' }),
  z.maxLength(limits.shortText, {
    error: `物件名は${limits.shortText}文字以内で入力してください`,
  }),
);

/**
 * 「物件を追加」: the asset number (the document id, so it cannot change later), the name, the
 * address and the location. Everything else starts empty and is filled in on the edit page.
 */
export const createAssetFormSchema = z.object({
  assetNumber: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: assetNumberMessages.required }),
      z.regex(assetNumberPattern, { error: assetNumberMessages.pattern }),
    ),
  name: assetNameInputSchema,
  ...postalAddressShape,
  building: buildingInputSchema,
  latitude: latitudeInputSchema,
  longitude: longitudeInputSchema,
});

export type CreateAssetFormInput = z.input<typeof createAssetFormSchema>;
export type CreateAssetFormValues = z.output<typeof createAssetFormSchema>;
