import { useEffect } from 'react';
import { AddressFields } from '@/components/form/address-fields';
import type { AddressFieldsProps } from '@/components/form/address-fields';
import { CheckboxField } from '@/components/form/checkbox-field';
import { Form } from '@/components/form/form';
import { SubmitButton } from '@/components/form/submit-button';
import { TextAreaField } from '@/components/form/text-area-field';
import { TextField } from '@/components/form/text-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { adminErrorMessage } from '@/components/admin/admin-error-message';
import { limits } from '#shared/model/limits.js';
import { assetAdminMessages } from '../../asset-admin-messages';
import { assetEditFormSchema } from '../../asset-edit-form-schema';
import type { AssetEditFormInput, AssetEditFormValues } from '../../asset-edit-form-schema';
import { FeaturesEditor } from './features-editor';
import { LocationFields } from './location-fields';
import { StationsEditor } from './stations-editor';
import './asset-admin.css';

export type AssetEditFormProps = {
  /** The stored asset's values (assetEditDefaults). */
  defaultValues: AssetEditFormInput;
  onSave: (values: AssetEditFormValues) => Promise<void>;
  /** Told whenever the form starts or stops differing from what is saved. */
  onDirtyChange?: (dirty: boolean) => void;
  lookup?: AddressFieldsProps['lookup'];
};

/** Every field of an asset staff edit, saved in one write (photos are saved on their own). */
export function AssetEditForm({
  defaultValues,
  onSave,
  onDirtyChange,
  lookup,
}: AssetEditFormProps) {
  const form = useZodForm(assetEditFormSchema, { defaultValues });
  const { isDirty } = form.formState;

  useEffect(() => {
    onDirtyChange?.(isDirty);
  }, [isDirty, onDirtyChange]);

  const submit = async (values: AssetEditFormValues) => {
    await onSave(values);
    // What was just saved is the new starting point (as typed, normalised by the fields).
    form.reset(form.getValues());
  };

  return (
    <Form
      form={form}
      label="物件の情報"
      onSubmit={submit}
      errorMessage={(error) => adminErrorMessage(error, assetAdminMessages.saveFailed)}
      className="asset-edit-form"
    >
      <fieldset className="asset-admin__fieldset">
        <legend className="asset-admin__legend">基本情報</legend>
        <TextField name="name" label="物件名" required autoComplete="off" />
        <TextAreaField
          name="description"
          label="物件紹介"
          required={false}
          rows={6}
          maxLength={limits.description}
          hint="物件ページの冒頭に表示されます。アクセスや設備の特長を書いてください"
        />
      </fieldset>
      <fieldset className="asset-admin__fieldset">
        <legend className="asset-admin__legend">住所</legend>
        <AddressFields {...(lookup ? { lookup } : {})} />
      </fieldset>
      <LocationFields />
      <StationsEditor />
      <fieldset className="asset-admin__fieldset">
        <legend className="asset-admin__legend">検索用の読みがな</legend>
        <TextField
          name="readings"
          label="駅名・地名の読みがな"
          required={false}
          autoComplete="off"
          hint="トップページの検索で、ひらがな・カタカナで探す人にも見つかるようにします。スペースで区切って入力してください（例: さんげんぢゃや せたがや）"
        />
      </fieldset>
      <FeaturesEditor />
      <fieldset className="asset-admin__fieldset">
        <legend className="asset-admin__legend">公開</legend>
        <CheckboxField
          name="published"
          label="この物件を公開する"
          hint="公開すると、物件一覧・物件ページ・QRコードのアドレスで誰でも見られるようになります"
        />
      </fieldset>
      <div className="form-actions asset-edit-form__actions">
        <SubmitButton sendingLabel="保存中…">保存する</SubmitButton>
      </div>
    </Form>
  );
}
