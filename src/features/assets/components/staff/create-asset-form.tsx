import { useEffect } from 'react';
import { AddressFields } from '@/components/form/address-fields';
import type { AddressFieldsProps } from '@/components/form/address-fields';
import { Form } from '@/components/form/form';
import { SubmitActions } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { adminErrorMessage } from '@/components/admin/admin-error-message';
import { assetAdminMessages } from '../../asset-admin-messages';
import { AssetNumberTakenError } from '../../asset-number-taken-error';
import { createAssetFormSchema } from '../../create-asset-form-schema';
import type { CreateAssetFormInput, CreateAssetFormValues } from '../../create-asset-form-schema';
import { normalizeAssetNumber } from '../../normalize-asset-number';
import { LocationFields } from './location-fields';
import './asset-admin.css';

export type CreateAssetFormProps = {
  /** Creates the asset; AssetNumberTakenError when the number is in use. */
  onCreate: (fields: CreateAssetFormValues) => Promise<void>;
  onCancel: () => void;
  /** The postal lookup (tests pass their own). */
  lookup?: AddressFieldsProps['lookup'];
};

const empty: CreateAssetFormInput = {
  assetNumber: '',
  name: '',
  postalCode: '',
  prefecture: '' as CreateAssetFormInput['prefecture'],
  city: '',
  addressLine: '',
  building: '',
  latitude: '',
  longitude: '',
};

/**
 * 「物件を追加」: number, name, address (postal-code lookup) and location. The asset starts
 * unpublished; a number already in use is refused next to the field, everything typed stays.
 */
export function CreateAssetForm({ onCreate, onCancel, lookup }: CreateAssetFormProps) {
  const form = useZodForm(createAssetFormSchema, { defaultValues: empty });

  // The form opens from 「物件を追加」: typing can start at once.
  useEffect(() => {
    form.setFocus('assetNumber');
  }, [form]);

  const submit = async (fields: CreateAssetFormValues) => {
    try {
      await onCreate(fields);
    } catch (error) {
      if (error instanceof AssetNumberTakenError) {
        form.setError(
          'assetNumber',
          { message: assetAdminMessages.taken(error.assetNumber, error.takenBy) },
          { shouldFocus: true },
        );
        return;
      }
      throw error;
    }
  };

  return (
    <Form
      form={form}
      label="物件を追加"
      onSubmit={submit}
      errorMessage={(error) => adminErrorMessage(error, assetAdminMessages.saveFailed)}
    >
      <TextField
        name="assetNumber"
        label="物件番号"
        required
        autoComplete="off"
        spellCheck={false}
        autoCapitalize="characters"
        maxLength={16}
        placeholder="例：SK-201"
        hint="英大文字・数字・ハイフンで16文字以内。公開ページのアドレスとQRコードに使われ、あとから変更できません"
        normalize={normalizeAssetNumber}
      />
      <TextField
        name="name"
        label="物件名"
        required
        autoComplete="off"
        placeholder="例：ソラクラ 三軒茶屋"
      />
      <AddressFields {...(lookup ? { lookup } : {})} />
      <LocationFields />
      <p className="admin-hint">
        物件は非公開の状態で作成されます。写真・最寄り駅・設備や区画を登録してから公開してください。
      </p>
      <SubmitActions sendingLabel="作成中…" onCancel={onCancel}>
        物件を作成する
      </SubmitActions>
    </Form>
  );
}
