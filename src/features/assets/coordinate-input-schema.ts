import * as z from 'zod/mini';
import { toHalfWidthDigits } from '@/utils/normalize-digits';

/**
 * A latitude or longitude typed into a text box (so a pasted `35.6431` or a full-width
 * `３５．６４３１` both work) → a number within `min`…`max`, each failure in its own words.
 */
export function coordinateInputSchema(label: '緯度' | '経度', min: number, max: number) {
  return z.pipe(
    z.pipe(
      z.string().check(z.trim(), z.minLength(1, { error: `${label}を入力してください` })),
      z.transform((value) => Number(toHalfWidthDigits(value.normalize('NFKC')))),
    ),
    z
      .number({ error: `${label}は数値で入力してください（例：35.6431）` })
      .check(
        z.minimum(min, { error: `${label}は${min}〜${max}の範囲で入力してください` }),
        z.maximum(max, { error: `${label}は${min}〜${max}の範囲で入力してください` }),
      ),
  );
}

export const latitudeInputSchema = coordinateInputSchema('緯度', -90, 90);
export const longitudeInputSchema = coordinateInputSchema('経度', -180, 180);
