import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { authFormSchemas } from '../auth-form-schemas';
import type { SignInValues } from '../auth-form-schemas';
import { getAuthErrorMessage } from '../get-auth-error-message';
import { EmailField } from './email-field';
import { FormAlert } from './form-alert';
import { NewPasswordField } from './new-password-field';
import { usePasswordCheck } from './use-password-check';
import './auth-form.css';

export type SignUpFormProps = {
  /** Creates the account; a thrown error is shown with its catalogue message. */
  onSubmit: (values: SignInValues) => Promise<void>;
};

/** New account: e-mail and a password checked live against the password policy. */
export function SignUpForm({ onSubmit }: SignUpFormProps) {
  const id = useId();
  const [failure, setFailure] = useState('');
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<SignInValues>({
    resolver: zodResolver(authFormSchemas.signUp),
    defaultValues: { email: '', password: '' },
  });
  const password = useWatch({ control, name: 'password' });
  const { check, checkBeforeSubmit, recheckIfRejected } = usePasswordCheck(password);

  const submit = handleSubmit(async (values) => {
    setFailure('');
    if (!(await checkBeforeSubmit(values.password))) {
      setError('password', { message: 'パスワードが条件を満たしていません。' });
      return;
    }
    try {
      await onSubmit(values);
    } catch (error) {
      await recheckIfRejected(error, values.password);
      setFailure(getAuthErrorMessage(error));
    }
  });

  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-busy={isSubmitting}>
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <EmailField
        id={`${id}-email`}
        registration={register('email')}
        error={errors.email?.message}
      />
      <NewPasswordField
        id={`${id}-password`}
        requirementsId={`${id}-requirements`}
        label="パスワード"
        registration={register('password')}
        error={errors.password?.message}
        unmet={check.unmet}
      />
      <button className="auth-form__submit" type="submit" disabled={isSubmitting}>
        新規登録
      </button>
    </form>
  );
}
