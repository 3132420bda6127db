import { useState } from 'react';
import type { ListExportResult } from '@/components/admin/list-export-button';
import { FilterInput, FilterSelect, ListFilterForm } from '@/components/admin/list-filter-form';
import { ServerListTable } from '@/components/admin/server-list-table';
import { useFilterDraft } from '@/components/admin/use-filter-draft';
import type { ServerList } from '@/components/admin/use-server-list';
import type { ServerPage } from '@/lib/firebase-server-page';
import type { BrandMail, BrandMailFilters } from '../../api/get-brand-mail-page';
import { brandMailFilters } from '../../brand-mail-params';
import { mailKindLabel, mailStateLabels } from '../../mail-labels';
import { mailKindList } from '../../../../../functions/src/messages/mail-templates';
import { useBrandMailColumns } from './brand-mail-columns';
import './brand-mail-log.css';

export type BrandMailLogProps = {
  brandId: string;
  /** useServerList(brandMailList, brandId). */
  list: ServerList<BrandMailFilters, BrandMail, ServerPage<BrandMail>>;
};

/**
 * メール送信履歴: every mail of the brand, newest first, one page at a time from the server with
 * the count of all, narrowed by recipient, kind, state and days (all in the address). Any mail
 * that has ended — sent or failed — can be sent again (a customer who says it never came),
 * except a password reset; each resend is recorded on the mail and in the 監査ログ.
 */
export function BrandMailLog({ brandId, list }: BrandMailLogProps) {
  const form = useFilterDraft(list.filters, list.setFilters);
  const [message, setMessage] = useState<ListExportResult | null>(null);
  const columns = useBrandMailColumns(brandId, setMessage);
  return (
    <>
      <div className="list-toolbar">
        <ListFilterForm
          label="メールの絞り込み"
          form={form}
          onClear={() => list.setFilters(brandMailFilters.empty)}
        >
          <FilterInput
            label="宛先のメールアドレス"
            field={form.field('to')}
            size="wide"
            type="email"
          />
          <FilterSelect
            label="種類"
            field={form.field('kind')}
            options={mailKindList.map((kind) => [kind, mailKindLabel(kind)] as const)}
          />
          <FilterSelect
            label="状態"
            field={form.field('state')}
            options={Object.entries(mailStateLabels)}
          />
          <FilterInput label="期間（から）" field={form.field('from')} size="date" type="date" />
          <FilterInput label="期間（まで）" field={form.field('until')} size="date" type="date" />
        </ListFilterForm>
        {message ? (
          <p
            role={message.ok ? 'status' : 'alert'}
            className={message.ok ? 'admin-hint' : 'admin-error'}
          >
            {message.text}
          </p>
        ) : null}
      </div>
      <ServerListTable
        list={list}
        noun="メール"
        columns={columns}
        caption={form.active ? '条件に合うメール（新しい順）' : '送信したメール（新しい順）'}
        getRowId={(mail) => mail.id}
        emptyState={
          form.active ? (
            <p role="status">条件に合うメールはありません。</p>
          ) : (
            <p>まだメールは送っていません。</p>
          )
        }
      />
    </>
  );
}
