import * as z from 'zod/mini';
import { assetReadingsSchema } from '@/lib/model/asset-readings';

/** The words of the 読みがな box: split at spaces and commas, half-width kana made full-width. */
function readingWords(text: string): string[] {
  return text
    .normalize('NFKC')
    .split(/[\s\u3000、,，]+/)
    .filter(Boolean);
}

/**
 * 検索用の読みがな as staff type them in one box (`さんげんぢゃや せたがや`): stored as the list
 * of words the search folds (asset.readings).
 */
export const readingsInputSchema = z.pipe(
  z.pipe(z.string(), z.transform(readingWords)),
  assetReadingsSchema,
);
