import * as z from 'zod/mini';
import { limits } from '#shared/model/limits.js';
import { postalCodeSchema } from './postal-code';
import { prefectureSchema } from './prefecture';

/** The address fields used by assets, members and applications (flat, so rules can check them). */
export const postalAddressShape = {
  postalCode: postalCodeSchema,
  prefecture: prefectureSchema,
  /** 市区町村 */
  city: z.string().check(
    z.minLength(1, { error: '市区町村を入力してください' }),
    z.maxLength(limits.shortText, {
      error: `市区町村は${limits.shortText}文字以内で入力してください`,
    }),
  ),
  /** 町名・番地 */
  addressLine: z.string().check(
    z.minLength(1, { error: '番地を入力してください' }),
    z.maxLength(limits.shortText, {
      error: `町名・番地は${limits.shortText}文字以内で入力してください`,
    }),
  ),
  /** 建物名・部屋番号 (optional) */
  building: z.optional(
    z.string().check(
      z.maxLength(limits.shortText, {
        error: `建物名・部屋番号は${limits.shortText}文字以内で入力してください`,
      }),
    ),
  ),
};
