import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { adminErrorMessage } from '@/components/admin/admin-error-message';
import { DataTable, type DataTableColumn } from '@/components/admin/data-table';
import { StatusBadge, type StatusBadgeTone } from '@/components/ui/status-badge';
import type { ServerPage } from '@/lib/firebase-server-page';
import { formatDateTime } from '@/utils/format-date-time';
import {
  brandMailPageKey,
  type BrandMail,
  type BrandMailFilters,
} from '../../api/get-brand-mail-page';
import { resendMail } from '../../api/resend-mail';
import { deliveryErrorSummary } from '../../delivery-error-summary';
import {
  brandMailFilterParam,
  brandMailPageSizes,
  defaultBrandMailPageSize,
} from '../../brand-mail-params';
import { isResendable, mailKindLabel, mailStateLabels } from '../../mail-labels';
import { mailKindList } from '../../../../../functions/src/messages/mail-templates';
import './brand-mail-log.css';

const tones: Record<string, StatusBadgeTone> = {
  PENDING: 'info',
  PROCESSING: 'info',
  RETRY: 'info',
  SUCCESS: 'success',
  ERROR: 'danger',
};

/** A mail can be sent again once it has ended: sent (送信済み) or failed (エラー). */
const ended = new Set(['SUCCESS', 'ERROR']);

export type BrandMailLogProps = {
  brandId: string;
  page: ServerPage<BrandMail>;
  pageNumber: number;
  pageSize: number;
  filters: BrandMailFilters;
};

const column = createColumnHelper<BrandMail>();

function recipients(to: BrandMail['to']): string {
  return Array.isArray(to) ? to.join('、') : to;
}

/**
 * メール送信履歴: every mail of the brand, newest first, one page at a time from the server with
 * the count of all, narrowed by recipient, kind, state and days (all in the address). Any mail
 * that has ended — sent or failed — can be sent again (a customer who says it never came),
 * except a password reset; each resend is recorded on the mail and in the 監査ログ.
 */
export function BrandMailLog({ brandId, page, pageNumber, pageSize, filters }: BrandMailLogProps) {
  const id = useId();
  const [, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(filters);
  const [shown, setShown] = useState(filters);
  if (JSON.stringify(shown) !== JSON.stringify(filters)) {
    setShown(filters);
    setDraft(filters);
  }
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const resend = useMutation({
    mutationFn: resendMail,
    onSettled: () => queryClient.invalidateQueries({ queryKey: brandMailPageKey(brandId) }),
  });

  const go = (change: (next: URLSearchParams) => void) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const key of ['page', 'after', 'before']) next.delete(key);
      change(next);
      return next;
    });

  const apply = (values: BrandMailFilters) =>
    go((next) => {
      for (const key of Object.keys(brandMailFilterParam) as (keyof BrandMailFilters)[]) {
        const value = values[key].trim();
        if (value === '') next.delete(brandMailFilterParam[key]);
        else next.set(brandMailFilterParam[key], value);
      }
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(draft);
  };

  const columns = useMemo<DataTableColumn<BrandMail>[]>(
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
        cell: ({ row }) => {
          const mail = row.original;
          const last = mail.resends[mail.resends.length - 1];
          return (
            <>
              <StatusBadge tone={tones[mail.state] ?? 'neutral'}>
                {mailStateLabels[mail.state] ?? mail.state}
              </StatusBadge>
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
        },
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
                setMessage(null);
                resend.mutate(mail.id, {
                  onSuccess: () =>
                    setMessage({
                      ok: true,
                      text: `${recipients(mail.to)} 宛ての「${mail.subject}」を再送します。`,
                    }),
                  onError: (error) =>
                    setMessage({
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
    [resend],
  );

  const filtered = Object.values(filters).some((value) => value !== '');
  const field = (key: keyof BrandMailFilters) => ({
    id: `${id}-${key}`,
    value: draft[key],
    onChange: (event: { target: { value: string } }) =>
      setDraft((current) => ({ ...current, [key]: event.target.value })),
  });

  const toolbar = (
    <form
      className="brand-mail-log__filters"
      role="search"
      aria-label="メールの絞り込み"
      onSubmit={submit}
    >
      <div className="brand-mail-log__filter brand-mail-log__filter--wide">
        <label htmlFor={`${id}-to`}>宛先のメールアドレス</label>
        <input className="admin-input" type="email" autoComplete="off" {...field('to')} />
      </div>
      <div className="brand-mail-log__filter">
        <label htmlFor={`${id}-kind`}>種類</label>
        <select className="admin-input" {...field('kind')}>
          <option value="">すべて</option>
          {mailKindList.map((kind) => (
            <option key={kind} value={kind}>
              {mailKindLabel(kind)}
            </option>
          ))}
        </select>
      </div>
      <div className="brand-mail-log__filter">
        <label htmlFor={`${id}-state`}>状態</label>
        <select className="admin-input" {...field('state')}>
          <option value="">すべて</option>
          {Object.entries(mailStateLabels).map(([state, label]) => (
            <option key={state} value={state}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div className="brand-mail-log__filter brand-mail-log__filter--date">
        <label htmlFor={`${id}-from`}>期間（から）</label>
        <input className="admin-input" type="date" {...field('from')} />
      </div>
      <div className="brand-mail-log__filter brand-mail-log__filter--date">
        <label htmlFor={`${id}-until`}>期間（まで）</label>
        <input className="admin-input" type="date" {...field('until')} />
      </div>
      <div className="brand-mail-log__buttons">
        <button type="submit" className="admin-button admin-button--primary admin-button--small">
          絞り込む
        </button>
        {filtered ? (
          <button
            type="button"
            className="admin-button admin-button--small"
            onClick={() => apply({ to: '', kind: '', state: '', from: '', until: '' })}
          >
            条件をクリア
          </button>
        ) : null}
      </div>
    </form>
  );

  const hasPrevious = pageNumber > 1;
  const hasNext = page.last !== null && (page.more || pageNumber * pageSize < page.total);

  return (
    <>
      {toolbar}
      {message ? (
        <p
          role={message.ok ? 'status' : 'alert'}
          className={message.ok ? 'admin-hint brand-mail-log__message' : 'admin-error'}
        >
          {message.text}
        </p>
      ) : null}
      <DataTable
        data={page.rows}
        columns={columns}
        caption={filtered ? '条件に合うメール（新しい順）' : '送信したメール（新しい順）'}
        getRowId={(mail) => mail.id}
        searchLabel={false}
        emptyState={
          filtered ? (
            <p role="status">条件に合うメールはありません。</p>
          ) : (
            <p>まだメールは送っていません。</p>
          )
        }
        pageSizes={brandMailPageSizes}
        serverPaging={{
          total: page.total,
          pageIndex: pageNumber - 1,
          pageSize,
          hasPrevious,
          hasNext,
          onPrevious: () =>
            go((next) => {
              if (pageNumber - 1 > 1 && page.first !== null) {
                next.set('page', String(pageNumber - 1));
                next.set('before', page.first);
              }
            }),
          onNext: () =>
            go((next) => {
              if (page.last === null) return;
              next.set('page', String(pageNumber + 1));
              next.set('after', page.last);
            }),
          onPageSizeChange: (size) =>
            go((next) => {
              if (size === defaultBrandMailPageSize) next.delete('size');
              else next.set('size', String(size));
            }),
        }}
      />
    </>
  );
}
