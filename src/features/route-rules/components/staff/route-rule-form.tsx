import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { redirectStatuses } from '@/lib/model/route-rule-patterns';
import { redirectStatusLabels } from '../../redirect-status-labels';
import { routeRuleFormSchema } from '../../route-rule-form-schema';
import type { RouteRuleFields, RouteRuleFormValues } from '../../route-rule-form-schema';
import { routeRuleMessages } from '../../route-rule-messages';
import '@/components/admin/admin.css';

export type RouteRuleFormProps = {
  /** The form's heading (追加 or 編集). */
  heading: string;
  initial: RouteRuleFields;
  /** Saves; a rejection becomes the form's alert (`failureMessage(error)`). */
  onSave: (fields: RouteRuleFields) => Promise<void>;
  failureMessage: (error: unknown) => string;
  onCancel?: () => void;
  /**
   * The warning when `from` takes over a live page (findLiveTakeover), or null. An enabled rule
   * with a warning is saved only after staff tick the confirmation under it.
   */
  checkTakeover?: (from: string) => Promise<string | null>;
};

type Takeover = { from: string; message: string; confirmed: boolean };

/** Add or edit one rule, checked by the model's schema (the same as the function's). */
export function RouteRuleForm({
  heading,
  initial,
  onSave,
  failureMessage,
  onCancel,
  checkTakeover,
}: RouteRuleFormProps) {
  const id = useId();
  const [takeover, setTakeover] = useState<Takeover | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RouteRuleFormValues, unknown, RouteRuleFields>({
    resolver: zodResolver(routeRuleFormSchema),
    defaultValues: initial,
  });

  const submit = handleSubmit(async (fields) => {
    if (fields.enabled && checkTakeover) {
      const confirmed = takeover?.from === fields.from && takeover.confirmed;
      if (!confirmed) {
        let message: string | null;
        try {
          message = await checkTakeover(fields.from);
        } catch {
          setError('root.server', {
            message: routeRuleMessages.takeoverCheckFailed,
          });
          return;
        }
        if (message !== null) {
          setTakeover({ from: fields.from, message, confirmed: false });
          return;
        }
        setTakeover(null);
      }
    }
    try {
      await onSave(fields);
    } catch (error) {
      setError('root.server', { message: failureMessage(error) });
    }
  });

  const field = (name: 'from' | 'to', label: string, hint: string) => {
    const error = errors[name]?.message;
    return (
      <div className="route-rules__field">
        <label className="route-rules__label" htmlFor={`${id}-${name}`}>
          {label}
        </label>
        <input
          id={`${id}-${name}`}
          className="admin-input"
          type="text"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-${name}-hint${error ? ` ${id}-${name}-error` : ''}`}
          {...register(name)}
        />
        <p id={`${id}-${name}-hint`} className="route-rules__hint">
          {hint}
        </p>
        {error ? (
          <p id={`${id}-${name}-error`} className="route-rules__error">
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <form
      className="route-rules__form"
      onSubmit={submit}
      noValidate
      aria-busy={isSubmitting}
      aria-labelledby={`${id}-heading`}
    >
      <h2 id={`${id}-heading`} className="route-rules__heading">
        {heading}
      </h2>
      {errors.root?.server?.message ? (
        <div className="route-rules__alert" role="alert">
          {errors.root.server.message}
        </div>
      ) : null}
      {field(
        'from',
        '転送元のパス',
        '例: /campaign/2026-autumn。末尾を「/*」にすると、その配下のすべてのパスが対象になります。',
      )}
      {field(
        'to',
        '転送先',
        '「/」で始まるサイト内のパス（例: /sorakura）か、https:// で始まるアドレス。',
      )}
      <div className="route-rules__field">
        <label className="route-rules__label" htmlFor={`${id}-status`}>
          ステータス
        </label>
        <select
          id={`${id}-status`}
          className="admin-input"
          {...register('status', { valueAsNumber: true })}
        >
          {redirectStatuses.map((status) => (
            <option key={status} value={status}>
              {redirectStatusLabels[status]}
            </option>
          ))}
        </select>
      </div>
      <label className="route-rules__choice">
        <input type="checkbox" {...register('enabled')} /> 有効にする
      </label>
      {takeover ? (
        <div className="route-rules__warning" role="alert">
          <p>{takeover.message}</p>
          <label className="route-rules__choice">
            <input
              type="checkbox"
              checked={takeover.confirmed}
              onChange={(event) => setTakeover({ ...takeover, confirmed: event.target.checked })}
            />{' '}
            公開中のページを転送することを確認しました
          </label>
          <p className="route-rules__hint">確認したら、もう一度「保存する」を押してください。</p>
        </div>
      ) : null}
      <p className="route-rules__hint">{routeRuleMessages.propagation}</p>
      <div className="route-rules__actions">
        <button className="route-rules__primary" type="submit" disabled={isSubmitting}>
          {isSubmitting ? '保存中…' : '保存する'}
        </button>
        {onCancel ? (
          <button className="route-rules__secondary" type="button" onClick={onCancel}>
            キャンセル
          </button>
        ) : null}
      </div>
    </form>
  );
}
