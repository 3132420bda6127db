import { useFormContext } from 'react-hook-form';
import { useFieldId } from './form-context';

export type HoneypotFieldProps = { name: string };

/**
 * A field people never see or reach (off screen, out of the tab order, hidden from assistive
 * technology) but form-filling bots do: a submission with it filled is dropped silently.
 */
export function HoneypotField({ name }: HoneypotFieldProps) {
  const id = useFieldId(name);
  const { register } = useFormContext();
  return (
    <div className="form-honeypot" aria-hidden="true">
      <label htmlFor={id}>この欄には何も入力しないでください</label>
      <input id={id} type="text" tabIndex={-1} autoComplete="off" {...register(name)} />
    </div>
  );
}

/** True when the honeypot was filled in: the caller pretends success and sends nothing. */
export function isBotSubmission(value: unknown): boolean {
  return typeof value === 'string' && value.trim() !== '';
}
