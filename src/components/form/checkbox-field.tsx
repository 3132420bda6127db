import type { ReactNode } from 'react';
import { get, useFormContext, useFormState } from 'react-hook-form';
import { useFieldId } from './form-context';

export type CheckboxFieldProps = {
  name: string;
  /** The text next to the box; may contain a link (e.g. to the terms). */
  label: ReactNode;
  hint?: ReactNode;
  className?: string;
};

/** A single checkbox with its label to the right (agreements, switches). */
export function CheckboxField({ name, label, hint, className }: CheckboxFieldProps) {
  const id = useFieldId(name);
  const { register } = useFormContext();
  const { errors } = useFormState({ name });
  const message = (get(errors, name) as { message?: string } | undefined)?.message;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, message ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={className ? `form-check ${className}` : 'form-check'}>
      <div className="form-check__row">
        <input
          id={id}
          className="form-check__box"
          type="checkbox"
          aria-invalid={message ? true : undefined}
          aria-describedby={describedBy || undefined}
          {...register(name)}
        />
        <label className="form-check__label" htmlFor={id}>
          {label}
        </label>
      </div>
      {hint ? (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      ) : null}
      {message ? (
        <p id={errorId} className="form-field__error">
          {message}
        </p>
      ) : null}
    </div>
  );
}
