import * as z from 'zod/mini';
import { uidSchema } from '#shared/model/uid.js';

export const adminGrantActions = ['grant', 'remove'] as const;

/**
 * adminGrants/{autoId} — one entry per change of someone's isAdmin claim, written only by the
 * grantAdmin function (admin SDK); admins read it, no client writes.
 */
export const adminGrantSchema = z.strictObject({
  action: z.enum(adminGrantActions),
  targetUid: uidSchema,
  targetEmail: z
    .string()
    .check(
      z.minLength(1, { error: '入力してください' }),
      z.maxLength(254, { error: '254文字以内で入力してください' }),
    ),
  actorUid: uidSchema,
  actorEmail: z.nullable(
    z
      .string()
      .check(
        z.minLength(1, { error: '入力してください' }),
        z.maxLength(254, { error: '254文字以内で入力してください' }),
      ),
  ),
  /** `bootstrap` for the project's first admin, made with the one-time secret. */
  via: z.enum(['admin', 'bootstrap']),
  /**
   * The scope after the change (issue 29): the brands of brand staff, null for operator-wide (or
   * after a removal); and the scope before it. Absent on entries from before brand staff.
   */
  brands: z.optional(z.nullable(z.array(z.string()))),
  previousBrands: z.optional(z.nullable(z.array(z.string()))),
  /** Whether the person was staff before the change. */
  previousActive: z.optional(z.boolean()),
  createdAt: z.date(),
});
export type AdminGrant = z.infer<typeof adminGrantSchema>;
