import { TextField } from '@/components/form/text-field';

/** 緯度・経度 side by side on a wide screen, as decimal degrees. */
export function LocationFields() {
  return (
    <fieldset className="asset-admin__fieldset">
      <legend className="asset-admin__legend">所在地（緯度・経度）</legend>
      <p className="form-field__hint">
        地図アプリで物件の場所を長押しすると表示される数値です。公開ページの地図と検索に使います。
      </p>
      <div className="form-row">
        <TextField
          name="latitude"
          label="緯度"
          required
          inputMode="decimal"
          autoComplete="off"
          placeholder="例：35.6431"
          hint="−90〜90"
        />
        <TextField
          name="longitude"
          label="経度"
          required
          inputMode="decimal"
          autoComplete="off"
          placeholder="例：139.6687"
          hint="−180〜180"
        />
      </div>
    </fieldset>
  );
}
