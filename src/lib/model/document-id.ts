import * as z from 'zod/mini';

/** An id made by the SDK's `doc(collection(...)).id`: 20 letters and digits. */
export const autoIdPattern = /^[A-Za-z0-9]{20}$/;

export const autoIdSchema = z
  .string()
  .check(z.regex(autoIdPattern, { error: '形式が正しくありません' }));
