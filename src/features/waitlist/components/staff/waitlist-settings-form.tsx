import { useState } from 'react';
import type { WaitlistSettings } from '@/lib/model/waitlist-entry';
import { useSaveWaitlistSettings, useWaitlistSettings } from '../../api/waitlist-api';

const fields = [
  { key: 'holdHours', label: 'ご案内した区画をお取りする時間', unit: '時間', min: 1, max: 168 },
  {
    key: 'perCustomer',
    label: 'お客さま1人が同時に登録できるプラン',
    unit: '件まで',
    min: 1,
    max: 10,
  },
  {
    key: 'startWithinDays',
    label: 'ご案内する利用開始希望日（今日から）',
    unit: '日以内',
    min: 0,
    max: 365,
  },
] as const;

function Editor({ brandId, settings }: { brandId: string; settings: WaitlistSettings }) {
  const save = useSaveWaitlistSettings(brandId);
  const [values, setValues] = useState(settings);
  const [saved, setSaved] = useState(false);
  const valid = fields.every(
    ({ key, min, max }) =>
      Number.isInteger(values[key]) && values[key] >= min && values[key] <= max,
  );
  return (
    <form
      className="waitlist-settings"
      aria-label="空き待ちの設定"
      onSubmit={(event) => {
        event.preventDefault();
        if (!valid) return;
        setSaved(false);
        save.mutate(values, { onSuccess: () => setSaved(true) });
      }}
    >
      <h3>このブランドの空き待ちの設定</h3>
      {fields.map(({ key, label, unit, min, max }) => (
        <label key={key} className="waitlist-settings__field">
          <span>{label}</span>
          <span>
            <input
              type="number"
              inputMode="numeric"
              min={min}
              max={max}
              value={Number.isNaN(values[key]) ? '' : values[key]}
              onChange={(event) => {
                setSaved(false);
                setValues({ ...values, [key]: event.target.valueAsNumber });
              }}
            />{' '}
            {unit}（{min}〜{max}）
          </span>
        </label>
      ))}
      <button type="submit" className="button" disabled={!valid || save.isPending}>
        設定を保存する
      </button>
      {saved ? <p role="status">保存しました。次のご案内から使われます。</p> : null}
      {save.isError ? <p role="alert">保存できませんでした。</p> : null}
    </form>
  );
}

/** The brand's hold time, cap per customer and start-date window (settings/waitlist). */
export function WaitlistSettingsForm({ brandId }: { brandId: string }) {
  const settings = useWaitlistSettings(brandId);
  if (!settings.data) return null;
  return <Editor brandId={brandId} settings={settings.data} />;
}
