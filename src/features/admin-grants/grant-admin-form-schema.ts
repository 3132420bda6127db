import * as z from 'zod/mini';
import { emailSchema } from '@/lib/model/email';
import { MAX_STAFF_BRANDS } from '#shared/model/staff-scope.js';

export const grantAdminFormSchema = z
  .object({
    email: z.pipe(
      z.string().check(z.trim(), z.minLength(1, { error: 'メールアドレスを入力してください' })),
      emailSchema,
    ),
    action: z.enum(['grant', 'remove']),
    /**
     * What a grant makes (docs/auth.md, "Staff"): operator-wide staff, or brand staff of
     * `brands`. Only operator-wide staff see the choice; the bootstrap grants operator-wide.
     */
    scope: z.enum(['operator', 'brands']),
    brands: z.array(z.string()),
    /** Only for the first admin of a new project; empty otherwise. */
    bootstrapSecret: z.string().check(z.maxLength(200, { error: 'シークレットが長すぎます' })),
  })
  .check(
    z.refine(
      (values) =>
        values.action !== 'grant' || values.scope !== 'brands' || values.brands.length > 0,
      { error: '担当するブランドを1つ以上選んでください', path: ['brands'] },
    ),
    z.refine((values) => values.brands.length <= MAX_STAFF_BRANDS, {
      error: `担当ブランドは${MAX_STAFF_BRANDS}件までです`,
      path: ['brands'],
    }),
  );

export type GrantAdminValues = z.input<typeof grantAdminFormSchema>;
