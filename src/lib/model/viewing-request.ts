import * as z from 'zod/mini';
import { calendarDateSchema } from '#shared/model/calendar-date.js';
import { emailSchema } from './email';
import { kanaSchema } from './kana';
import { limits } from '#shared/model/limits.js';
import { personNameSchema } from './person-name';
import { phoneSchema } from './phone';
import { requestRecordShape } from './staff-note';

export const timeSlots = ['morning', 'afternoon', 'evening'] as const;
export type TimeSlot = (typeof timeSlots)[number];
export const timeSlotLabels: Record<TimeSlot, string> = {
  morning: '午前（10:00〜12:00）',
  afternoon: '午後（13:00〜16:00）',
  evening: '夕方（16:00〜18:00）',
};

export const preferredSlotSchema = z.strictObject({
  date: calendarDateSchema,
  timeSlot: z.enum(timeSlots, { error: '時間帯を選択してください' }),
});
export type PreferredSlot = z.infer<typeof preferredSlotSchema>;

/**
 * brands/{b}/viewingRequests/{id} — a 内見 (viewing) request; the routes say "preview".
 * Anyone may create (status new); only admins read and update.
 */
export const viewingRequestSchema = z.strictObject({
  name: personNameSchema,
  kana: kanaSchema,
  email: emailSchema,
  phone: phoneSchema,
  /** asset (= asset number) to view */
  assetId: z
    .string()
    .check(
      z.minLength(1, { error: '入力してください' }),
      z.maxLength(64, { error: '64文字以内で入力してください' }),
    ),
  /** a particular space, when the visitor came from one */
  spaceId: z.optional(
    z
      .string()
      .check(
        z.minLength(1, { error: '入力してください' }),
        z.maxLength(64, { error: '64文字以内で入力してください' }),
      ),
  ),
  /** 第1〜第3希望 */
  preferredSlots: z
    .array(preferredSlotSchema)
    .check(
      z.minLength(1, { error: '希望日時を1つ以上選択してください' }),
      z.maxLength(limits.preferredSlots, { error: `希望日時は${limits.preferredSlots}つまでです` }),
    ),
  message: z.optional(
    z
      .string()
      .check(z.maxLength(limits.message, { error: `${limits.message}文字以内で入力してください` })),
  ),
  ...requestRecordShape,
});

export type ViewingRequest = z.infer<typeof viewingRequestSchema>;

export const viewingRequestFormSchema = z.pick(viewingRequestSchema, {
  name: true,
  kana: true,
  email: true,
  phone: true,
  assetId: true,
  spaceId: true,
  preferredSlots: true,
  message: true,
});
export type ViewingRequestForm = z.infer<typeof viewingRequestFormSchema>;
