import * as z from 'zod/mini';
import { limits } from '#shared/model/limits.js';
import { requestStatuses } from './request-status';
import { staffNameSchema, uidSchema } from '#shared/model/uid.js';

/** Who wrote a thread entry: the staff member's uid and their directory name at the time. */
const authorShape = {
  by: uidSchema,
  byName: staffNameSchema,
  createdAt: z.date(),
};

export const replyBodySchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, { error: '返信内容を入力してください' }),
    z.maxLength(limits.reply, { error: `返信内容は${limits.reply}文字以内で入力してください` }),
  );

/**
 * brands/{b}/contacts|viewingRequests/{id}/thread/{entryId} — what happened with a request,
 * oldest first: staff replies (a function mails each to the sender; its delivery state is in the
 * delivery log) and status changes. Staff create entries; nobody edits or removes them.
 */
export const requestThreadEntrySchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('reply'), body: replyBodySchema, ...authorShape }),
  z.strictObject({
    kind: z.literal('status'),
    from: z.enum(requestStatuses),
    to: z.enum(requestStatuses),
    ...authorShape,
  }),
]);
export type RequestThreadEntry = z.infer<typeof requestThreadEntrySchema>;

export const replyFormSchema = z.strictObject({ body: replyBodySchema });
export type ReplyForm = z.infer<typeof replyFormSchema>;
