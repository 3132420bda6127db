import * as z from 'zod/mini';
import { limits } from '#shared/model/limits.js';

/** A letter of a name: kanji (with 々〆), hiragana, katakana or Latin, full- or half-width. */
const nameLetter = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}A-Za-zＡ-Ｚａ-ｚ々〆]/u;
/** Pictographs (emoji) and symbols have no place in a name. */
const nameJunk = /[\p{Extended_Pictographic}\p{S}]/u;

/** True when `name` has a letter and no emoji or symbol (「😀😀😀」 is not a name). */
export function isPlausibleName(name: string): boolean {
  return nameLetter.test(name) && !nameJunk.test(name);
}

/** 氏名 as one string (姓と名の間は空白可). */
export const personNameSchema = z.string({ error: 'お名前を入力してください' }).check(
  z.trim(),
  z.minLength(1, { error: 'お名前を入力してください' }),
  z.maxLength(limits.personName, {
    error: `お名前は${limits.personName}文字以内で入力してください`,
  }),
  z.refine((name) => name === '' || isPlausibleName(name), {
    error:
      'お名前は漢字・ひらがな・カタカナまたはローマ字で入力してください（絵文字や記号は使えません）',
  }),
);
