import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { FieldError, FieldHint, useFieldMessages } from './field';

export type CheckboxFieldProps = {
  name: string;
  /** The text next to the box; may contain a link (e.g. to the terms). */
  label: ReactNode;
  hint?: ReactNode;
  className?: string;
};

/** A single checkbox with its label to the right (agreements, switches). */
export function CheckboxField({ name, label, hint, className }: CheckboxFieldProps) {
  const { id, message, hintId, errorId, describedBy } = useFieldMessages(name, hint);
  const { register } = useFormContext();
  return (
    <div className={className ? `form-check ${className}` : 'form-check'}>
      <div className="form-check__row">
        <input
          id={id}
          className="form-check__box"
          type="checkbox"
          aria-invalid={message ? true : undefined}
          aria-describedby={describedBy}
          {...register(name)}
        />
        <label className="form-check__label" htmlFor={id}>
          {label}
        </label>
      </div>
      <FieldHint id={hintId} hint={hint} />
      <FieldError id={errorId} message={message} />
    </div>
  );
}
