import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { authErrorCode } from '../auth-error-code';
import { authFormSchemas } from '../auth-form-schemas';
import type { NewPasswordValues } from '../auth-form-schemas';
import { getAuthErrorMessage } from '../get-auth-error-message';
import { FormAlert } from './form-alert';
import { NewPasswordField } from './new-password-field';
import { usePasswordCheck } from './use-password-check';
import './auth-form.css';

export type NewPasswordFormProps = {
  /** The account's e-mail address, offered to password managers. */
  email: string;
  onSubmit: (values: NewPasswordValues) => Promise<void>;
  /** Shown under the error message for link errors (e.g. a link to request a new mail). */
  errorAction?: (code: string | undefined) => ReactNode;
};

const linkErrors = new Set(['auth/expired-action-code', 'auth/invalid-action-code']);

/** The new-password form of the reset flow, with the password policy shown live. */
export function NewPasswordForm({ email, onSubmit, errorAction }: NewPasswordFormProps) {
  const id = useId();
  const [failure, setFailure] = useState<{ message: string; code: string | undefined } | null>(
    null,
  );
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordValues>({
    resolver: zodResolver(authFormSchemas.newPassword),
    defaultValues: { password: '' },
  });
  const password = useWatch({ control, name: 'password' });
  const { check, checkBeforeSubmit, recheckIfRejected } = usePasswordCheck(password);

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    if (!(await checkBeforeSubmit(values.password))) {
      setError('password', { message: 'パスワードが条件を満たしていません。' });
      return;
    }
    try {
      await onSubmit(values);
    } catch (error) {
      await recheckIfRejected(error, values.password);
      setFailure({ message: getAuthErrorMessage(error), code: authErrorCode(error) });
    }
  });

  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-busy={isSubmitting}>
      {failure ? (
        <FormAlert>
          {failure.message}
          {failure.code && linkErrors.has(failure.code) && errorAction ? (
            <> {errorAction(failure.code)}</>
          ) : null}
        </FormAlert>
      ) : null}
      {/* Lets password managers save the new password under the right account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <NewPasswordField
        id={`${id}-password`}
        requirementsId={`${id}-requirements`}
        label="新しいパスワード"
        registration={register('password')}
        error={errors.password?.message}
        unmet={check.unmet}
      />
      <button className="auth-form__submit" type="submit" disabled={isSubmitting}>
        パスワードを変更
      </button>
    </form>
  );
}
