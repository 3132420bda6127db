import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import type { InputHTMLAttributes, Ref } from 'react';
import { useForm } from 'react-hook-form';
import { changeAdminClaim } from '../../api/change-admin-claim';
import { grantAdminErrorMessage } from '../../grant-admin-error-message';
import { grantAdminFormSchema } from '../../grant-admin-form-schema';
import type { GrantAdminValues } from '../../grant-admin-form-schema';
import { grantAdminResultMessage, signInAgainNote } from '../../grant-admin-messages';
import '@/components/admin/admin.css';
import './grant-admin-form.css';

/** Grant or remove the isAdmin claim by e-mail; the bootstrap secret only for a first admin. */
export function GrantAdminForm() {
  const id = useId();
  const [outcome, setOutcome] = useState('');
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<GrantAdminValues>({
    resolver: zodResolver(grantAdminFormSchema),
    defaultValues: { email: '', action: 'grant', bootstrapSecret: '' },
  });

  const submit = handleSubmit(async (values) => {
    setOutcome('');
    try {
      setOutcome(grantAdminResultMessage(await changeAdminClaim(values)));
    } catch (error) {
      setError('root.server', { message: grantAdminErrorMessage(error) });
    }
  });

  const emailError = errors.email?.message;
  const secretError = errors.bootstrapSecret?.message;
  return (
    <form className="grant-admin-form" onSubmit={submit} noValidate aria-busy={isSubmitting}>
      {errors.root?.server?.message ? (
        <div className="grant-admin-form__alert" role="alert">
          {errors.root.server.message}
        </div>
      ) : null}
      {outcome ? (
        <div className="grant-admin-form__success" role="status">
          <p>{outcome}</p>
          <p>{signInAgainNote}</p>
        </div>
      ) : null}
      <GrantInput
        id={`${id}-email`}
        label="対象のメールアドレス"
        error={emailError}
        type="email"
        inputMode="email"
        {...register('email')}
      />
      <fieldset className="grant-admin-form__field">
        <legend className="grant-admin-form__label">操作</legend>
        <label className="grant-admin-form__choice">
          <input type="radio" value="grant" {...register('action')} /> 管理者権限を付与する
        </label>
        <label className="grant-admin-form__choice">
          <input type="radio" value="remove" {...register('action')} /> 管理者権限を解除する
        </label>
      </fieldset>
      <GrantInput
        id={`${id}-secret`}
        label="初期設定用シークレット（最初の管理者を作るときだけ）"
        hint="管理者がまだ一人もいないプロジェクトで、デプロイ時に設定したシークレットを入力すると、最初の管理者を作れます。管理者がいる場合は空欄のままにしてください。"
        error={secretError}
        type="password"
        {...register('bootstrapSecret')}
      />
      <button className="grant-admin-form__submit" type="submit" disabled={isSubmitting}>
        {isSubmitting ? '送信中…' : '実行する'}
      </button>
    </form>
  );
}

type GrantInputProps = {
  id: string;
  label: string;
  hint?: string;
  error: string | undefined;
} & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };

/** A labelled text input of the form with its hint and error, tied by aria-describedby. */
function GrantInput({ id, label, hint, error, ...inputProps }: GrantInputProps) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="grant-admin-form__field">
      <label className="grant-admin-form__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="admin-input"
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...inputProps}
      />
      {hint ? (
        <p id={`${id}-hint`} className="grant-admin-form__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="grant-admin-form__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
