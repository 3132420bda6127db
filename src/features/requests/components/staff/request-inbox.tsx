import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { AdminSection } from '@/components/admin/admin-section';
import type { DataTableColumn } from '@/components/admin/data-table';
import { FilterNav } from '@/components/admin/filter-nav';
import { ServerListTable } from '@/components/admin/server-list-table';
import type { ServerList } from '@/components/admin/use-server-list';
import { StatusBadge } from '@/components/ui/status-badge';
import { requestStatusLabels } from '@/lib/model/request-status';
import { formatDateTime } from '@/utils/format-date-time';
import type { AdminContact } from '../../admin-request';
import { requestFilterLabels, requestFilters, type RequestFilter } from '../../request-filters';
import type { RequestFilters } from '../../request-lists';
import { requestStatusTones } from '../../request-status-tones';
import './request-admin.css';

/** What every inbox row has: an お問い合わせ or a 内見予約. */
type InboxRequest = Pick<AdminContact, 'id' | 'createdAt' | 'status' | 'name'>;

export type RequestInboxProps<R extends InboxRequest> = {
  /** 「お問い合わせ」, 「内見予約」: in the caption, the filters' name and the notes. */
  noun: string;
  /** The page the address asks for (useServerList: `?status=`, `?page=`, `?size=`). */
  list: ServerList<RequestFilters, R, unknown>;
  /** The お名前 column: its sort key (kana where the request has one) and the detail's address. */
  nameColumn: { id: string; sortValue: (request: R) => string; href: (id: string) => string };
  /** The kind's own columns, after お名前. */
  columns: DataTableColumn<R>[];
};

const searchOf = (filter: RequestFilter) => ({
  search: filter === 'all' ? '' : `?status=${filter}`,
});

/**
 * A brand's お問い合わせ or 内見予約, newest first, all or one state (`?status=`), one page at a
 * time from the server (`?page=`, `?size=`, the cursor in the address, so Back and a shared link
 * show the same rows); 未対応 rows stand out (bold, marked) like unread mail. The name opens
 * the detail.
 */
export function RequestInbox<R extends InboxRequest>({
  noun,
  list,
  nameColumn,
  columns: ownColumns,
}: RequestInboxProps<R>) {
  const filter = list.filters.status;
  const columns = useMemo<DataTableColumn<R>[]>(() => {
    const column = createColumnHelper<R>();
    return [
      column.accessor((r) => r.createdAt, {
        id: 'createdAt',
        header: '受付日時',
        cell: (info) => formatDateTime(info.getValue()),
      }),
      column.accessor((r) => requestStatusLabels[r.status], {
        id: 'status',
        header: '対応状況',
        cell: ({ row }) => (
          <StatusBadge tone={requestStatusTones[row.original.status]}>
            {requestStatusLabels[row.original.status]}
          </StatusBadge>
        ),
      }),
      column.accessor(nameColumn.sortValue, {
        id: nameColumn.id,
        header: 'お名前',
        meta: { rowHeader: true },
        cell: ({ row }) => <Link to={nameColumn.href(row.original.id)}>{row.original.name}</Link>,
      }),
      ...ownColumns,
    ];
  }, [nameColumn, ownColumns]);

  const label = filter === 'all' ? noun : `${requestFilterLabels[filter]}の${noun}`;
  return (
    <AdminSection title="受信箱" description="新しい順です。未対応のものは太字で示します。">
      <FilterNav
        filters={requestFilters}
        labels={requestFilterLabels}
        current={filter}
        hrefOf={searchOf}
        label={`${noun}の対応状況で絞り込み`}
      />
      <ServerListTable
        key={filter}
        list={list}
        noun={noun}
        columns={columns}
        caption={`${label}（新しい順）`}
        captionVisible
        getRowId={(r) => r.id}
        rowClassName={(r) => (r.status === 'new' ? 'request-row--new' : undefined)}
        emptyState={<p>{label}はありません。</p>}
      />
    </AdminSection>
  );
}
