import type { InputHTMLAttributes } from 'react';
import { useFormContext } from 'react-hook-form';
import { Field, splitFieldProps, type FieldFrameProps } from './field';

export type TextFieldProps = FieldFrameProps & {
  /**
   * Turns what was typed into what is stored (full-width digits, hiragana…): applied to the
   * value the schema checks and sends, and shown in the field when the person leaves it.
   */
  normalize?: (value: string) => string;
  /** Called when the person types or pastes into the field (not when the form sets a value). */
  onInput?: () => void;
} & Pick<
    InputHTMLAttributes<HTMLInputElement>,
    | 'type'
    | 'autoComplete'
    | 'inputMode'
    | 'placeholder'
    | 'maxLength'
    | 'autoFocus'
    | 'min'
    | 'max'
    | 'enterKeyHint'
    | 'spellCheck'
    | 'autoCapitalize'
  >;

/** A labelled single-line input registered with the surrounding `<Form>`. */
export function TextField({ normalize, type = 'text', ...props }: TextFieldProps) {
  const [field, inputProps] = splitFieldProps(props);
  const { name } = field;
  const { register, setValue, getFieldState, formState } = useFormContext();
  const registration = register(name, {
    ...(normalize ? { setValueAs: (value: unknown) => normalizeValue(value, normalize) } : {}),
    onBlur: (event: { target: HTMLInputElement }) => {
      if (!normalize) return;
      const typed = event.target.value;
      const normalized = normalize(typed);
      if (normalized !== typed) {
        setValue(name, normalized, {
          shouldValidate: getFieldState(name, formState).isTouched,
          shouldDirty: true,
        });
      }
    },
  });
  return (
    <Field {...field}>
      {(control) => (
        <input
          className="form-field__input"
          type={type}
          {...inputProps}
          {...control}
          {...registration}
        />
      )}
    </Field>
  );
}

function normalizeValue(value: unknown, normalize: (value: string) => string): unknown {
  return typeof value === 'string' ? normalize(value) : value;
}
