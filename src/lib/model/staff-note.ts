import * as z from 'zod/mini';
import { limits } from '#shared/model/limits.js';
import { requestStatuses } from './request-status';
import { timestampsShape } from '#shared/model/timestamps.js';
import { uidSchema } from '#shared/model/uid.js';

/**
 * 対応メモ on a contact or viewing request: staff only (the sender never sees or sets it), absent
 * until staff first write one, '' when cleared.
 */
export const staffNoteSchema = z.string().check(
  z.maxLength(limits.staffNote, {
    error: `対応メモは${limits.staffNote}文字以内で入力してください`,
  }),
);

/** The staff form on a contact / viewing request detail: 対応状況 and 対応メモ. */
export const requestHandlingFormSchema = z.strictObject({
  status: z.enum(requestStatuses, { error: '対応状況を選択してください' }),
  staffNote: staffNoteSchema,
});

/** What a contact and a viewing request keep besides the sender's input. */
export const requestRecordShape = {
  /** set when the sender was signed in: must be their own uid */
  uid: z.optional(uidSchema),
  status: z.enum(requestStatuses),
  /** 対応メモ: staff only, absent until staff write one */
  staffNote: z.optional(staffNoteSchema),
  ...timestampsShape,
};
