import { z } from 'zod';

/** `request.data` of the grantAdmin callable; the admin screen sends exactly this. */
export const grantAdminInput = z.strictObject({
  email: z.string().trim().toLowerCase().pipe(z.email().max(254)),
  action: z.enum(['grant', 'remove']),
  /** Only for the very first admin of a project (docs/deploy.md). */
  bootstrapSecret: z.string().min(1).max(200).optional(),
});

export type GrantAdminInput = z.infer<typeof grantAdminInput>;
