import { useEffect, useRef } from 'react';
import { get, useFieldArray, useFormContext, useFormState } from 'react-hook-form';
import { TextField, type TextFieldProps } from '@/components/form/text-field';
import { limits } from '#shared/model/limits.js';
import type { StationInput } from '../../station-input-schema';

export type StationsEditorProps = {
  /** The form value holding the list (default `stations`). */
  name?: string;
};

const emptyStation: StationInput = { line: '', station: '', walkMinutes: '' };

/** The three fields of a station row, in order. */
const stationFields: readonly ({ key: keyof StationInput } & Pick<
  TextFieldProps,
  'label' | 'placeholder' | 'inputMode' | 'className'
>)[] = [
  { key: 'line', label: '路線', placeholder: '例：東急田園都市線' },
  { key: 'station', label: '駅', placeholder: '例：三軒茶屋' },
  {
    key: 'walkMinutes',
    label: '徒歩（分）',
    placeholder: '例：6',
    inputMode: 'numeric',
    className: 'station-rows__minutes',
  },
];

/** 最寄り駅: up to five rows of 路線・駅・徒歩分, each removable, added one at a time. */
export function StationsEditor({ name = 'stations' }: StationsEditorProps) {
  const { control, clearErrors, getFieldState } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name });
  const { errors, isSubmitted } = useFormState({ name });

  // Adding a row re-validates the list (react-hook-form validates field arrays on change), so a
  // new, empty row showed 「…を入力してください」 before anything was typed (issue 19, item 12).
  // A row nobody has touched yet keeps quiet until the form is sent.
  useEffect(() => {
    if (isSubmitted) return;
    fields.forEach((_field, index) => {
      const row = `${name}.${index}`;
      if (get(errors, row) === undefined) return;
      const untouched = stationFields.every(({ key }) => {
        const state = getFieldState(`${row}.${key}`);
        return !state.isTouched && !state.isDirty;
      });
      if (untouched) clearErrors(row);
    });
  }, [errors, fields, isSubmitted, name, clearErrors, getFieldState]);
  const addRef = useRef<HTMLButtonElement>(null);
  const listError = get(errors, name) as
    { message?: string; root?: { message?: string } } | undefined;
  const listMessage = listError?.root?.message ?? listError?.message;
  const full = fields.length >= limits.stations;

  return (
    <fieldset className="asset-admin__fieldset">
      <legend className="asset-admin__legend">
        最寄り駅
        <span className="form-field__optional">任意</span>
      </legend>
      <p className="form-field__hint">
        近い順に{limits.stations}件まで。物件ページと物件一覧に表示されます。
      </p>
      {fields.length === 0 ? <p className="admin-hint">まだ登録されていません。</p> : null}
      <ol className="station-rows">
        {fields.map((field, index) => (
          <li key={field.id} className="station-rows__item">
            <fieldset className="station-rows__fieldset">
              <legend className="station-rows__legend">最寄り駅 {index + 1}</legend>
              <div className="station-rows__fields">
                {stationFields.map(({ key, ...field }) => (
                  <TextField
                    key={key}
                    name={`${name}.${index}.${key}`}
                    required
                    autoComplete="off"
                    {...field}
                  />
                ))}
              </div>
              <button
                type="button"
                className="admin-button admin-button--small admin-button--danger"
                onClick={() => {
                  remove(index);
                  addRef.current?.focus();
                }}
              >
                最寄り駅 {index + 1} を削除
              </button>
            </fieldset>
          </li>
        ))}
      </ol>
      {listMessage ? <p className="form-field__error">{listMessage}</p> : null}
      <div className="admin-actions">
        <button
          ref={addRef}
          type="button"
          className="admin-button"
          aria-disabled={full || undefined}
          onClick={() => {
            if (full) return;
            append(emptyStation, { focusName: `${name}.${fields.length}.line` });
          }}
        >
          ＋ 最寄り駅を追加
        </button>
        {full ? (
          <p className="admin-hint">
            上限の{limits.stations}件に達しています。追加するには、どれかを削除してください。
          </p>
        ) : null}
      </div>
    </fieldset>
  );
}
