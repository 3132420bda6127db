import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { InputHTMLAttributes, Ref } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { changeAdminClaim } from '../../api/change-admin-claim';
import { staffRosterKeys } from '../../api/get-staff-roster';
import { grantAdminErrorMessage } from '../../grant-admin-error-message';
import { grantAdminFormSchema } from '../../grant-admin-form-schema';
import type { GrantAdminValues } from '../../grant-admin-form-schema';
import { grantAdminResultMessage, takesEffectNoteFor } from '../../grant-admin-messages';
import '@/components/admin/admin.css';
import './grant-admin-form.css';

/** A brand the operator-wide staff member may give (id and name). */
export type BrandChoice = { id: string; name: string };

/** What a row's 変更 or 解除 puts in the form. */
export type GrantPreset = Pick<GrantAdminValues, 'email' | 'action' | 'scope' | 'brands'>;

export type GrantAdminFormProps = {
  /**
   * The brands to choose from: operator-wide staff choose operator-wide or brand staff of some
   * of them (docs/auth.md, "Staff"). Undefined for anyone else: the form then grants or removes
   * operator-wide staff and offers the first-admin secret.
   */
  brands?: readonly BrandChoice[];
  preset?: GrantPreset;
};

/**
 * Grant, change or remove someone's staff access by e-mail: operator-wide or brand staff of the
 * brands ticked (operator-wide staff); the bootstrap secret only for a first admin.
 */
export function GrantAdminForm({ brands, preset }: GrantAdminFormProps) {
  const id = useId();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<{ text: string; note: string } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    control,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<GrantAdminValues>({
    resolver: zodResolver(grantAdminFormSchema),
    defaultValues: {
      email: preset?.email ?? '',
      action: preset?.action ?? 'grant',
      scope: preset?.scope ?? 'operator',
      brands: preset?.brands ?? [],
      bootstrapSecret: '',
    },
  });
  const [action, scope, chosen] = useWatch({ control, name: ['action', 'scope', 'brands'] });
  const choosing = brands !== undefined;

  const scopeLabel = (values: GrantAdminValues) => {
    if (!choosing) return undefined;
    if (values.scope === 'operator') return '運営全体';
    const names = values.brands.map((b) => brands.find((c) => c.id === b)?.name ?? b);
    return `ブランドの担当: ${names.join('、')}`;
  };

  const submit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      // Only operator-wide staff choose; anyone else (the bootstrap) grants operator-wide.
      const sent = choosing ? values : { ...values, scope: 'operator' as const, brands: [] };
      const result = await changeAdminClaim(sent);
      setOutcome({
        text: grantAdminResultMessage(result, scopeLabel(sent)),
        note: takesEffectNoteFor(result.action),
      });
      await queryClient.invalidateQueries({ queryKey: staffRosterKeys.all });
    } catch (error) {
      setError('root.server', { message: grantAdminErrorMessage(error) });
    }
  });

  const toggleBrand = (brandId: string, on: boolean) => {
    const next = on ? [...chosen, brandId] : chosen.filter((b) => b !== brandId);
    setValue('brands', next, { shouldValidate: errors.brands !== undefined });
  };

  const emailError = errors.email?.message;
  const secretError = errors.bootstrapSecret?.message;
  const brandsError = errors.brands?.message;
  return (
    <form className="grant-admin-form" onSubmit={submit} noValidate aria-busy={isSubmitting}>
      {errors.root?.server?.message ? (
        <div className="grant-admin-form__alert" role="alert">
          {errors.root.server.message}
        </div>
      ) : null}
      {outcome ? (
        <div className="grant-admin-form__success" role="status">
          <p>{outcome.text}</p>
          <p>{outcome.note}</p>
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
          <input type="radio" value="grant" {...register('action')} />
          {choosing ? '管理者権限を付与・変更する' : '管理者権限を付与する'}
        </label>
        <label className="grant-admin-form__choice">
          <input type="radio" value="remove" {...register('action')} /> 管理者権限を解除する
        </label>
      </fieldset>
      {choosing && action === 'grant' ? (
        <>
          <fieldset className="grant-admin-form__field">
            <legend className="grant-admin-form__label">権限の範囲</legend>
            <label className="grant-admin-form__choice">
              <input type="radio" value="operator" {...register('scope')} />
              運営全体（すべてのブランド・サイト全体の設定・権限の付与）
            </label>
            <label className="grant-admin-form__choice">
              <input type="radio" value="brands" {...register('scope')} />
              ブランドの担当（選んだブランドだけ）
            </label>
          </fieldset>
          {scope === 'brands' ? (
            <fieldset
              className="grant-admin-form__field"
              aria-describedby={brandsError ? `${id}-brands-error` : `${id}-brands-hint`}
            >
              <legend className="grant-admin-form__label">担当するブランド</legend>
              <p id={`${id}-brands-hint`} className="grant-admin-form__hint">
                あとで追加したブランドは、ここで選び直すまで担当になりません。
              </p>
              {brands.map((brand) => (
                <label key={brand.id} className="grant-admin-form__choice">
                  <input
                    type="checkbox"
                    name="brands"
                    value={brand.id}
                    checked={chosen.includes(brand.id)}
                    onChange={(event) => toggleBrand(brand.id, event.currentTarget.checked)}
                  />
                  {brand.name}
                </label>
              ))}
              {brandsError ? (
                <p id={`${id}-brands-error`} className="grant-admin-form__error">
                  {brandsError}
                </p>
              ) : null}
            </fieldset>
          ) : null}
        </>
      ) : null}
      {choosing ? null : (
        <GrantInput
          id={`${id}-secret`}
          label="初期設定用シークレット（最初の管理者を作るときだけ）"
          hint="管理者がまだ一人もいないプロジェクトで、デプロイ時に設定したシークレットを入力すると、最初の管理者を作れます。管理者がいる場合は空欄のままにしてください。"
          error={secretError}
          type="password"
          {...register('bootstrapSecret')}
        />
      )}
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
