import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AdminSection } from '@/components/admin/admin-section';
import { DataTable, type DataTableColumn } from '@/components/admin/data-table';
import { StatusBadge } from '@/components/ui/status-badge';
import { paths } from '@/config/paths';
import { contactCategoryLabels } from '@/lib/model/contact';
import { requestStatusLabels } from '@/lib/model/request-status';
import { formatDateTime } from '@/utils/format-date-time';
import type { AdminContact } from '../../admin-request';
import { useContacts } from '../../api/get-contacts';
import { parseRequestFilter, requestFilterLabels } from '../../request-filters';
import { requestStatusTones } from '../../request-status-tones';
import { RequestFilterNav } from './request-filter-nav';
import './request-admin.css';

export type ContactsInboxProps = { brandId: string };

const column = createColumnHelper<AdminContact>();

/** The first words of a message, on one line. */
const excerpt = (text: string, length = 40) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > length ? `${line.slice(0, length)}…` : line;
};

/**
 * The brand's お問い合わせ, newest first, all or one state (`?status=`); 未対応 rows stand out
 * (bold, marked) like unread mail. The name opens the detail.
 */
export function ContactsInbox({ brandId }: ContactsInboxProps) {
  const [params] = useSearchParams();
  const filter = parseRequestFilter(params.get('status'));
  const { items, unreadable } = useContacts(brandId, filter);

  const columns = useMemo<DataTableColumn<AdminContact>[]>(
    () => [
      column.accessor('createdAt', {
        header: '受付日時',
        cell: (info) => formatDateTime(info.getValue()),
      }),
      column.accessor((c) => requestStatusLabels[c.status], {
        id: 'status',
        header: '対応状況',
        cell: ({ row }) => (
          <StatusBadge tone={requestStatusTones[row.original.status]}>
            {requestStatusLabels[row.original.status]}
          </StatusBadge>
        ),
      }),
      column.accessor('name', {
        header: 'お名前',
        meta: { rowHeader: true },
        cell: ({ row }) => (
          <Link to={paths.admin.brand.contact.href(brandId, row.original.id)}>
            {row.original.name}
          </Link>
        ),
      }),
      column.accessor((c) => contactCategoryLabels[c.category], {
        id: 'category',
        header: '種別',
      }),
      column.accessor((c) => excerpt(c.message), {
        id: 'message',
        header: '内容',
        meta: { wrap: true },
      }),
    ],
    [brandId],
  );

  const label = filter === 'all' ? 'お問い合わせ' : `${requestFilterLabels[filter]}のお問い合わせ`;
  return (
    <AdminSection title="受信箱" description="新しい順です。未対応のものは太字で示します。">
      <RequestFilterNav current={filter} noun="お問い合わせ" />
      {unreadable > 0 ? (
        <p className="admin-alert">
          {unreadable}
          件のお問い合わせは形式が正しくないため表示できません。システム担当者に連絡してください。
        </p>
      ) : null}
      <DataTable
        key={filter}
        data={items}
        columns={columns}
        caption={`${label}（新しい順）`}
        captionVisible
        getRowId={(c) => c.id}
        searchLabel="お名前・メール・内容で検索"
        searchText={(c) => [c.name, c.email, c.phone ?? '', c.message].join(' ')}
        rowClassName={(c) => (c.status === 'new' ? 'request-row--new' : undefined)}
        emptyState={<p>{label}はありません。</p>}
      />
    </AdminSection>
  );
}
