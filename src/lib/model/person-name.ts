import * as z from 'zod/mini';
import { limits } from './limits';

/** 氏名 as one string (姓と名の間は空白可). */
export const personNameSchema = z.string({ error: 'お名前を入力してください' }).check(
  z.trim(),
  z.minLength(1, { error: 'お名前を入力してください' }),
  z.maxLength(limits.personName, {
    error: `お名前は${limits.personName}文字以内で入力してください`,
  }),
);
