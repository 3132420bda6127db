import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { DefaultValues } from 'react-hook-form';
import type * as z from 'zod/mini';
import { AddressFields, type AddressFieldsProps } from '@/components/form/address-fields';
import { Form } from '@/components/form/form';
import {
  DateField,
  EmailField,
  KanaField,
  NameField,
  PhoneField,
} from '@/components/form/japanese-fields';
import { SubmitButton } from '@/components/form/submit-button';
import { usePrefill } from '@/components/form/use-prefill';
import { useZodForm } from '@/components/form/use-zod-form';
import { adultAge } from '@/lib/model/adult';
import {
  applicationFormSchema,
  type ApplicationForm as ApplicationFormOutput,
} from '@/lib/model/application';
import type { BrandPage } from '@/lib/model/brand-page';
import type { DraftDocument } from '../application-draft-storage';
import { IdentityDocumentField, type IdentityDocumentUploader } from './identity-document-field';
import { TermsAgreement } from './terms-agreement';
import './application.css';

/** What the form holds while it is being filled in (before the schema's checks). */
export type ApplicationFormValues = z.input<ReturnType<typeof applicationFormSchema>>;

type ApplicantTextField = Exclude<keyof ApplicationFormValues, 'agreedToTerms'>;

export type ApplicationFormProps = {
  /** Today in Japan ('YYYY-MM-DD'): the 18+ and start-date checks count from it. */
  today: string;
  defaultValues: DefaultValues<ApplicationFormValues>;
  /**
   * What is known about the person (their member profile, or just the e-mail they signed in
   * with): filled into fields still empty and untouched, whenever it arrives.
   */
  prefill?: Partial<Record<ApplicantTextField, string>> | null;
  terms: Pick<BrandPage, 'title' | 'body' | 'version'>;
  upload: IdentityDocumentUploader;
  uploadedDocument: DraftDocument | null;
  onDocumentChange: (document: DraftDocument | null) => void;
  /** Every change, as typed (the screen keeps a draft of it). */
  onValuesChange?: (values: Partial<ApplicationFormValues>) => void;
  /** The checked values: on to the confirm step. */
  onSubmit: (values: ApplicationFormOutput) => void | Promise<void>;
  /** The postal-code lookup (tests inject one). */
  lookup?: AddressFieldsProps['lookup'];
  /** Shown above the fields (e.g. the limit of open applications). */
  notice?: ReactNode;
  /** Focus the first field when the form appears (it replaced the sign-in form). */
  autoFocus?: boolean;
};

/**
 * The application form: who applies (name, フリガナ, contact, address, 生年月日 for the 18+
 * check), from when (利用開始希望日, not in the past), the 本人確認書類 (uploaded on the spot)
 * and agreement to the current 利用規約. 確認画面へ進む only with every check passed.
 */
export function ApplicationForm({
  today,
  defaultValues,
  prefill,
  terms,
  upload,
  uploadedDocument,
  onDocumentChange,
  onValuesChange,
  onSubmit,
  lookup,
  notice,
  autoFocus = false,
}: ApplicationFormProps) {
  const schema = useMemo(() => applicationFormSchema(today), [today]);
  const form = useZodForm(schema, { defaultValues });
  const [uploading, setUploading] = useState(false);
  usePrefill(form, prefill);
  useEffect(() => {
    if (autoFocus) form.setFocus('name');
  }, [autoFocus, form]);

  useEffect(() => {
    if (!onValuesChange) return;
    const subscription = form.watch((values) => onValuesChange(values));
    return () => subscription.unsubscribe();
  }, [form, onValuesChange]);

  return (
    <Form form={form} onSubmit={onSubmit} label="お申し込み内容の入力" className="application-form">
      {notice}
      <fieldset className="application-form__group">
        <legend className="application-form__legend">お客さま情報</legend>
        <div className="form-row">
          <NameField name="name" label="お名前" required />
          <KanaField name="kana" label="フリガナ" required />
        </div>
        <EmailField name="email" required />
        <PhoneField name="phone" required hint="日中つながりやすい番号をご入力ください" />
        <DateField
          name="birthDate"
          label="生年月日"
          required
          autoComplete="bday"
          hint={`「1990/4/1」「19900401」の形でも入力できます。お申し込みは${adultAge}歳以上の方に限ります`}
        />
      </fieldset>
      <fieldset className="application-form__group">
        <legend className="application-form__legend">ご住所</legend>
        <AddressFields {...(lookup ? { lookup } : {})} />
      </fieldset>
      <fieldset className="application-form__group">
        <legend className="application-form__legend">ご利用について</legend>
        <DateField
          name="startDate"
          label="利用開始希望日"
          variant="picker"
          required
          min={today}
          hint="本日以降の日付を選んでください。初月分は開始日からの日割りです"
        />
        <IdentityDocumentField
          upload={upload}
          uploaded={uploadedDocument}
          onUploaded={onDocumentChange}
          onUploadingChange={setUploading}
        />
        <TermsAgreement terms={terms} />
      </fieldset>
      <div className="form-actions">
        <SubmitButton disabled={uploading}>確認画面へ進む</SubmitButton>
        {uploading ? <p className="form-field__status">アップロードが終わると進めます。</p> : null}
      </div>
    </Form>
  );
}
