import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import type { DataTableColumn } from '@/components/admin/data-table';
import { useServerList } from '@/components/admin/use-server-list';
import { paths } from '@/config/paths';
import type { AdminViewingRequest } from '../../admin-request';
import { formatSlotWhen } from '../../format-preferred-slot';
import { viewingRequestsList } from '../../request-lists';
import { RequestInbox } from './request-inbox';

export type ViewingRequestsInboxProps = {
  brandId: string;
  /** 物件名 by asset number. */
  assetNames: ReadonlyMap<string, string>;
};

const column = createColumnHelper<AdminViewingRequest>();

/** 「ソラクラ 三軒茶屋（SK-101）・区画 1A-01」, or the asset alone when no space was chosen. */
function viewingPlace(
  request: Pick<AdminViewingRequest, 'assetId' | 'spaceId'>,
  assetNames: ReadonlyMap<string, string>,
): string {
  const name = assetNames.get(request.assetId);
  const asset = name ? `${name}（${request.assetId}）` : request.assetId;
  return request.spaceId ? `${asset}・区画 ${request.spaceId}` : asset;
}

/** The brand's 内見予約 (RequestInbox) with the place and the first preferred slot. */
export function ViewingRequestsInbox({ brandId, assetNames }: ViewingRequestsInboxProps) {
  const list = useServerList(viewingRequestsList, brandId);
  const nameColumn = useMemo(
    () => ({
      id: 'kana',
      sortValue: (r: AdminViewingRequest) => r.kana,
      href: (id: string) => paths.admin.brand.viewingRequest.href(brandId, id),
    }),
    [brandId],
  );
  const columns = useMemo<DataTableColumn<AdminViewingRequest>[]>(
    () => [
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
    [assetNames],
  );
  return <RequestInbox noun="内見予約" list={list} nameColumn={nameColumn} columns={columns} />;
}
