import * as z from 'zod/mini';
import { calendarDateSchema } from '#shared/model/calendar-date.js';
import { emailSchema } from './email';
import { kanaSchema } from './kana';
import { memberSearchSchema } from './member-search-keys';
import { personNameSchema } from './person-name';
import { phoneSchema } from './phone';
import { postalAddressShape } from './postal-address';
import { timestampsShape } from '#shared/model/timestamps.js';
import { customerNumberSchema } from './transfer-name';
import { uidSchema } from '#shared/model/uid.js';

/**
 * brands/{b}/members/{uid} — a user's profile with one brand (document id = Auth uid).
 * The user creates and edits their own; admins may edit any. Nothing here grants rights:
 * admin is only the isAdmin custom claim, never a document field.
 */
export const memberSchema = z.strictObject({
  uid: uidSchema,
  email: emailSchema,
  name: personNameSchema,
  kana: kanaSchema,
  phone: phoneSchema,
  ...postalAddressShape,
  birthDate: z.optional(calendarDateSchema),
  /** お客様番号: taken once from settings/customerNumbers; the 振込名義 is derived from it (transfer-name.ts) */
  customerNumber: z.optional(customerNumberSchema()),
  /** What the staff's member search queries (member-search-keys.ts); absent on older profiles. */
  search: z.optional(memberSearchSchema),
  ...timestampsShape,
});

export type Member = z.infer<typeof memberSchema>;

/** The fields a user types on the profile form. */
export const memberFormSchema = z.omit(memberSchema, {
  uid: true,
  customerNumber: true,
  search: true,
  createdAt: true,
  updatedAt: true,
});
export type MemberForm = z.infer<typeof memberFormSchema>;
