import { useWatch } from 'react-hook-form';
import { adminErrorMessages } from '@/components/admin/admin-error-message';
import { Form } from '@/components/form/form';
import { SubmitActions } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { describeSeries, seriesLabels } from '../../series-labels';
import { spaceAdminErrorMessage } from '../../space-admin-error-message';
import { normalizeNumberText, seriesFormSchema } from '../../space-form-schema';
import type { SpaceFormValues, SpaceSeries } from '../../space-form-schema';
import { SpaceDetailFields } from './space-detail-fields';
import { NewSpaceStatusField } from './new-space-status-field';
import { useReportDirty } from './use-report-dirty';

export type SpaceSeriesFormProps = {
  /** Type, size and fees to start from (the last space's). */
  defaults: SpaceFormValues;
  /** The asset's space ids: a series may not reuse one. */
  existingIds: ReadonlySet<string>;
  onSave: (series: SpaceSeries) => Promise<void>;
  onCancel: () => void;
  onDirtyChange: (dirty: boolean) => void;
};

const toInt = (text: string) => {
  const normalized = normalizeNumberText(text ?? '');
  return /^[0-9]+$/.test(normalized) ? Number(normalized) : Number.NaN;
};

/** The labels shown before creating: all of a short series, the ends of a long one. */
function previewLabels(labels: readonly string[]): string[] {
  return labels.length <= 24 ? [...labels] : [...labels.slice(0, 12), '…', ...labels.slice(-6)];
}

/**
 * Adding a numbered series at once (接頭辞 + 開始番号 + 区画数 + 桁数, e.g. A-101 … A-120)
 * with the same type, size and fees. The labels (which are also the ids) are previewed as they
 * are typed, and ids the asset already has are named before anything is sent.
 */
export function SpaceSeriesForm({
  defaults,
  existingIds,
  onSave,
  onCancel,
  onDirtyChange,
}: SpaceSeriesFormProps) {
  const { label: _label, ...details } = defaults;
  const form = useZodForm(seriesFormSchema, {
    defaultValues: {
      ...details,
      prefix: '',
      start: '1',
      count: '10',
      padding: '0',
      status: 'available',
    },
  });
  useReportDirty(form.formState.isDirty, onDirtyChange);
  const [prefix, start, count, padding] = useWatch({
    control: form.control,
    name: ['prefix', 'start', 'count', 'padding'],
  });
  const preview = seriesLabels({
    prefix: (prefix ?? '').trim(),
    start: toInt(start),
    count: toInt(count),
    padding: toInt(padding),
  });
  const taken = preview.ok ? preview.labels.filter((label) => existingIds.has(label)) : [];

  return (
    <Form
      form={form}
      label="連番でまとめて追加"
      className="space-form"
      onSubmit={onSave}
      errorMessage={(error) => spaceAdminErrorMessage(error, adminErrorMessages.saveFailed)}
    >
      <fieldset className="space-form__group">
        <legend>区画番号の付け方</legend>
        <div className="form-row space-form__row">
          <TextField
            name="prefix"
            label="接頭辞"
            required={false}
            hint="例: A-"
            autoComplete="off"
            spellCheck={false}
            autoCapitalize="off"
          />
          <TextField
            name="start"
            label="開始番号"
            required
            hint="例: 101"
            inputMode="numeric"
            autoComplete="off"
            normalize={normalizeNumberText}
          />
          <TextField
            name="count"
            label="区画数"
            required
            hint="1〜100"
            inputMode="numeric"
            autoComplete="off"
            normalize={normalizeNumberText}
          />
          <TextField
            name="padding"
            label="桁数"
            required
            hint="3 → 001、0 → そろえない"
            inputMode="numeric"
            autoComplete="off"
            normalize={normalizeNumberText}
          />
        </div>
        <div className="space-series__preview">
          <p className="space-series__summary" aria-live="polite">
            {preview.ok
              ? `作成される区画番号: ${describeSeries(preview.labels)}`
              : `区画番号を作れません: ${preview.error}`}
          </p>
          {preview.ok ? (
            <ul className="inline-list space-series__labels" aria-label="作成される区画番号の一覧">
              {previewLabels(preview.labels).map((label, index) => (
                <li
                  key={`${label}-${index}`}
                  className={existingIds.has(label) ? 'space-series__taken' : undefined}
                >
                  {label}
                  {existingIds.has(label) ? (
                    <span className="visually-hidden">（使用済み）</span>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : null}
          {taken.length > 0 ? (
            <p className="admin-error" role="alert">
              すでにある区画IDです: {taken.join('、')}。開始番号か接頭辞を変えてください。
            </p>
          ) : null}
        </div>
      </fieldset>
      <NewSpaceStatusField />
      <SpaceDetailFields />
      <SubmitActions sendingLabel="追加しています…" disabled={taken.length > 0} onCancel={onCancel}>
        {preview.ok ? `${preview.labels.length}区画を追加する` : '区画を追加する'}
      </SubmitActions>
    </Form>
  );
}
