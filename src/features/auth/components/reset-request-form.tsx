import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { authFormSchemas } from '../auth-form-schemas';
import type { ResetRequestValues } from '../auth-form-schemas';
import { getAuthErrorMessage } from '../get-auth-error-message';
import { EmailField } from './email-field';
import { FormAlert } from './form-alert';
import './auth-form.css';

export type ResetRequestFormProps = {
  /** Sends the reset mail; resolves whether or not the account exists. */
  onSubmit: (values: ResetRequestValues) => Promise<void>;
};

/**
 * Asks for the e-mail address and sends the reset mail. The confirmation is the same whether
 * or not an account exists; only a malformed address or a failure to send is reported.
 */
export function ResetRequestForm({ onSubmit }: ResetRequestFormProps) {
  const id = useId();
  const [failure, setFailure] = useState('');
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetRequestValues>({
    resolver: zodResolver(authFormSchemas.resetRequest),
    defaultValues: { email: '' },
  });

  const submit = handleSubmit(async (values) => {
    setFailure('');
    setSent(false);
    try {
      await onSubmit(values);
      setSent(true);
    } catch (error) {
      setFailure(getAuthErrorMessage(error));
    }
  });

  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-busy={isSubmitting}>
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      {sent ? (
        <p className="auth-form__notice" role="status">
          ご入力のメールアドレスが登録されている場合は、パスワード再設定用のメールをお送りしました。メールに記載のリンクから新しいパスワードを設定してください。
        </p>
      ) : null}
      <EmailField
        id={`${id}-email`}
        registration={register('email')}
        error={errors.email?.message}
      />
      <button className="auth-form__submit" type="submit" disabled={isSubmitting}>
        再設定メールを送信
      </button>
    </form>
  );
}
