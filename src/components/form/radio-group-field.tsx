import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { FieldError, FieldHint, RequiredMark, useFieldMessages } from './field';
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
  const { id, message, hintId, errorId, describedBy } = useFieldMessages(name, hint);
  const { register } = useFormContext();
  return (
    <fieldset
      className={['form-radios', inline ? 'form-radios--inline' : '', className ?? '']
        .filter(Boolean)
        .join(' ')}
      aria-describedby={describedBy}
      aria-invalid={message ? true : undefined}
    >
      <legend className="form-field__label">
        {legend}
        <RequiredMark required={required} />
      </legend>
      <FieldHint id={hintId} hint={hint} />
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
      <FieldError id={errorId} message={message} />
    </fieldset>
  );
}
