import { z } from 'zod';
import { emailSchema } from '@/lib/model/email';

export const grantAdminFormSchema = z.object({
  email: z.string().trim().min(1, { error: 'メールアドレスを入力してください' }).pipe(emailSchema),
  action: z.enum(['grant', 'remove']),
  /** Only for the first admin of a new project; empty otherwise. */
  bootstrapSecret: z.string().max(200, { error: 'シークレットが長すぎます' }),
});

export type GrantAdminValues = z.input<typeof grantAdminFormSchema>;
