import * as z from 'zod/mini';
import { contactCategories, contactSchema } from '@/lib/model/contact';
import { emailSchema } from '@/lib/model/email';
import { phoneSchema } from '@/lib/model/phone';

/** An empty optional field is absent from the document, never stored as ''. */
const emptyAsAbsent = z.pipe(
  z.string().check(z.trim()),
  z.transform((value: string) => (value === '' ? undefined : value)),
);

/**
 * The お問い合わせ form: the model's fields (contactSchema) as a person fills them in — an
 * empty e-mail says 入力してください, an empty phone is left out, no category chosen yet is ''
 * — plus the honeypot `website` that people never see.
 */
export const contactFormSchema = z.object({
  name: contactSchema.shape.name,
  email: z.pipe(
    z.string().check(z.trim(), z.minLength(1, { error: 'メールアドレスを入力してください' })),
    emailSchema,
  ),
  phone: z.pipe(emptyAsAbsent, z.optional(phoneSchema)),
  category: z.pipe(
    z.string(),
    z.enum(contactCategories, { error: 'お問い合わせ種別を選択してください' }),
  ),
  message: contactSchema.shape.message,
  website: z.optional(z.string()),
});

export type ContactFormOutput = z.output<typeof contactFormSchema>;
/** What is sent: the form's fields without the honeypot. */
export type ContactFields = Omit<ContactFormOutput, 'website'>;
