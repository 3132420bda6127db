import * as z from 'zod/mini';

/**
 * An asset's number, unique within its brand because it IS the asset's document id
 * (brands/{b}/assets/{assetNumber}). Upper-case letters, digits and hyphens only, so it can
 * never equal a lower-case brand route segment (flow, terms, list, detail…) under /{brandId}/{id}.
 */
export const assetNumberPattern = /^[0-9A-Z][0-9A-Z-]{0,15}$/;

export const assetNumberSchema = z.string().check(
  z.regex(assetNumberPattern, {
    error: '物件番号は英大文字・数字・ハイフンの16文字以内で入力してください',
  }),
);
