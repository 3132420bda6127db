import type { ReactNode } from 'react';
import { get, useFormState } from 'react-hook-form';
import { useFieldId } from './form-context';

/** The attributes a field's control needs to be tied to its label, hint and error. */
export type ControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
};

export type FieldProps = {
  /** The field's name in the form values (dotted for nested values: `preferredSlots.0.date`). */
  name: string;
  label: ReactNode;
  /** Shows 必須 or 任意 next to the label (the schema decides validity either way). */
  required?: boolean;
  /** A short help text under the label, tied to the control with aria-describedby. */
  hint?: ReactNode;
  className?: string;
  children: (control: ControlProps) => ReactNode;
  /** Extra content after the control (a lookup status, a character count). */
  after?: ReactNode;
};

/** The label / hint / control / error frame every field of the form kit shares. */
export function Field({ name, label, required, hint, className, children, after }: FieldProps) {
  const id = useFieldId(name);
  const { errors } = useFormState({ name });
  const error = get(errors, name) as { message?: string } | undefined;
  const message = error?.message;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, message ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={className ? `form-field ${className}` : 'form-field'}>
      <label className="form-field__label" htmlFor={id}>
        {label}
        {required === undefined ? null : (
          <span className={required ? 'form-field__required' : 'form-field__optional'}>
            {required ? '必須' : '任意'}
          </span>
        )}
      </label>
      {hint ? (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      ) : null}
      {children({
        id,
        'aria-invalid': message ? true : undefined,
        'aria-describedby': describedBy || undefined,
        'aria-required': required ? true : undefined,
      })}
      {message ? (
        <p id={errorId} className="form-field__error">
          {message}
        </p>
      ) : null}
      {after}
    </div>
  );
}
