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
import { useZodForm } from '@/components/form/use-zod-form';
import type { Member } from '@/lib/model/member';
import {
  profileFormSchema,
  type ProfileFormInput,
  type ProfileFormValues,
} from '../profile-form-schema';

export type ProfileFormProps = {
  /** The saved profile, or null for a first-time user. */
  member: Member | null;
  /** The sign-in e-mail, offered as the profile's e-mail when there is no profile yet. */
  signedInEmail: string;
  onSave: (values: ProfileFormValues) => Promise<void>;
  /** Shown next to 保存する when editing can be abandoned (an existing profile). */
  onCancel?: () => void;
  /** The postal lookup (tests pass their own). */
  lookup?: AddressFieldsProps['lookup'];
};

function defaultsOf(member: Member | null, signedInEmail: string): ProfileFormInput {
  return {
    name: member?.name ?? '',
    kana: member?.kana ?? '',
    email: member?.email ?? signedInEmail,
    phone: member?.phone ?? '',
    postalCode: member?.postalCode ?? '',
    // The select's empty choice until one of the 47 is picked.
    prefecture: (member?.prefecture ?? '') as ProfileFormInput['prefecture'],
    city: member?.city ?? '',
    addressLine: member?.addressLine ?? '',
    building: member?.building ?? '',
    birthDate: member?.birthDate ?? '',
  };
}

/** The profile's fields, with the data model's names, checked by the member schema. */
export function ProfileForm({ member, signedInEmail, onSave, onCancel, lookup }: ProfileFormProps) {
  const form = useZodForm(profileFormSchema, { defaultValues: defaultsOf(member, signedInEmail) });
  return (
    <Form
      form={form}
      label="プロフィール"
      onSubmit={onSave}
      errorMessage={() =>
        '保存できませんでした。通信状況をご確認のうえ、もう一度お試しください。入力した内容はそのまま残っています。'
      }
    >
      <NameField name="name" required />
      <KanaField name="kana" required />
      <EmailField name="email" required hint="お申し込みやご請求のご連絡をお送りします" />
      <PhoneField name="phone" required />
      <AddressFields {...(lookup ? { lookup } : {})} />
      <DateField
        name="birthDate"
        label="生年月日"
        required
        autoComplete="bday"
        hint="「1990/4/1」「19900401」の形でも入力できます"
      />
      <div className="form-actions">
        <SubmitButton sendingLabel="保存中…">保存する</SubmitButton>
        {onCancel ? (
          <button type="button" className="button button--secondary" onClick={onCancel}>
            編集をやめる
          </button>
        ) : null}
      </div>
    </Form>
  );
}
