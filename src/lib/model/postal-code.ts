import * as z from 'zod/mini';

/** Japanese postal code, stored as NNN-NNNN. */
export const postalCodeSchema = z
  .string({ error: '郵便番号を入力してください' })
  .check(z.regex(/^\d{3}-\d{4}$/, { error: '郵便番号は「123-4567」の形式で入力してください' }));
