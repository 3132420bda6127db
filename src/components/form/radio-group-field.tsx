import type { ReactNode } from 'react';
import { get, useFormContext, useFormState } from 'react-hook-form';
import { useFieldId } from './form-context';
import type { SelectOption } from './select-field';

export type RadioGroupFieldProps = {
  name: string;
  legend: ReactNode;
  options: readonly SelectOption[];
  required?: boolean;
  hint?: ReactNode;
  className?: string;
  /** Lay the choices out in a row (short labels such as 午前 / 午後 / 夕方). */
  inline?: boolean;
};

/** A fieldset of radio buttons; the error is tied to the group. */
export function RadioGroupField({
  name,
  legend,
  options,
  required,
  hint,
  className,
  inline,
}: RadioGroupFieldProps) {
  const id = useFieldId(name);
  const { register } = useFormContext();
  const { errors } = useFormState({ name });
  const message = (get(errors, name) as { message?: string } | undefined)?.message;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, message ? errorId : null].filter(Boolean).join(' ');
  return (
    <fieldset
      className={['form-radios', inline ? 'form-radios--inline' : '', className ?? '']
        .filter(Boolean)
        .join(' ')}
      aria-describedby={describedBy || undefined}
      aria-invalid={message ? true : undefined}
    >
      <legend className="form-field__label">
        {legend}
        {required === undefined ? null : (
          <span className={required ? 'form-field__required' : 'form-field__optional'}>
            {required ? '必須' : '任意'}
          </span>
        )}
      </legend>
      {hint ? (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      ) : null}
      <div className="form-radios__options">
        {options.map((option, index) => (
          <label key={option.value} className="form-radios__option">
            <input
              // The first choice carries the field id: the error summary and focus land on it.
              id={index === 0 ? id : `${id}-${option.value}`}
              type="radio"
              value={option.value}
              {...register(name)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {message ? (
        <p id={errorId} className="form-field__error">
          {message}
        </p>
      ) : null}
    </fieldset>
  );
}
