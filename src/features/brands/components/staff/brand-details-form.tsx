import { useWatch } from 'react-hook-form';
import { adminErrorMessage, adminErrorMessages } from '@/components/admin/admin-error-message';
import { useUnsavedChangesBlocker } from '@/components/admin/use-unsaved-changes-blocker';
import { Form } from '@/components/form/form';
import { EmailField, PhoneField } from '@/components/form/japanese-fields';
import { SelectField } from '@/components/form/select-field';
import { SaveActions } from '@/components/admin/save-actions';
import { TextAreaField } from '@/components/form/text-area-field';
import { TextField } from '@/components/form/text-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { brandKindLabels, brandKinds } from '@/lib/model/brand';
import type { Brand } from '@/lib/model/brand';
import { limits } from '#shared/model/limits.js';
import { toHalfWidthDigits } from '@/utils/normalize-digits';
import { brandFormSchema } from '../../admin-brand-form-schema';
import type { BrandFields, BrandFormValues } from '../../admin-brand-form-schema';
import { useUpdateBrand } from '../../api/admin-update-brand';
import { ThemeColorField } from './theme-color-field';

const kindOptions = brandKinds.map((kind) => ({ value: kind, label: brandKindLabels[kind] }));

function valuesOf(brand: Brand): BrandFormValues {
  return {
    name: brand.name,
    kind: brand.kind,
    tagline: brand.tagline,
    description: brand.description,
    themeColor: brand.themeColor,
    contact: { ...brand.contact },
    sortOrder: String(brand.sortOrder),
  };
}

export type BrandDetailsFormProps = {
  brandId: string;
  brand: Brand;
  onSaved: () => void;
};

function ThemeColor() {
  const name = useWatch<BrandFormValues>({ name: 'name' }) as string;
  return <ThemeColorField brandName={name} />;
}

/** Every text field of the brand, the display order and the theme colour, saved together. */
export function BrandDetailsForm({ brandId, brand, onSaved }: BrandDetailsFormProps) {
  const update = useUpdateBrand();
  const form = useZodForm(brandFormSchema, { defaultValues: valuesOf(brand) });
  const unsaved = useUnsavedChangesBlocker(form.formState.isDirty);

  const submit = async (fields: BrandFields) => {
    await update.mutateAsync({ brandId, fields });
    // What was saved is the new starting point (the form is no longer "changed").
    form.reset({ ...fields, sortOrder: String(fields.sortOrder) });
    onSaved();
  };

  return (
    <>
      <Form
        form={form}
        onSubmit={submit}
        errorMessage={(error) => adminErrorMessage(error, adminErrorMessages.saveFailed)}
        label="ブランドの基本情報"
        className="brand-details"
      >
        <fieldset className="brand-details__group">
          <legend>基本情報</legend>
          <TextField name="name" label="ブランド名" required autoComplete="off" />
          <SelectField name="kind" label="種別" required options={kindOptions} />
          <TextField
            name="tagline"
            label="キャッチコピー"
            hint="ブランドのページの見出しの下と、トップページの一覧に表示されます。"
            maxLength={limits.shortText}
          />
          <TextAreaField
            name="description"
            label="紹介文"
            rows={6}
            maxLength={limits.description}
          />
          <TextField
            name="sortOrder"
            label="表示順"
            required
            inputMode="numeric"
            hint="トップページの一覧で小さい数から順に並びます。"
            normalize={toHalfWidthDigits}
            className="brand-details__short"
          />
        </fieldset>
        <fieldset className="brand-details__group">
          <legend>問い合わせ先</legend>
          <EmailField name="contact.email" label="メールアドレス" required />
          <PhoneField name="contact.phone" label="電話番号" required />
          <TextField
            name="contact.hours"
            label="受付時間"
            placeholder="例：平日 10:00〜18:00"
            maxLength={limits.shortText}
          />
        </fieldset>
        <fieldset className="brand-details__group">
          <legend>テーマカラー</legend>
          <ThemeColor />
        </fieldset>
        <SaveActions />
      </Form>
      {unsaved.dialog}
    </>
  );
}
