import { useId, useState } from 'react';
import { AdminSection } from '@/components/admin/admin-section';
import { adminErrorMessage, adminErrorMessages } from '@/components/admin/admin-error-message';
import {
  defaultTemplate,
  mailKindList,
  mailKinds,
  placeholdersOf,
  renderTemplate,
  sampleValues,
  unknownPlaceholders,
  type MailKind,
} from '../../../../../functions/src/messages/mail-templates';
import { useMailTemplate, useSaveMailTemplate } from '../../api/mail-templates';
import './delivery-log.css';

/**
 * メールの文面: pick a message kind, edit its subject and body with named placeholders, see a
 * preview filled with sample data, and save. An unknown placeholder is named at once and the
 * template cannot be saved with it (docs/mail.md, "Templates per brand").
 */
export function MailTemplateEditor({ brandId, brandName }: { brandId: string; brandName: string }) {
  const id = useId();
  const [kind, setKind] = useState<MailKind>('application-received');
  const stored = useMailTemplate(brandId, kind);
  return (
    <AdminSection
      title="メールの文面"
      description="お客さまとスタッフに送るメールの件名と本文です。{{受付番号}} のような差し込み項目は送信時に置き換わります。"
    >
      <div className="form-field">
        <label htmlFor={`${id}-kind`}>メールの種類</label>
        <select
          id={`${id}-kind`}
          className="form-field__input"
          value={kind}
          onChange={(event) => setKind(event.target.value as MailKind)}
        >
          {mailKindList.map((k) => (
            <option key={k} value={k}>
              {mailKinds[k].label}
            </option>
          ))}
        </select>
      </div>
      {stored.isError ? (
        <p role="alert">文面を読み込めませんでした。再読み込みしてください。</p>
      ) : stored.data ? (
        <TemplateForm
          key={kind}
          brandId={brandId}
          brandName={brandName}
          kind={kind}
          initial={stored.data}
        />
      ) : (
        <p className="admin-hint">読み込んでいます…</p>
      )}
    </AdminSection>
  );
}

type TemplateFormProps = {
  brandId: string;
  brandName: string;
  kind: MailKind;
  initial: { subject: string; body: string; custom: boolean };
};

/** The subject and body of one kind, its placeholders, the save and the preview. */
function TemplateForm({ brandId, brandName, kind, initial }: TemplateFormProps) {
  const id = useId();
  const save = useSaveMailTemplate(brandId);
  const [subject, setSubject] = useState(initial.subject);
  const [body, setBody] = useState(initial.body);
  const [message, setMessage] = useState<string | null>(null);
  const template = { subject, body };
  const unknown = unknownPlaceholders(kind, template);
  const preview =
    unknown.length === 0
      ? renderTemplate(kind, template, { ...sampleValues, ブランド名: brandName })
      : null;

  return (
    <>
      <p className="admin-hint">
        使える差し込み項目：
        {placeholdersOf(kind)
          .map((name) => `{{${name}}}`)
          .join(' ')}
      </p>
      <div className="form-field">
        <label htmlFor={`${id}-subject`}>件名</label>
        <input
          id={`${id}-subject`}
          className="form-field__input"
          value={subject}
          maxLength={200}
          onChange={(event) => setSubject(event.target.value)}
        />
      </div>
      <div className="form-field">
        <label htmlFor={`${id}-body`}>本文</label>
        <textarea
          id={`${id}-body`}
          className="form-field__input form-field__textarea"
          rows={14}
          value={body}
          maxLength={5000}
          aria-invalid={unknown.length > 0 || undefined}
          aria-describedby={`${id}-problem`}
          onChange={(event) => setBody(event.target.value)}
        />
      </div>
      <p id={`${id}-problem`} role={unknown.length > 0 ? 'alert' : undefined}>
        {unknown.length > 0
          ? `使えない差し込み項目があります：${unknown.map((name) => `{{${name}}}`).join('、')}`
          : null}
      </p>
      <div className="admin-actions">
        <button
          type="button"
          className="admin-button admin-button--primary"
          aria-disabled={save.isPending || undefined}
          onClick={() => {
            if (save.isPending) return;
            if (unknown.length > 0 || subject.trim() === '' || body.trim() === '') {
              setMessage(
                unknown.length > 0
                  ? '使えない差し込み項目を直してから保存してください。'
                  : '件名と本文を入力してください。',
              );
              return;
            }
            setMessage(null);
            save.mutate(
              { kind, template },
              {
                onSuccess: () => setMessage(`「${mailKinds[kind].label}」の文面を保存しました。`),
                onError: (error) =>
                  setMessage(
                    error.name === 'UnknownPlaceholderError'
                      ? error.message
                      : adminErrorMessage(error, adminErrorMessages.saveFailed),
                  ),
              },
            );
          }}
        >
          {save.isPending ? '保存しています…' : '保存する'}
        </button>
        <button
          type="button"
          className="admin-button"
          onClick={() => {
            const fallback = defaultTemplate(kind);
            setSubject(fallback.subject);
            setBody(fallback.body);
          }}
        >
          既定の文面を入れる
        </button>
        {!initial.custom ? <span className="admin-hint">既定の文面を使用中</span> : null}
      </div>
      {message ? <p role="status">{message}</p> : null}
      <h3>プレビュー（見本のデータ）</h3>
      {preview ? (
        <div className="delivery-log__item">
          <p className="delivery-log__kind">{preview.subject}</p>
          <pre className="mail-preview">{preview.body}</pre>
        </div>
      ) : (
        <p className="admin-hint">使えない差し込み項目を直すとプレビューが表示されます。</p>
      )}
    </>
  );
}
