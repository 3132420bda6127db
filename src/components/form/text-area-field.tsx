import { useFormContext, useWatch } from 'react-hook-form';
import { Field, type FieldFrameProps } from './field';

export type TextAreaFieldProps = Omit<FieldFrameProps, 'after'> & {
  rows?: number;
  /** Shows 「123 / 2000文字」 under the field (the schema enforces the limit). */
  maxLength?: number;
  placeholder?: string;
};

/** A labelled multi-line input, with a live character count when there is a limit. */
export function TextAreaField({ rows = 6, maxLength, placeholder, ...field }: TextAreaFieldProps) {
  const { name } = field;
  const { register } = useFormContext();
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
          {...register(name)}
        />
      )}
    </Field>
  );
}
