import { useState } from 'react';
import { AdminSection } from '@/components/admin/admin-section';
import { adminErrorMessage } from '@/components/admin/admin-error-message';
import { formatDateTime } from '@/utils/format-date-time';
import { useMailLog, type MailLogSource } from '../../api/get-mail-log';
import { useResendMail } from '../../api/resend-mail';
import { deliveryErrorSummary } from '../../delivery-error-summary';
import { isResendable, mailKindLabel, recipients } from '../../mail-labels';
import { MailStateBadge } from './mail-state-badge';
import './delivery-log.css';

export type DeliveryLogProps = {
  /** One application, enquiry or viewing request; or a member (with their applications). */
  about: MailLogSource;
};

/**
 * 送信したメール: every message about one application, enquiry, viewing request or member, with
 * its delivery state (docs/mail.md); a message that ended — エラー, or 送信済み when the customer
 * says it never came — can be sent again (再送), except a password reset, whose link works once
 * and for an hour.
 */
export function DeliveryLog({ about }: DeliveryLogProps) {
  const log = useMailLog(about);
  const resend = useResendMail(about);
  const [failure, setFailure] = useState<string | null>(null);
  const messages = log.data ?? [];
  const resendButton = (mailId: string) => (
    <button
      type="button"
      className="admin-button"
      aria-disabled={resend.isPending || undefined}
      onClick={() => {
        if (resend.isPending) return;
        setFailure(null);
        resend.mutate(mailId, {
          onError: (error) =>
            setFailure(
              adminErrorMessage(
                error,
                '再送できませんでした。時間をおいてもう一度お試しください。',
              ),
            ),
        });
      }}
    >
      {resend.isPending && resend.variables === mailId ? '再送しています…' : '再送'}
    </button>
  );
  return (
    <AdminSection
      title="送信したメール"
      description={
        about.type === 'member'
          ? 'この会員のお申し込み・ご請求・アカウントについて送ったメール（スタッフ宛ての通知を含む）と、その送信状況です。'
          : 'この件についてお客さまとスタッフに送ったメールと、その送信状況です。'
      }
      className="delivery-log"
    >
      {log.isPending ? (
        <p className="admin-hint">読み込んでいます…</p>
      ) : log.isError ? (
        <p role="alert">送信履歴を読み込めませんでした。再読み込みしてください。</p>
      ) : messages.length === 0 ? (
        <p className="admin-hint">
          {about.type === 'member'
            ? 'この会員に送ったメールはまだありません。'
            : 'この件について送ったメールはまだありません。'}
        </p>
      ) : (
        <ul className="delivery-log__list">
          {messages.map((mail) => {
            const state = mail.delivery?.state ?? 'PENDING';
            return (
              <li key={mail.id} className="delivery-log__item" data-state={state}>
                <div className="delivery-log__head">
                  <MailStateBadge state={state} />
                  <span className="delivery-log__kind">{mailKindLabel(mail.kind)}</span>
                  <time className="delivery-log__time">{formatDateTime(mail.createdAt)}</time>
                </div>
                <p className="delivery-log__subject">{mail.message.subject}</p>
                <p className="delivery-log__to">宛先：{recipients(mail.to)}</p>
                {state === 'SUCCESS' && isResendable(mail.kind) ? (
                  // 「届いていない」と言われたとき: a sent message can be sent again too (issue 29).
                  <div className="delivery-log__resend">{resendButton(mail.id)}</div>
                ) : null}
                {state === 'ERROR' ? (
                  <div className="delivery-log__error">
                    <p>送信できませんでした：{deliveryErrorSummary(mail.delivery?.error)}</p>
                    {mail.delivery?.error ? (
                      <details className="delivery-log__detail">
                        <summary>詳細（メールサーバーの応答）</summary>
                        <p lang="en">{mail.delivery.error}</p>
                      </details>
                    ) : null}
                    {isResendable(mail.kind) ? (
                      resendButton(mail.id)
                    ) : (
                      <p className="admin-hint">
                        パスワード再設定のメールは再送できません（リンクの有効期限は1時間です）。お客さまに、ログイン画面からもう一度お申し込みいただいてください。
                      </p>
                    )}
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      {failure ? <p role="alert">{failure}</p> : null}
    </AdminSection>
  );
}
