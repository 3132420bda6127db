import { adminErrorMessages } from '@/components/admin/admin-error-message';
import { Form } from '@/components/form/form';
import { SubmitActions } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { spaceAdminErrorMessage } from '../../space-admin-error-message';
import type { NewSpace } from '../../space-change-set';
import { newSpaceFormSchema } from '../../space-form-schema';
import type { SpaceFormValues } from '../../space-form-schema';
import { SpaceDetailFields } from './space-detail-fields';
import { NewSpaceStatusField } from './new-space-status-field';
import { useReportDirty } from './use-report-dirty';

export type NewSpaceFormProps = {
  /** Type, size and fees to start from (the last space's). */
  defaults: SpaceFormValues;
  onSave: (space: NewSpace) => Promise<void>;
  onCancel: () => void;
  onDirtyChange: (dirty: boolean) => void;
};

/** Adding one space: its id (used in the URL), an optional label, its state, size and fees. */
export function NewSpaceForm({ defaults, onSave, onCancel, onDirtyChange }: NewSpaceFormProps) {
  const form = useZodForm(newSpaceFormSchema, {
    defaultValues: { ...defaults, id: '', label: '', status: 'available' },
  });
  useReportDirty(form.formState.isDirty, onDirtyChange);
  return (
    <Form
      form={form}
      label="区画を追加"
      className="space-form"
      onSubmit={onSave}
      errorMessage={(error) => spaceAdminErrorMessage(error, adminErrorMessages.saveFailed)}
    >
      <div className="form-row">
        <TextField
          name="id"
          label="区画ID"
          required
          hint="お申し込みページのURLに使われます。半角英数字と「-」「_」（例: A-101）"
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="off"
        />
        <TextField
          name="label"
          label="区画番号（表示名）"
          required={false}
          hint="空欄なら区画IDと同じになります"
          autoComplete="off"
        />
      </div>
      <NewSpaceStatusField />
      <SpaceDetailFields />
      <SubmitActions sendingLabel="追加しています…" onCancel={onCancel}>
        区画を追加する
      </SubmitActions>
    </Form>
  );
}
