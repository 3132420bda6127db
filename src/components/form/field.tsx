import type { ReactNode } from 'react';
import { get, useFormState } from 'react-hook-form';
import { useFieldId } from './form-context';
import { useHeldWhilePressed } from './use-held-while-pressed';

/** The attributes a field's control needs to be tied to its label, hint and error. */
export type ControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
};

/** What every field of the kit takes for its frame (label, 必須/任意, hint, error). */
export type FieldFrameProps = {
  /** The field's name in the form values (dotted for nested values: `preferredSlots.0.date`). */
  name: string;
  label: ReactNode;
  /** Shows 必須 or 任意 next to the label (the schema decides validity either way). */
  required?: boolean;
  /** A short help text under the label, tied to the control with aria-describedby. */
  hint?: ReactNode;
  className?: string;
  /** Extra content after the control (a lookup status, a character count). */
  after?: ReactNode;
};

export type FieldProps = FieldFrameProps & {
  children: (control: ControlProps) => ReactNode;
};

/**
 * The field's id, its error message and the ids its hint and error are shown under. An error
 * that appears during a pointer press in the form shows once the press is over (`PressHoldContext`).
 */
export function useFieldMessages(name: string, hint: ReactNode) {
  const id = useFieldId(name);
  const { errors } = useFormState({ name });
  const message = useHeldWhilePressed(
    (get(errors, name) as { message?: string } | undefined)?.message,
  );
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, message ? errorId : null].filter(Boolean).join(' ');
  return { id, message, hintId, errorId, describedBy: describedBy || undefined };
}

/** 必須 / 任意 next to a label or legend; nothing when `required` is not given. */
export function RequiredMark({ required }: { required: boolean | undefined }) {
  if (required === undefined) return null;
  return (
    <span className={required ? 'form-field__required' : 'form-field__optional'}>
      {required ? '必須' : '任意'}
    </span>
  );
}

/** A field's hint paragraph (nothing when there is no hint). */
export function FieldHint({ id, hint }: { id: string; hint: ReactNode }) {
  return hint ? (
    <p id={id} className="form-field__hint">
      {hint}
    </p>
  ) : null;
}

/** A field's error paragraph (nothing when there is no error). */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="form-field__error">
      {message}
    </p>
  ) : null;
}

/** Splits a field's props into its frame's and the rest (the control's own). */
export function splitFieldProps<P extends FieldFrameProps>(
  props: P,
): [FieldFrameProps, Omit<P, keyof FieldFrameProps>] {
  const { name, label, required, hint, className, after, ...rest } = props;
  return [{ name, label, required, hint, className, after }, rest];
}

/** The label / hint / control / error frame every field of the form kit shares. */
export function Field({ name, label, required, hint, className, children, after }: FieldProps) {
  const { id, message, hintId, errorId, describedBy } = useFieldMessages(name, hint);
  return (
    <div className={className ? `form-field ${className}` : 'form-field'}>
      <label className="form-field__label" htmlFor={id}>
        {label}
        <RequiredMark required={required} />
      </label>
      <FieldHint id={hintId} hint={hint} />
      {children({
        id,
        'aria-invalid': message ? true : undefined,
        'aria-describedby': describedBy,
        'aria-required': required ? true : undefined,
      })}
      <FieldError id={errorId} message={message} />
      {after}
    </div>
  );
}
