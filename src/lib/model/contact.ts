import * as z from 'zod/mini';
import { emailSchema } from './email';
import { limits } from '#shared/model/limits.js';
import { personNameSchema } from './person-name';
import { phoneSchema } from './phone';
import { requestRecordShape } from './staff-note';

export const contactCategories = ['general', 'space', 'contract', 'billing', 'other'] as const;
export type ContactCategory = (typeof contactCategories)[number];
export const contactCategoryLabels: Record<ContactCategory, string> = {
  general: 'サービスについて',
  space: '物件・区画について',
  contract: 'ご契約・解約について',
  billing: 'お支払いについて',
  other: 'その他',
};

/** brands/{b}/contacts/{id} — anyone may create (status new); only admins read and update. */
export const contactSchema = z.strictObject({
  name: personNameSchema,
  email: emailSchema,
  phone: z.optional(phoneSchema),
  category: z.enum(contactCategories, { error: 'お問い合わせ種別を選択してください' }),
  message: z.string().check(
    z.trim(),
    z.minLength(1, { error: 'お問い合わせ内容を入力してください' }),
    z.maxLength(limits.message, {
      error: `お問い合わせ内容は${limits.message}文字以内で入力してください`,
    }),
  ),
  ...requestRecordShape,
});

export type Contact = z.infer<typeof contactSchema>;

export const contactFormSchema = z.pick(contactSchema, {
  name: true,
  email: true,
  phone: true,
  category: true,
  message: true,
});
export type ContactForm = z.infer<typeof contactFormSchema>;
