import { AdminSection } from '@/components/admin/admin-section';
import { Form } from '@/components/form/form';
import { SubmitButton } from '@/components/form/submit-button';
import { TextAreaField } from '@/components/form/text-area-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { useResultMessage } from '@/components/admin/use-result-message';
import { ResultMessage } from '@/components/admin/result-message';
import { adminErrorMessage } from '@/components/admin/admin-error-message';
import { limits } from '#shared/model/limits.js';
import { requestStatusLabels } from '@/lib/model/request-status';
import { replyFormSchema, type ReplyForm } from '@/lib/model/request-thread';
import { formatDateTime } from '@/utils/format-date-time';
import { useRequestThread, useSendReply } from '../../api/request-thread';
import type { RequestKind } from '../../request-kind';

export type RequestThreadProps = {
  brandId: string;
  kind: RequestKind;
  requestId: string;
  /** The sender's address, named beside the reply form. */
  email: string;
};

/**
 * やりとり: the request's thread, oldest first — each staff reply with who sent it and each
 * status change — and the reply form. A reply is mailed to the sender by a function; whether it
 * went out shows in 送信したメール below.
 */
export function RequestThread({ brandId, kind, requestId, email }: RequestThreadProps) {
  const ref = { brandId, kind, requestId };
  const thread = useRequestThread(ref);
  const send = useSendReply(ref);
  const result = useResultMessage();
  const form = useZodForm(replyFormSchema, { defaultValues: { body: '' } });

  const submit = async ({ body }: ReplyForm) => {
    result.clear();
    await send.mutateAsync(body);
    form.reset({ body: '' });
    result.showSuccess(`${email} に返信を送りました。送信状況は「送信したメール」で確認できます。`);
  };

  const entries = thread.data ?? [];
  return (
    <AdminSection title="やりとり" description="お客さまへの返信と対応状況の変更の記録です。">
      {thread.isPending ? (
        <p className="admin-hint">読み込んでいます…</p>
      ) : thread.isError ? (
        <p role="alert">やりとりを読み込めませんでした。再読み込みしてください。</p>
      ) : entries.length === 0 ? (
        <p className="admin-hint">まだ返信や対応状況の変更はありません。</p>
      ) : (
        <ol className="request-thread">
          {entries.map((entry) => (
            <li
              key={entry.id}
              className={`request-thread__entry request-thread__entry--${entry.kind}`}
            >
              <p className="request-thread__meta">
                <time>{formatDateTime(entry.createdAt)}</time> {entry.byName}
                {entry.kind === 'reply' ? ' がメールで返信' : null}
              </p>
              {entry.kind === 'reply' ? (
                <p className="request-thread__body">{entry.body}</p>
              ) : (
                <p className="request-thread__body">
                  対応状況を「{requestStatusLabels[entry.from]}」から「
                  {requestStatusLabels[entry.to]}」に変更
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
      <Form
        form={form}
        onSubmit={submit}
        errorMessage={(error) =>
          adminErrorMessage(
            error,
            '送信できませんでした。通信状態を確認して、もう一度お試しください。',
          )
        }
        label="返信"
        className="request-reply"
      >
        <TextAreaField
          name="body"
          label={`返信内容（${email} にメールで送ります）`}
          rows={6}
          maxLength={limits.reply}
          hint="送った内容はこのやりとりに残り、送信者名が記録されます。"
        />
        <div className="admin-actions">
          <SubmitButton sendingLabel="送信しています…">返信を送る</SubmitButton>
        </div>
      </Form>
      <ResultMessage message={result.message} onDismiss={result.clear} />
    </AdminSection>
  );
}
