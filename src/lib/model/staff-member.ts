import * as z from 'zod/mini';
import { emailSchema } from './email';
import { staffNameSchema } from '#shared/model/uid.js';

/**
 * staff/{uid} — the staff directory: who a uid in a history or a thread is. Written only by the
 * grantAdmin function (granting fills it, removing sets `active: false` and keeps the name, so
 * old histories still read); staff read it. docs/data-model.md.
 */
export const staffMemberSchema = z.strictObject({
  name: staffNameSchema,
  email: emailSchema,
  /** false once the admin claim was removed (the entry stays for the history). */
  active: z.boolean(),
  /**
   * The brands of brand staff (the `brands` claim, docs/auth.md "Staff"); null for operator-wide
   * staff (and once removed). Absent on entries written before brand staff existed: operator-wide.
   */
  brands: z.optional(z.nullable(z.array(z.string()))),
  updatedAt: z.date(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;
