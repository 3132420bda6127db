import * as z from 'zod/mini';
import { calendarDateSchema } from '@/lib/model/calendar-date';
import { memberFormSchema } from '@/lib/model/member';

/**
 * The profile form: the member's fields, with 生年月日 optional (an empty field means "not
 * given", not a malformed date).
 */
export const profileFormSchema = z.extend(memberFormSchema, {
  birthDate: z.pipe(
    z.pipe(
      z.string(),
      z.transform((value) => (value.trim() === '' ? undefined : value)),
    ),
    z.optional(calendarDateSchema),
  ),
});

export type ProfileFormInput = z.input<typeof profileFormSchema>;
export type ProfileFormValues = z.output<typeof profileFormSchema>;
