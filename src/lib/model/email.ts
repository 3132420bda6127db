import { z } from 'zod';
import { limits } from './limits';

/** Deliberately loose (one @, a dot in the domain): the mail server is the real check. Same pattern in firestore.rules. */
export const emailPattern = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

export const emailSchema = z
  .string({ error: 'メールアドレスを入力してください' })
  .max(limits.email, { error: 'メールアドレスが長すぎます' })
  .regex(emailPattern, { error: 'メールアドレスの形式が正しくありません' });
