import { useWatch } from 'react-hook-form';
import { adminErrorMessage, adminErrorMessages } from '@/components/admin/admin-error-message';
import { useUnsavedChangesBlocker } from '@/components/admin/use-unsaved-changes-blocker';
import { Form } from '@/components/form/form';
import { EmailField, PhoneField } from '@/components/form/japanese-fields';
import { SelectField } from '@/components/form/select-field';
import { SubmitActions } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { paths } from '@/config/paths';
import { brandKindLabels, brandKinds } from '@/lib/model/brand';
import { brandIdProblem } from '../../admin-brand-id-problem';
import { adminBrandMessages } from '../../admin-brand-messages';
import { newBrandFormSchema, normalizeBrandId } from '../../admin-new-brand-form-schema';
import type { NewBrandFields } from '../../admin-new-brand-form-schema';
import { BrandIdTakenError, useCreateBrand } from '../../api/admin-create-brand';

export type NewBrandFormProps = {
  /** The new brand's display order (after the last brand). */
  sortOrder: number;
  /** Called with the new brand's id (the screen moves to its settings). */
  onCreated: (brandId: string, allowNavigation: () => void) => void;
  onCancel: () => void;
};

const kindOptions = brandKinds.map((kind) => ({ value: kind, label: brandKindLabels[kind] }));

/** Shows the public address the id will have, once it is a valid id. */
function BrandAddressPreview() {
  const id = useWatch<{ id: string }>({ name: 'id' });
  const normalized = normalizeBrandId(id ?? '');
  if (normalized === '' || brandIdProblem(normalized)) return null;
  return (
    <p className="admin-hint">
      公開ページのアドレス: <strong>{paths.brand.home.href(normalized)}</strong>
    </p>
  );
}

/**
 * 「ブランドを追加」: id, name, kind and the contact the model requires; the brand starts
 * unpublished, without images, after the existing brands.
 */
export function NewBrandForm({ sortOrder, onCreated, onCancel }: NewBrandFormProps) {
  const create = useCreateBrand();
  const form = useZodForm(newBrandFormSchema, {
    defaultValues: { id: '', name: '', kind: 'trunk-room', email: '', phone: '' },
  });
  const unsaved = useUnsavedChangesBlocker(form.formState.isDirty);

  const submit = async (fields: NewBrandFields) => {
    try {
      await create.mutateAsync({ ...fields, sortOrder });
    } catch (error) {
      if (error instanceof BrandIdTakenError) {
        form.setError(
          'id',
          { message: adminBrandMessages.idTaken(fields.id) },
          { shouldFocus: true },
        );
        return;
      }
      throw error;
    }
    onCreated(fields.id, unsaved.allowNextNavigation);
  };

  return (
    <>
      <Form
        form={form}
        onSubmit={submit}
        errorMessage={(error) => adminErrorMessage(error, adminErrorMessages.saveFailed)}
        label="ブランドを追加"
      >
        <TextField
          name="id"
          label="ブランドID"
          required
          hint="公開ページのアドレスになります（例: sorakura → /sorakura）。英小文字で始まる3〜32文字の英小文字・数字・ハイフン。あとから変更できません。"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          inputMode="url"
          normalize={normalizeBrandId}
          after={<BrandAddressPreview />}
        />
        <TextField name="name" label="ブランド名" required autoComplete="off" />
        <SelectField name="kind" label="種別" required options={kindOptions} />
        <EmailField
          name="email"
          label="問い合わせ先メールアドレス"
          required
          hint="ブランドのページに載ります。あとから変更できます。"
        />
        <PhoneField name="phone" label="問い合わせ先電話番号" required />
        <p className="admin-hint">
          追加したブランドは非公開で作られます。紹介文や画像を整えてから公開してください。
        </p>
        <SubmitActions sendingLabel="追加しています…" onCancel={onCancel} look="admin">
          ブランドを追加
        </SubmitActions>
      </Form>
      {unsaved.dialog}
    </>
  );
}
