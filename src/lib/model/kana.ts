import * as z from 'zod/mini';
import { limits } from '#shared/model/limits.js';

/** Full-width katakana (with ー and spaces), as written on Japanese forms for フリガナ. */
export const kanaPattern = /^[ァ-ヶー\u3000 ]+$/;

export const kanaSchema = z.string({ error: 'フリガナを入力してください' }).check(
  z.minLength(1, { error: 'フリガナを入力してください' }),
  z.maxLength(limits.personName, {
    error: `フリガナは${limits.personName}文字以内で入力してください`,
  }),
  z.regex(kanaPattern, { error: 'フリガナは全角カタカナで入力してください' }),
);
