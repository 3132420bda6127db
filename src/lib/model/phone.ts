import * as z from 'zod/mini';

/**
 * Japanese phone number: starts with 0, either 10–11 digits or hyphenated
 * (03-1234-5678, 090-1234-5678). The same pattern is in firestore.rules.
 */
export const phonePattern = /^(0\d{9,10}|0\d{1,4}-\d{1,4}-\d{3,4})$/;

export const phoneSchema = z.string({ error: '電話番号を入力してください' }).check(
  z.regex(phonePattern, { error: '電話番号は「090-1234-5678」の形式で入力してください' }),
  z.refine((v) => v.replace(/-/g, '').length >= 10 && v.replace(/-/g, '').length <= 11, {
    error: '電話番号の桁数が正しくありません',
  }),
);
