import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { adminErrorMessage } from '@/components/admin/admin-error-message';
import type { DataTableColumn } from '@/components/admin/data-table';
import type { ListExportResult } from '@/components/admin/list-export-button';
import { formatDateTime } from '@/utils/format-date-time';
import { brandMailPageKey, type BrandMail } from '../../api/get-brand-mail-page';
import { resendMail } from '../../api/resend-mail';
import { deliveryErrorSummary } from '../../delivery-error-summary';
import { isResendable, mailKindLabel, recipients } from '../../mail-labels';
import { MailStateBadge } from './mail-state-badge';

/** A mail can be sent again once it has ended: sent (送信済み) or failed (エラー). */
const ended = new Set(['SUCCESS', 'ERROR']);

const column = createColumnHelper<BrandMail>();

function MailState({ mail }: { mail: BrandMail }) {
  const last = mail.resends[mail.resends.length - 1];
  return (
    <>
      <MailStateBadge state={mail.state} />
      {mail.state === 'ERROR' ? (
        <span className="brand-mail-log__note">{deliveryErrorSummary(mail.error)}</span>
      ) : null}
      {last ? (
        <span className="brand-mail-log__note">
          再送{mail.resends.length}回（最後：{last.name}・{formatDateTime(last.at)}）
        </span>
      ) : null}
    </>
  );
}

/**
 * The mail log's columns: 日時, 宛先, 種類 (and the subject), 状態 (an error's reason, the
 * resends) and 再送, whose outcome `say` shows above the table.
 */
export function useBrandMailColumns(
  brandId: string,
  say: (result: ListExportResult | null) => void,
): DataTableColumn<BrandMail>[] {
  const queryClient = useQueryClient();
  const resend = useMutation({
    mutationFn: resendMail,
    onSettled: () => queryClient.invalidateQueries({ queryKey: brandMailPageKey(brandId) }),
  });
  return useMemo(
    () => [
      column.accessor('createdAt', {
        header: '日時',
        meta: { rowHeader: true },
        cell: (info) => formatDateTime(info.getValue()),
      }),
      column.accessor((mail) => recipients(mail.to), {
        id: 'to',
        header: '宛先',
        meta: { wrap: true },
        cell: (info) => <span className="brand-mail-log__to">{info.getValue()}</span>,
      }),
      column.accessor('kind', {
        header: '種類',
        meta: { wrap: true },
        cell: ({ row }) => (
          <>
            {mailKindLabel(row.original.kind)}
            <span className="brand-mail-log__subject">{row.original.subject}</span>
          </>
        ),
      }),
      column.accessor('state', {
        header: '状態',
        cell: ({ row }) => <MailState mail={row.original} />,
      }),
      column.display({
        id: 'resend',
        header: '再送',
        cell: ({ row }) => {
          const mail = row.original;
          if (!isResendable(mail.kind)) {
            return <span className="admin-hint">再送できません（1時間だけ有効なリンク）</span>;
          }
          if (!ended.has(mail.state)) return <span className="admin-hint">送信中</span>;
          const busy = resend.isPending && resend.variables === mail.id;
          return (
            <button
              type="button"
              className="admin-button admin-button--small"
              aria-disabled={resend.isPending || undefined}
              onClick={() => {
                if (resend.isPending) return;
                say(null);
                resend.mutate(mail.id, {
                  onSuccess: () =>
                    say({
                      ok: true,
                      text: `${recipients(mail.to)} 宛ての「${mail.subject}」を再送します。`,
                    }),
                  onError: (error) =>
                    say({
                      ok: false,
                      text: adminErrorMessage(
                        error,
                        '再送できませんでした。時間をおいてもう一度お試しください。',
                      ),
                    }),
                });
              }}
            >
              {busy ? '再送しています…' : '再送'}
              <span className="visually-hidden">
                （{recipients(mail.to)}・{formatDateTime(mail.createdAt)}の
                {mailKindLabel(mail.kind)}）
              </span>
            </button>
          );
        },
      }),
    ],
    [resend, say],
  );
}
