import { Link } from 'react-router';
import { Form } from '@/components/form/form';
import { HoneypotField, isBotSubmission } from '@/components/form/honeypot-field';
import { EmailField, NameField, PhoneField } from '@/components/form/japanese-fields';
import { RadioGroupField } from '@/components/form/radio-group-field';
import { SubmitButton } from '@/components/form/submit-button';
import { TextAreaField } from '@/components/form/text-area-field';
import { usePrefill } from '@/components/form/use-prefill';
import { useZodForm } from '@/components/form/use-zod-form';
import { contactCategories, contactCategoryLabels } from '@/lib/model/contact';
import { limits } from '#shared/model/limits.js';
import { contactFormSchema } from '../contact-form-schema';
import type { ContactFields } from '../contact-form-schema';
import './contact-form.css';

/** What is known about a signed-in sender (their member profile). */
export type ContactPrefill = { name?: string; email?: string; phone?: string };

export type ContactFormProps = {
  /** Filled into the fields that are still empty when it arrives. */
  prefill?: ContactPrefill | null;
  /** Sends the お問い合わせ; a rejection shows at the top and keeps everything typed. */
  send: (contact: ContactFields) => Promise<void>;
  /** After sending (or after silently dropping a bot's submission). */
  onSent: () => void;
  /** The brand's privacy policy, linked next to the send button. */
  privacyPolicyHref: string;
};

const categoryOptions = contactCategories.map((value) => ({
  value,
  label: contactCategoryLabels[value],
}));

/** お問い合わせ: name, e-mail, phone (optional), category and message; a honeypot for bots. */
export function ContactForm({ prefill, send, onSent, privacyPolicyHref }: ContactFormProps) {
  const form = useZodForm(contactFormSchema, {
    defaultValues: { name: '', email: '', phone: '', category: '', message: '', website: '' },
  });
  usePrefill(form, prefill);

  return (
    <Form
      form={form}
      label="お問い合わせフォーム"
      onSubmit={async ({ website, ...contact }) => {
        // A bot filled the hidden field: it sees the thanks page, nothing is stored.
        if (!isBotSubmission(website)) await send(contact);
        onSent();
      }}
    >
      <NameField name="name" required />
      <EmailField name="email" required hint="ご返信はこのメールアドレスにお送りします。" />
      <PhoneField
        name="phone"
        required={false}
        hint="お電話での連絡をご希望の場合にご入力ください。"
      />
      <RadioGroupField
        name="category"
        legend="お問い合わせ種別"
        required
        options={categoryOptions}
      />
      <TextAreaField
        name="message"
        label="お問い合わせ内容"
        required
        rows={8}
        maxLength={limits.message}
        hint="物件や区画についてのご質問は、物件名や区画番号もお書き添えください。"
      />
      <HoneypotField name="website" />
      <p className="contact-form__note">
        ご入力いただいた個人情報は、
        <Link to={privacyPolicyHref}>プライバシーポリシー</Link>
        に沿って、お問い合わせへのご対応のためにのみ利用します。
      </p>
      <div className="form-actions">
        <SubmitButton>送信する</SubmitButton>
      </div>
    </Form>
  );
}
