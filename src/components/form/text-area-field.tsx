import { useFormContext, useWatch } from 'react-hook-form';
import { normalizeText } from '@/utils/normalize-input';
import { Field, type FieldFrameProps } from './field';

export type TextAreaFieldProps = Omit<FieldFrameProps, 'after'> & {
  rows?: number;
  /** Shows 「123 / 2000文字」 under the field (the schema enforces the limit). */
  maxLength?: number;
  placeholder?: string;
};

/**
 * A labelled multi-line input, with a live character count when there is a limit. What is
 * typed is stored as normalizeText makes it (half-width ｶﾅ to full-width, ends trimmed), as in
 * every text field, and shown so when the person leaves the field.
 */
export function TextAreaField({ rows = 6, maxLength, placeholder, ...field }: TextAreaFieldProps) {
  const { name } = field;
  const { register, setValue, getFieldState, formState } = useFormContext();
  const value = useWatch({ name }) as unknown;
  const length = typeof value === 'string' ? value.length : 0;
  return (
    <Field
      {...field}
      after={
        maxLength ? (
          <p
            className={
              length > maxLength ? 'form-field__count form-field__count--over' : 'form-field__count'
            }
          >
            {length.toLocaleString('ja-JP')} / {maxLength.toLocaleString('ja-JP')}文字
          </p>
        ) : null
      }
    >
      {(control) => (
        <textarea
          className="form-field__input form-field__textarea"
          rows={rows}
          placeholder={placeholder}
          {...control}
          {...register(name, {
            setValueAs: (value: unknown) =>
              typeof value === 'string' ? normalizeText(value) : value,
            onBlur: (event: { target: HTMLTextAreaElement }) => {
              const typed = event.target.value;
              const normalized = normalizeText(typed);
              if (normalized !== typed) {
                setValue(name, normalized, {
                  shouldValidate: getFieldState(name, formState).isTouched,
                  shouldDirty: true,
                });
              }
            },
          })}
        />
      )}
    </Field>
  );
}
