import * as z from 'zod/mini';
import { isPlausibleBirthDate } from '@/lib/model/adult';
import { calendarDateField } from '#shared/model/calendar-date.js';
import { memberFormSchema } from '@/lib/model/member';
import { todayInJapan } from '@/utils/today-in-japan';

/**
 * The profile form: the member's fields, 生年月日 required as on the application form (issue
 * 19.7: optional here but required to apply) and a real one (not 1890), so the profile that
 * prefills the next application holds nothing the application would refuse.
 */
export const profileFormSchema = z.extend(memberFormSchema, {
  birthDate: calendarDateField('生年月日').check(
    z.refine((d) => d.length !== 10 || isPlausibleBirthDate(d, todayInJapan()), {
      error: '生年月日をご確認ください（西暦で正しい年を入力してください）',
    }),
  ),
});

export type ProfileFormInput = z.input<typeof profileFormSchema>;
export type ProfileFormValues = z.output<typeof profileFormSchema>;
