import * as z from 'zod/mini';

export const adminGrantActions = ['grant', 'remove'] as const;

/**
 * adminGrants/{autoId} — one entry per change of someone's isAdmin claim, written only by the
 * grantAdmin function (admin SDK); admins read it, no client writes.
 */
export const adminGrantSchema = z.strictObject({
  action: z.enum(adminGrantActions),
  targetUid: z.string().check(z.minLength(1), z.maxLength(128)),
  targetEmail: z.string().check(z.minLength(1), z.maxLength(254)),
  actorUid: z.string().check(z.minLength(1), z.maxLength(128)),
  actorEmail: z.nullable(z.string().check(z.minLength(1), z.maxLength(254))),
  /** `bootstrap` for the project's first admin, made with the one-time secret. */
  via: z.enum(['admin', 'bootstrap']),
  createdAt: z.date(),
});
