import { useRef } from 'react';
import { get, useFieldArray, useFormContext, useFormState } from 'react-hook-form';
import { DateField } from '@/components/form/japanese-fields';
import { RadioGroupField } from '@/components/form/radio-group-field';
import { limits } from '#shared/model/limits.js';
import { timeSlotLabels, timeSlots } from '@/lib/model/viewing-request';
import { slotName } from '../slot-name';
import type { ViewingRequestFormValues } from '../viewing-request-form-schema';

const timeSlotOptions = timeSlots.map((value) => ({ value, label: timeSlotLabels[value] }));

export type PreferredSlotsFieldsProps = {
  /** The earliest day that can be chosen (tomorrow in Japan). */
  min: string;
};

/** 第1〜第3希望: each a date (tomorrow or later) and 午前 / 午後 / 夕方; add up to three, remove. */
export function PreferredSlotsFields({ min }: PreferredSlotsFieldsProps) {
  const { control } = useFormContext<ViewingRequestFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'preferredSlots' });
  const { errors } = useFormState({ control, name: 'preferredSlots' });
  const listError = (get(errors, 'preferredSlots') as { root?: { message?: string } } | undefined)
    ?.root?.message;
  const addButton = useRef<HTMLButtonElement>(null);
  const canAdd = fields.length < limits.preferredSlots;

  return (
    <fieldset className="preferred-slots">
      {/* The section's heading says it on screen; the group still needs its name. */}
      <legend className="visually-hidden">ご希望の日時（必須）</legend>
      <p className="form-field__hint">
        明日以降の日付で、第{limits.preferredSlots}
        希望までお選びいただけます。担当者が日程を調整のうえご連絡します。
      </p>
      {fields.map((field, index) => (
        <fieldset key={field.id} className="preferred-slot">
          <legend className="preferred-slot__title">{slotName(index)}</legend>
          <DateField
            name={`preferredSlots.${index}.date`}
            label="希望日"
            required
            variant="picker"
            min={min}
          />
          <RadioGroupField
            name={`preferredSlots.${index}.timeSlot`}
            legend="時間帯"
            required
            inline
            options={timeSlotOptions}
          />
          {fields.length > 1 ? (
            <button
              type="button"
              className="preferred-slot__remove"
              aria-label={`${slotName(index)}を削除`}
              onClick={() => {
                remove(index);
                // The button is gone with its slot: keep the keyboard in the same place.
                requestAnimationFrame(() => addButton.current?.focus());
              }}
            >
              削除
            </button>
          ) : null}
        </fieldset>
      ))}
      {listError ? <p className="form-field__error">{listError}</p> : null}
      {canAdd ? (
        <button
          ref={addButton}
          type="button"
          className="button button--secondary preferred-slots__add"
          onClick={() => append({ date: '', timeSlot: '' })}
        >
          <span aria-hidden="true">＋</span>
          希望日時を追加
        </button>
      ) : (
        <p className="preferred-slots__full">希望日時は{limits.preferredSlots}つまで選べます。</p>
      )}
    </fieldset>
  );
}
