import * as z from 'zod/mini';
import { waitlistStatuses, waitlistSteps } from '#shared/model/waitlist.js';

export {
  activeWaitlistStatuses,
  defaultWaitlistSettings,
  holdTimeText,
  waitlistEntryId,
  waitlistStatusLabels,
  waitlistStepLabels,
  waitlistSettingsOf,
  type WaitlistSettings,
  type WaitlistStatus,
} from '#shared/model/waitlist.js';

const offerSchema = z.object({
  spaceId: z.string(),
  label: z.string(),
  at: z.date(),
  until: z.date(),
  remindAt: z.date(),
  seq: z.number(),
});

const stepSchema = z.object({
  at: z.date(),
  by: z.string(),
  what: z.enum(waitlistSteps),
  spaceId: z.optional(z.string()),
  reason: z.optional(z.string()),
});

/**
 * brands/{b}/waitlist/{assetId}__{planKey}__{uid} — one customer waiting for one plan of one
 * asset (docs/waitlist.md). Written by the server only, but for the customer's own leave.
 */
export const waitlistEntrySchema = z.object({
  uid: z.string(),
  assetId: z.string(),
  planKey: z.string(),
  assetName: z.optional(z.string()),
  planLabel: z.optional(z.string()),
  name: z.string(),
  email: z.string(),
  startDate: z.string(),
  note: z.string(),
  status: z.enum(waitlistStatuses),
  rank: z.number(),
  position: z.nullable(z.number()),
  offer: z.nullable(offerSchema),
  offers: z.number(),
  reason: z.optional(z.nullable(z.string())),
  history: z.array(stepSchema),
  createdAt: z.optional(z.date()),
  joinedAt: z.optional(z.date()),
  updatedAt: z.date(),
});
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema> & { id: string };

/** brands/{b}/assets/{a}/waitCounts/{planKey}: how many wait for a plan (public, no names). */
export const waitCountSchema = z.object({
  planKey: z.string(),
  waiting: z.number(),
  offered: z.number(),
});
export type WaitCount = z.infer<typeof waitCountSchema> & { id: string };
