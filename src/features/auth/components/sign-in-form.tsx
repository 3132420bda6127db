import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { authFormSchemas } from '../auth-form-schemas';
import type { SignInValues } from '../auth-form-schemas';
import { getAuthErrorMessage } from '../get-auth-error-message';
import { EmailField } from './email-field';
import { FormAlert } from './form-alert';
import { FormField } from './form-field';
import './auth-form.css';

export type SignInFormProps = {
  /** Signs in; a thrown error is shown with its catalogue message. */
  onSubmit: (values: SignInValues) => Promise<void>;
  submitLabel?: string;
};

/** E-mail and password sign-in (brand login and admin login). */
export function SignInForm({ onSubmit, submitLabel = 'ログイン' }: SignInFormProps) {
  const id = useId();
  const [failure, setFailure] = useState('');
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignInValues>({
    resolver: zodResolver(authFormSchemas.signIn),
    defaultValues: { email: '', password: '' },
  });

  const submit = handleSubmit(async (values) => {
    setFailure('');
    try {
      await onSubmit(values);
    } catch (error) {
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
      <FormField
        id={`${id}-password`}
        label="パスワード"
        type="password"
        autoComplete="current-password"
        registration={register('password')}
        error={errors.password?.message}
      />
      <button className="auth-form__submit" type="submit" disabled={isSubmitting}>
        {submitLabel}
      </button>
    </form>
  );
}
