import type { ReactNode, SelectHTMLAttributes } from 'react';
import { useFormContext } from 'react-hook-form';
import { Field } from './field';

export type SelectOption = { value: string; label: string };

export type SelectFieldProps = {
  name: string;
  label: ReactNode;
  options: readonly SelectOption[];
  /** The empty first option (「選択してください」); omit for a select that always has a value. */
  placeholder?: string;
  required?: boolean;
  hint?: ReactNode;
  className?: string;
} & Pick<SelectHTMLAttributes<HTMLSelectElement>, 'autoComplete'>;

/** A labelled select registered with the surrounding `<Form>`. */
export function SelectField({
  name,
  label,
  options,
  placeholder,
  required,
  hint,
  className,
  autoComplete,
}: SelectFieldProps) {
  const { register } = useFormContext();
  return (
    <Field name={name} label={label} required={required} hint={hint} className={className}>
      {(control) => (
        <select
          className="form-field__input form-field__select"
          autoComplete={autoComplete}
          {...control}
          {...register(name)}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
