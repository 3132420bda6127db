import { z } from 'zod';
import { MAX_STAFF_BRANDS, STAFF_BRAND_ID } from '#shared/model/staff-scope.js';

/**
 * `request.data` of the grantAdmin callable; the admin screen sends exactly this. `brands` (only
 * with `grant`) makes or keeps the user brand staff of exactly those brands; a grant without it
 * makes operator-wide staff (docs/auth.md, "Staff").
 */
export const grantAdminInput = z
  .strictObject({
    email: z.string().trim().toLowerCase().pipe(z.email().max(254)),
    action: z.enum(['grant', 'remove']),
    brands: z
      .array(z.string().regex(STAFF_BRAND_ID))
      .min(1)
      .max(MAX_STAFF_BRANDS)
      .transform((ids) => [...new Set(ids)].sort())
      .optional(),
    /** Only for the very first admin of a project (docs/deploy.md): operator-wide staff. */
    bootstrapSecret: z.string().min(1).max(200).optional(),
  })
  .refine((input) => input.brands === undefined || input.action === 'grant')
  .refine((input) => input.brands === undefined || input.bootstrapSecret === undefined);

export type GrantAdminInput = z.infer<typeof grantAdminInput>;
