import { useFormContext } from 'react-hook-form';
import { Field } from '@/components/form/field';
import { useFieldId } from '@/components/form/form-context';
import { PasswordRequirementsList } from './password-requirements-list';

export type NewPasswordFieldProps = {
  name: string;
  label: string;
  /** The password requirements not yet met (usePasswordCheck). */
  unmet: readonly string[];
};

/**
 * A password being chosen: autofill as a new password, with the unmet requirements listed
 * under it and read out with the field (aria-describedby).
 */
export function NewPasswordField({ name, label, unmet }: NewPasswordFieldProps) {
  const { register } = useFormContext();
  const requirementsId = `${useFieldId(name)}-requirements`;
  return (
    <Field
      name={name}
      label={label}
      after={<PasswordRequirementsList id={requirementsId} unmet={unmet} />}
    >
      {(control) => (
        <input
          className="form-field__input"
          type="password"
          autoComplete="new-password"
          {...control}
          aria-describedby={[control['aria-describedby'], requirementsId].filter(Boolean).join(' ')}
          {...register(name)}
        />
      )}
    </Field>
  );
}
