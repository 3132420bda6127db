import * as z from 'zod/mini';
import { emailSchema } from '@/lib/model/email';

export const grantAdminFormSchema = z.object({
  email: z.pipe(
    z.string().check(z.trim(), z.minLength(1, { error: 'メールアドレスを入力してください' })),
    emailSchema,
  ),
  action: z.enum(['grant', 'remove']),
  /** Only for the first admin of a new project; empty otherwise. */
  bootstrapSecret: z.string().check(z.maxLength(200, { error: 'シークレットが長すぎます' })),
});

export type GrantAdminValues = z.input<typeof grantAdminFormSchema>;
