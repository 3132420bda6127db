import { z } from 'zod';
import { emailPattern } from '@/lib/model/email';
import { DEFAULT_MIN_PASSWORD_LENGTH } from './password-requirements';

const email = z
  .string()
  .trim()
  .min(1, { error: 'メールアドレスを入力してください。' })
  .max(254, { error: 'メールアドレスが長すぎます。' })
  .regex(emailPattern, { error: 'メールアドレスの形式が正しくありません。' });

const currentPassword = z.string().min(1, { error: 'パスワードを入力してください。' });

// The server's policy (validatePassword) is checked on top of this floor when the form is sent.
const newPassword = z
  .string()
  .min(1, { error: 'パスワードを入力してください。' })
  .min(DEFAULT_MIN_PASSWORD_LENGTH, {
    error: `パスワードは${DEFAULT_MIN_PASSWORD_LENGTH}文字以上にしてください。`,
  })
  .max(4096, { error: 'パスワードが長すぎます。' });

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
