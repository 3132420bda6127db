import * as z from 'zod/mini';
import { staffNameSchema } from '#shared/model/uid.js';

/**
 * staffNames/{uid} — a staff member's name alone, for histories and threads (every staff member
 * reads it; the directory staff/{uid} with e-mails and scopes is operator-wide staff's). Written
 * only by the grantAdmin function, with the directory entry. docs/data-model.md.
 */
export const staffNameEntrySchema = z.strictObject({ name: staffNameSchema });
export type StaffNameEntry = z.infer<typeof staffNameEntrySchema>;
