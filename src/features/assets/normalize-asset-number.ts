import { toHalfWidthDigits } from '@/utils/normalize-digits';

/**
 * An asset number as staff may type it (`ｓｋ－２０１`, ` sk-201 `) in the stored form
 * (`SK-201`): full-width letters, digits and dashes to ASCII, upper case, no spaces.
 */
export function normalizeAssetNumber(value: string): string {
  return toHalfWidthDigits(value.normalize('NFKC')).replace(/\s+/g, '').toUpperCase();
}
