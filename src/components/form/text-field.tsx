import type { InputHTMLAttributes } from 'react';
import { useFormContext } from 'react-hook-form';
import { normalizeText } from '@/utils/normalize-input';
import { Field, splitFieldProps, type FieldFrameProps } from './field';

export type TextFieldProps = FieldFrameProps & {
  /**
   * Turns what was typed into what is stored (full-width digits, hiragana…): applied to the
   * value the schema checks and sends, and shown in the field when the person leaves it. A
   * text field without one gets normalizeText (half-width ｶﾅ to full-width, ends trimmed);
   * `null` keeps the value exactly as typed.
   */
  normalize?: ((value: string) => string) | null;
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
export function TextField({ normalize: given, type = 'text', ...props }: TextFieldProps) {
  const [field, inputProps] = splitFieldProps(props);
  // Free text is stored the same way on every form (a password, a date picker: as typed).
  const normalize =
    given === undefined ? (type === 'text' || type === 'search' ? normalizeText : null) : given;
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
