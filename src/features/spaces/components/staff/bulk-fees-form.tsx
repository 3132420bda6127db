import { adminErrorMessages } from '@/components/admin/admin-error-message';
import { Form } from '@/components/form/form';
import { SubmitActions } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { useZodForm } from '@/components/form/use-zod-form';
import type { BulkFees } from '../../bulk-fee-patches';
import { spaceAdminErrorMessage } from '../../space-admin-error-message';
import { bulkFeesFormSchema, normalizeNumberText } from '../../space-form-schema';
import { useReportDirty } from './use-report-dirty';

export type BulkFeesFormProps = {
  /** The selected spaces' labels. */
  labels: readonly string[];
  onSave: (fees: BulkFees) => Promise<void>;
  onClearSelection: () => void;
  onDirtyChange: (dirty: boolean) => void;
};

/** Sets 月額利用料 and/or 管理費 on every selected space at once (an empty field is left alone). */
export function BulkFeesForm({
  labels,
  onSave,
  onClearSelection,
  onDirtyChange,
}: BulkFeesFormProps) {
  const form = useZodForm(bulkFeesFormSchema, { defaultValues: { monthlyFee: '', adminFee: '' } });
  useReportDirty(form.formState.isDirty, onDirtyChange);
  const shown = labels.length <= 8 ? labels.join('、') : `${labels.slice(0, 8).join('、')} ほか`;
  return (
    <Form
      form={form}
      label="選択した区画の料金を変更"
      className="space-form space-form--bulk"
      onSubmit={async (fees) => {
        await onSave(fees);
        form.reset({ monthlyFee: '', adminFee: '' });
      }}
      errorMessage={(error) => spaceAdminErrorMessage(error, adminErrorMessages.saveFailed)}
    >
      <p className="space-form__selection">
        選択中: <strong>{labels.length}区画</strong>（{shown}）
      </p>
      <div className="form-row space-form__row">
        <TextField
          name="monthlyFee"
          label="新しい月額利用料（税込・円）"
          required={false}
          hint="空欄なら変えません"
          inputMode="numeric"
          autoComplete="off"
          normalize={normalizeNumberText}
        />
        <TextField
          name="adminFee"
          label="新しい管理費（税込・円）"
          required={false}
          hint="空欄なら変えません"
          inputMode="numeric"
          autoComplete="off"
          normalize={normalizeNumberText}
        />
      </div>
      <SubmitActions
        sendingLabel="変更しています…"
        onCancel={onClearSelection}
        cancelLabel="選択を解除"
      >{`${labels.length}区画の料金を変更する`}</SubmitActions>
    </Form>
  );
}
