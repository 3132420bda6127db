import * as z from 'zod/mini';
import { limits } from '#shared/model/limits.js';

/** Deliberately loose (one @, a dot in the domain): the mail server is the real check. Same pattern in firestore.rules. */
export const emailPattern = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

export const emailSchema = z
  .string({ error: 'メールアドレスを入力してください' })
  .check(
    z.maxLength(limits.email, { error: 'メールアドレスが長すぎます' }),
    z.regex(emailPattern, { error: 'メールアドレスの形式が正しくありません' }),
  );
