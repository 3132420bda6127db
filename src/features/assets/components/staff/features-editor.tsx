import { useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { get, useController, useFormState } from 'react-hook-form';
import { limits } from '#shared/model/limits.js';
import { addFeature } from '../../feature-list';

export type FeaturesEditorProps = {
  /** The form value holding the list (default `features`). */
  name?: string;
};

/** Offered while typing; staff may type anything else. */
const commonFeatures = [
  '24時間利用可',
  '空調完備',
  '換気設備',
  '防犯カメラ',
  'セキュリティカード',
  'エレベーター',
  '台車貸出',
  '駐車場あり',
  '屋根付き',
  '照明付き',
  'コンセント付き',
  '車で直接搬入可',
];

/**
 * 設備・特徴 as a tag list: type one and press Enter (or 追加), remove each with its own
 * button. Enter while a Japanese IME is still converting only confirms the text.
 */
export function FeaturesEditor({ name = 'features' }: FeaturesEditorProps) {
  const id = useId();
  const { field } = useController({ name });
  const { errors } = useFormState({ name });
  const features = (field.value ?? []) as string[];
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const schemaError = (get(errors, name) as { message?: string } | undefined)?.message;
  const message = error ?? schemaError ?? null;
  const full = features.length >= limits.features;

  const add = () => {
    const result = addFeature(features, typed);
    if (!result.ok) {
      setError(result.error);
      return;
    }
    field.onChange(result.features);
    setAnnouncement(`「${result.features.at(-1)}」を追加しました`);
    setTyped('');
    setError(null);
  };

  const remove = (index: number) => {
    const removed = features[index];
    field.onChange(features.filter((_, i) => i !== index));
    setAnnouncement(`「${removed}」を削除しました`);
    inputRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing || event.keyCode === 229) return;
    // Enter adds the entry instead of submitting the whole form.
    event.preventDefault();
    add();
  };

  return (
    <fieldset className="asset-admin__fieldset">
      <legend className="asset-admin__legend">
        設備・特徴
        <span className="form-field__optional">任意</span>
      </legend>
      <p id={`${id}-hint`} className="form-field__hint">
        物件ページに一覧で表示されます（{limits.features}件まで、1件{limits.listItem}
        文字以内）。入力して Enter キーか「追加」で登録します。
      </p>
      {features.length > 0 ? (
        <ul
          className="inline-list feature-tags"
          aria-label={`登録済みの設備・特徴（${features.length}件）`}
        >
          {features.map((feature, index) => (
            <li key={feature} className="feature-tags__item">
              <span>{feature}</span>
              <button
                type="button"
                className="feature-tags__remove"
                aria-label={`「${feature}」を削除`}
                onClick={() => remove(index)}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="admin-hint">まだ登録されていません。</p>
      )}
      <div className="feature-tags__add">
        <div className="form-field">
          <label className="form-field__label" htmlFor={`${id}-input`}>
            追加する設備・特徴
          </label>
          <input
            ref={inputRef}
            id={`${id}-input`}
            className="form-field__input"
            type="text"
            list={`${id}-suggestions`}
            value={typed}
            disabled={full}
            enterKeyHint="done"
            autoComplete="off"
            placeholder="例：24時間利用可"
            aria-invalid={message ? true : undefined}
            aria-describedby={`${id}-hint${message ? ` ${id}-error` : ''}`}
            onChange={(event) => {
              setTyped(event.target.value);
              setError(null);
            }}
            onKeyDown={onKeyDown}
          />
          <datalist id={`${id}-suggestions`}>
            {commonFeatures
              .filter((f) => !features.includes(f))
              .map((f) => (
                <option key={f} value={f} />
              ))}
          </datalist>
        </div>
        <button type="button" className="admin-button" disabled={full} onClick={add}>
          追加
        </button>
      </div>
      {message ? (
        <p id={`${id}-error`} className="form-field__error">
          {message}
        </p>
      ) : null}
      {full ? (
        <p className="admin-hint">
          上限の{limits.features}件に達しています。追加するには、どれかを削除してください。
        </p>
      ) : null}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </fieldset>
  );
}
