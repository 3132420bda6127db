import * as z from 'zod/mini';
import { uidSchema } from './uid';

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
  createdAt: z.date(),
});
