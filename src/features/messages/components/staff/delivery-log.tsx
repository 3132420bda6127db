import { useState } from 'react';
import { AdminSection } from '@/components/admin/admin-section';
import { adminErrorMessage } from '@/components/admin/admin-error-message';
import { StatusBadge, type StatusBadgeTone } from '@/components/ui/status-badge';
import { formatDateTime } from '@/utils/format-date-time';
import { useMailLog, type MailAbout, type MailLogEntry } from '../../api/get-mail-log';
import { useResendMail } from '../../api/resend-mail';
import { mailKindLabel, mailStateLabels } from '../../mail-labels';
import './delivery-log.css';

const tones: Record<string, StatusBadgeTone> = {
  PENDING: 'info',
  PROCESSING: 'info',
  RETRY: 'info',
  SUCCESS: 'success',
  ERROR: 'danger',
};

function recipients(to: MailLogEntry['to']): string {
  return Array.isArray(to) ? to.join('、') : to;
}

/**
 * 送信したメール: every message about one application, enquiry, viewing request or member, with
 * its delivery state (docs/mail.md); a message that ended in エラー can be sent again (再送).
 */
export function DeliveryLog({ about }: { about: MailAbout }) {
  const log = useMailLog(about);
  const resend = useResendMail(about);
  const [failure, setFailure] = useState<string | null>(null);
  const messages = log.data ?? [];
  return (
    <AdminSection
      title="送信したメール"
      description="この件についてお客さまとスタッフに送ったメールと、その送信状況です。"
      className="delivery-log"
    >
      {log.isPending ? (
        <p className="admin-hint">読み込んでいます…</p>
      ) : log.isError ? (
        <p role="alert">送信履歴を読み込めませんでした。再読み込みしてください。</p>
      ) : messages.length === 0 ? (
        <p className="admin-hint">この件について送ったメールはまだありません。</p>
      ) : (
        <ul className="delivery-log__list">
          {messages.map((mail) => {
            const state = mail.delivery?.state ?? 'PENDING';
            return (
              <li key={mail.id} className="delivery-log__item" data-state={state}>
                <div className="delivery-log__head">
                  <StatusBadge tone={tones[state] ?? 'neutral'}>
                    {mailStateLabels[state] ?? state}
                  </StatusBadge>
                  <span className="delivery-log__kind">{mailKindLabel(mail.kind)}</span>
                  <time className="delivery-log__time">{formatDateTime(mail.createdAt)}</time>
                </div>
                <p className="delivery-log__subject">{mail.message.subject}</p>
                <p className="delivery-log__to">宛先：{recipients(mail.to)}</p>
                {state === 'ERROR' ? (
                  <div className="delivery-log__error">
                    <p>送信できませんでした：{mail.delivery?.error ?? '理由不明'}</p>
                    <button
                      type="button"
                      className="admin-button"
                      aria-disabled={resend.isPending || undefined}
                      onClick={() => {
                        if (resend.isPending) return;
                        setFailure(null);
                        resend.mutate(mail.id, {
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
                      {resend.isPending && resend.variables === mail.id
                        ? '再送しています…'
                        : '再送'}
                    </button>
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
