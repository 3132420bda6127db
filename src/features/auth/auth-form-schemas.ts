import * as z from 'zod/mini';
import { emailPattern } from '@/lib/model/email';
import { DEFAULT_MIN_PASSWORD_LENGTH } from './password-requirements';

const email = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, { error: 'メールアドレスを入力してください。' }),
    z.maxLength(254, { error: 'メールアドレスが長すぎます。' }),
    z.regex(emailPattern, { error: 'メールアドレスの形式が正しくありません。' }),
  );

const currentPassword = z
  .string()
  .check(z.minLength(1, { error: 'パスワードを入力してください。' }));

// The server's policy (validatePassword) is checked on top of this floor when the form is sent.
const newPassword = z.string().check(
  z.minLength(1, { error: 'パスワードを入力してください。' }),
  z.minLength(DEFAULT_MIN_PASSWORD_LENGTH, {
    error: `パスワードは${DEFAULT_MIN_PASSWORD_LENGTH}文字以上にしてください。`,
  }),
  z.maxLength(4096, { error: 'パスワードが長すぎます。' }),
);

/** zod schemas of the auth forms, one per form. */
export const authFormSchemas = {
  signIn: z.object({ email, password: currentPassword }),
  signUp: z.object({ email, password: newPassword }),
  resetRequest: z.object({ email }),
  newPassword: z.object({ password: newPassword }),
};

export type SignInValues = z.infer<typeof authFormSchemas.signIn>;
export type ResetRequestValues = z.infer<typeof authFormSchemas.resetRequest>;
export type NewPasswordValues = z.infer<typeof authFormSchemas.newPassword>;
