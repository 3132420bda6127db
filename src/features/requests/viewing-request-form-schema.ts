import * as z from 'zod/mini';
import { calendarDateSchema } from '#shared/model/calendar-date.js';
import { emailSchema } from '@/lib/model/email';
import { kanaSchema } from '@/lib/model/kana';
import { limits } from '#shared/model/limits.js';
import { personNameSchema } from '@/lib/model/person-name';
import { phoneSchema } from '@/lib/model/phone';
import { timeSlots } from '@/lib/model/viewing-request';
import { slotName } from './slot-name';

/** An empty optional field is absent from the document, never stored as ''. */
const emptyAsAbsent = z.pipe(
  z.string().check(z.trim()),
  z.transform((value: string) => (value === '' ? undefined : value)),
);

const requiredText = (error: string) => z.string().check(z.trim(), z.minLength(1, { error }));

/**
 * The 内見予約 form for a given "tomorrow" (Japan): the model's fields (viewingRequestSchema)
 * as a person fills them in, with 1–3 preferred slots that are each tomorrow or later and
 * never the same date and time slot twice (the message sits on the later of the two), plus
 * the honeypot `website`.
 */
export function viewingRequestFormSchema(tomorrow: string) {
  const slot = z.object({
    date: z.pipe(
      requiredText('希望日を選択してください'),
      calendarDateSchema.check(
        z.refine((date) => date >= tomorrow, { error: '希望日は明日以降の日付を選択してください' }),
      ),
    ),
    timeSlot: z.pipe(z.string(), z.enum(timeSlots, { error: '時間帯を選択してください' })),
  });
  return z.object({
    assetId: requiredText('内見したい物件を選択してください'),
    spaceId: emptyAsAbsent,
    preferredSlots: z.array(slot).check(
      z.minLength(1, { error: '希望日時を1つ以上選択してください' }),
      z.maxLength(limits.preferredSlots, {
        error: `希望日時は${limits.preferredSlots}つまでです`,
      }),
      z.superRefine((slots, ctx) => {
        slots.forEach((current, index) => {
          const first = slots.findIndex(
            (other) => other.date === current.date && other.timeSlot === current.timeSlot,
          );
          if (first < index) {
            ctx.addIssue({
              code: 'custom',
              input: current,
              path: [index, 'timeSlot'],
              message: `${slotName(first)}と同じ日時です。別の日付か時間帯を選んでください`,
            });
          }
        });
      }),
    ),
    name: personNameSchema,
    kana: kanaSchema,
    email: z.pipe(requiredText('メールアドレスを入力してください'), emailSchema),
    phone: z.pipe(requiredText('電話番号を入力してください'), phoneSchema),
    message: z.pipe(
      emptyAsAbsent,
      z.optional(
        z.string().check(
          z.maxLength(limits.message, {
            error: `ご要望・ご質問は${limits.message}文字以内で入力してください`,
          }),
        ),
      ),
    ),
    website: z.optional(z.string()),
  });
}

export type ViewingRequestFormSchema = ReturnType<typeof viewingRequestFormSchema>;
export type ViewingRequestFormValues = z.input<ViewingRequestFormSchema>;
export type ViewingRequestFormOutput = z.output<ViewingRequestFormSchema>;
/** What is sent: the form's fields without the honeypot. */
export type ViewingRequestFields = Omit<ViewingRequestFormOutput, 'website'>;
