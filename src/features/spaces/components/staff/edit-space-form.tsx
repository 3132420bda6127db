import { adminErrorMessages } from '@/components/admin/admin-error-message';
import { Form } from '@/components/form/form';
import { SubmitActions } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { spaceAdminErrorMessage } from '../../space-admin-error-message';
import { editSpaceFormSchema, spaceFormValues } from '../../space-form-schema';
import type { SpaceFields } from '../../space-fields';
import type { SpaceWithId } from '../../api/get-asset-spaces';
import { SpaceDetailFields } from './space-detail-fields';
import { useReportDirty } from './use-report-dirty';

export type EditSpaceFormProps = {
  space: SpaceWithId;
  onSave: (fields: SpaceFields) => Promise<void>;
  onCancel: () => void;
  onDirtyChange: (dirty: boolean) => void;
};

/** Editing one space's label, type, floor, size and fees (its id and state stay). */
export function EditSpaceForm({ space, onSave, onCancel, onDirtyChange }: EditSpaceFormProps) {
  const form = useZodForm(editSpaceFormSchema, { defaultValues: spaceFormValues(space) });
  useReportDirty(form.formState.isDirty, onDirtyChange);
  return (
    <Form
      form={form}
      label={`区画 ${space.label} を編集`}
      className="space-form"
      onSubmit={onSave}
      errorMessage={(error) => spaceAdminErrorMessage(error, adminErrorMessages.saveFailed)}
    >
      <TextField
        name="label"
        label="区画番号（表示名）"
        required
        hint={`区画ID ${space.id}（URL）は変わりません`}
        autoComplete="off"
      />
      <SpaceDetailFields />
      <SubmitActions sendingLabel="保存しています…" onCancel={onCancel}>
        保存する
      </SubmitActions>
    </Form>
  );
}
