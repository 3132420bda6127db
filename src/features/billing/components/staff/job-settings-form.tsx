import { useId, useState } from 'react';
import type { CollectionSettings } from '#shared/model/collection-settings.js';
import { useSaveCollectionSettings } from '../../api/job-runs';
import { billErrorMessage } from '../../bill-error-message';

type Settings = Omit<CollectionSettings, 'updatedAt'>;

const fields: { key: keyof Settings; label: string; min: number; max: number; unit: string }[] = [
  { key: 'billRunDay', label: '請求作成日（毎月）', min: 1, max: 28, unit: '日' },
  {
    key: 'reminderFirstAfterDays',
    label: '初回の督促（支払期限の何日後）',
    min: 1,
    max: 60,
    unit: '日後',
  },
  { key: 'reminderEveryDays', label: '以降の督促の間隔', min: 1, max: 60, unit: '日ごと' },
  { key: 'reminderMax', label: '督促の上限', min: 1, max: 10, unit: '回' },
];

/** The brand's job settings; what was typed stays when saving fails. */
export function JobSettingsForm({ brandId, settings }: { brandId: string; settings: Settings }) {
  const id = useId();
  const save = useSaveCollectionSettings(brandId);
  const [draft, setDraft] = useState<Record<keyof Settings, string>>(() => ({
    billRunDay: String(settings.billRunDay),
    reminderFirstAfterDays: String(settings.reminderFirstAfterDays),
    reminderEveryDays: String(settings.reminderEveryDays),
    reminderMax: String(settings.reminderMax),
  }));
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const values = {} as Settings;
    for (const f of fields) {
      const text = draft[f.key].normalize('NFKC').trim();
      const n = Number(text);
      if (!/^\d+$/.test(text) || n < f.min || n > f.max) {
        setProblem(`${f.label}は${f.min}〜${f.max}の整数で入力してください。`);
        return;
      }
      values[f.key] = n;
    }
    setProblem(null);
    try {
      await save.mutateAsync(values);
      setSaved(true);
    } catch (error) {
      setProblem(billErrorMessage(error));
    }
  };

  return (
    <details className="job-runs__settings">
      <summary>自動処理の設定を変更</summary>
      <form onSubmit={(e) => void submit(e)} noValidate>
        {problem ? (
          <p className="form-alert form-alert--error" role="alert">
            {problem}
          </p>
        ) : null}
        <div className="job-runs__fields">
          {fields.map((f) => (
            <div key={f.key} className="job-runs__field">
              <label htmlFor={`${id}-${f.key}`}>{f.label}</label>
              <span>
                <input
                  id={`${id}-${f.key}`}
                  className="admin-input"
                  inputMode="numeric"
                  value={draft[f.key]}
                  onChange={(e) => setDraft({ ...draft, [f.key]: e.currentTarget.value })}
                />{' '}
                {f.unit}
              </span>
            </div>
          ))}
        </div>
        <button
          type="submit"
          className="admin-button admin-button--primary"
          disabled={save.isPending}
        >
          {save.isPending ? '保存しています…' : '設定を保存'}
        </button>
        {saved ? <p role="status">保存しました。次回の自動処理から使われます。</p> : null}
      </form>
    </details>
  );
}
