import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AdminSection } from '@/components/admin/admin-section';
import { DataTable, type DataTableColumn } from '@/components/admin/data-table';
import { StatusBadge } from '@/components/ui/status-badge';
import { paths } from '@/config/paths';
import { requestStatusLabels } from '@/lib/model/request-status';
import { formatDateTime } from '@/utils/format-date-time';
import type { AdminViewingRequest } from '../../admin-request';
import { useViewingRequests } from '../../api/get-viewing-requests';
import { formatSlotWhen } from '../../format-preferred-slot';
import { parseRequestFilter, requestFilterLabels } from '../../request-filters';
import { requestStatusTones } from '../../request-status-tones';
import { RequestFilterNav } from './request-filter-nav';
import './request-admin.css';

export type ViewingRequestsInboxProps = {
  brandId: string;
  /** 物件名 by asset number. */
  assetNames: ReadonlyMap<string, string>;
};

const column = createColumnHelper<AdminViewingRequest>();

/** 「ソラクラ 三軒茶屋（SK-101）・区画 1A-01」, or the asset alone when no space was chosen. */
export function viewingPlace(
  request: Pick<AdminViewingRequest, 'assetId' | 'spaceId'>,
  assetNames: ReadonlyMap<string, string>,
): string {
  const name = assetNames.get(request.assetId);
  const asset = name ? `${name}（${request.assetId}）` : request.assetId;
  return request.spaceId ? `${asset}・区画 ${request.spaceId}` : asset;
}

/**
 * The brand's 内見予約, newest first, all or one state (`?status=`); 未対応 rows stand out.
 * The name opens the detail.
 */
export function ViewingRequestsInbox({ brandId, assetNames }: ViewingRequestsInboxProps) {
  const [params] = useSearchParams();
  const filter = parseRequestFilter(params.get('status'));
  const { items, unreadable } = useViewingRequests(brandId, filter);

  const columns = useMemo<DataTableColumn<AdminViewingRequest>[]>(
    () => [
      column.accessor('createdAt', {
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
      column.accessor('kana', {
        header: 'お名前',
        meta: { rowHeader: true },
        cell: ({ row }) => (
          <Link to={paths.admin.brand.viewingRequest.href(brandId, row.original.id)}>
            {row.original.name}
          </Link>
        ),
      }),
      column.accessor((r) => viewingPlace(r, assetNames), {
        id: 'place',
        header: '物件・区画',
        meta: { wrap: true },
      }),
      column.accessor((r) => r.preferredSlots[0]?.date ?? '', {
        id: 'firstSlot',
        header: '第1希望',
        cell: ({ row }) => {
          const first = row.original.preferredSlots[0];
          return first ? formatSlotWhen(first) : '—';
        },
      }),
    ],
    [assetNames, brandId],
  );

  const label = filter === 'all' ? '内見予約' : `${requestFilterLabels[filter]}の内見予約`;
  return (
    <AdminSection title="受信箱" description="新しい順です。未対応のものは太字で示します。">
      <RequestFilterNav current={filter} noun="内見予約" />
      {unreadable > 0 ? (
        <p className="admin-alert">
          {unreadable}
          件の内見予約は形式が正しくないため表示できません。システム担当者に連絡してください。
        </p>
      ) : null}
      <DataTable
        key={filter}
        data={items}
        columns={columns}
        caption={`${label}（新しい順）`}
        captionVisible
        getRowId={(r) => r.id}
        searchLabel="お名前・物件・区画で検索"
        searchText={(r) =>
          [r.name, r.kana, r.email, r.phone, viewingPlace(r, assetNames), r.message ?? ''].join(' ')
        }
        rowClassName={(r) => (r.status === 'new' ? 'request-row--new' : undefined)}
        emptyState={<p>{label}はありません。</p>}
      />
    </AdminSection>
  );
}
