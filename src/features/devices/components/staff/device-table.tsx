import { createColumnHelper } from '@tanstack/react-table';
import { DataTable } from '@/components/admin/data-table';
import type { DataTableColumn } from '@/components/admin/data-table';
import { RowActionButton } from '@/components/admin/row-action-button';
import { StatusBadge } from '@/components/ui/status-badge';
import type { StatusBadgeTone } from '@/components/ui/status-badge';
import { deviceKindLabels, deviceStatusLabels } from '@/lib/model/device';
import type { DeviceStatus } from '@/lib/model/device';
import { formatDateTime } from '@/utils/format-date-time';
import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { deviceAttention } from '../../device-attention';
import type { DeviceWithId } from '../../device-with-id';

const statusTones: Record<DeviceStatus, StatusBadgeTone> = {
  online: 'success',
  offline: 'danger',
  maintenance: 'warning',
};

export type DeviceTableProps = {
  devices: readonly DeviceWithId[];
  /** The number of devices before filtering (for the empty state). */
  total: number;
  brandNames: ReadonlyMap<string, string>;
  onEdit: (device: DeviceWithId) => void;
  onDelete: (device: DeviceWithId) => void;
  /** Back to page 1 when the filters change. */
  filterKey: string;
  /** The filters, shown beside the search box. */
  toolbar?: ReactNode;
};

const column = createColumnHelper<DeviceWithId>();

/**
 * The devices in a table: state, battery and last contact. A device offline or below 20 %
 * battery has its row marked and says so in words and a symbol (not by colour alone).
 */
export function DeviceTable({
  devices,
  total,
  brandNames,
  onEdit,
  onDelete,
  filterKey,
  toolbar,
}: DeviceTableProps) {
  const columns = useMemo<DataTableColumn<DeviceWithId>[]>(
    () => [
      column.accessor('name', {
        header: 'デバイス名',
        meta: { rowHeader: true },
        // Where it is (物件番号・区画) and its シリアル番号, under the name: many locks share a
        // name like 「1A-01 スマートロック」, and a phone shows this column first. The serial
        // number had a column of its own, which the sticky 操作 column covered at 1280 px
        // (issue 19, item 12); here the table fits a desktop screen.
        cell: ({ row }) => (
          <>
            {row.original.name}
            <span className="devices__where">
              {row.original.assetId}・{row.original.spaceId ?? '物件全体'}
            </span>
            <span className="devices__where">
              シリアル番号 <span className="devices__serial">{row.original.serialNumber}</span>
            </span>
          </>
        ),
      }),
      column.accessor((device) => deviceKindLabels[device.kind], { id: 'kind', header: '種別' }),
      column.accessor((device) => brandNames.get(device.brandId) ?? device.brandId, {
        id: 'brand',
        header: 'ブランド',
      }),
      column.accessor((device) => deviceStatusLabels[device.status], {
        id: 'status',
        header: '状態',
        cell: ({ row }) => (
          <StatusBadge tone={statusTones[row.original.status]}>
            {deviceStatusLabels[row.original.status]}
          </StatusBadge>
        ),
      }),
      column.accessor('batteryLevel', {
        header: '電池残量',
        meta: { align: 'end' },
        cell: ({ row }) => {
          const level = row.original.batteryLevel;
          if (level === null) return <span className="devices__muted">電源式</span>;
          // The level over a 残量低下 badge (not one wide badge): the column stays narrow, so the
          // table fits 1280 px with room to spare whatever fonts the staff member's PC has.
          return deviceAttention(row.original).lowBattery ? (
            <span className="devices__battery">
              <span>{level}%</span>
              <StatusBadge tone="warning">残量低下</StatusBadge>
            </span>
          ) : (
            `${level}%`
          );
        },
      }),
      column.accessor('lastSeenAt', {
        header: '最終通信',
        // Date over time on two lines: the table fits 1280 px beside the sticky 操作 column.
        meta: { className: 'devices__seen' },
        cell: ({ getValue }) => {
          const seen = getValue<Date | null>();
          return seen ? formatDateTime(seen) : <span className="devices__muted">未通信</span>;
        },
      }),
      column.accessor('note', {
        header: 'メモ',
        enableSorting: false,
        meta: { wrap: true, className: 'devices__note' },
      }),
      column.display({
        id: 'actions',
        header: '操作',
        meta: { stickyEnd: true },
        cell: ({ row }) => (
          <div className="admin-actions devices__actions">
            <RowActionButton target={row.original.name} onClick={() => onEdit(row.original)}>
              編集
            </RowActionButton>
            <RowActionButton
              target={row.original.name}
              danger
              onClick={() => onDelete(row.original)}
            >
              削除
            </RowActionButton>
          </div>
        ),
      }),
    ],
    [brandNames, onEdit, onDelete],
  );

  return (
    <DataTable
      data={devices}
      columns={columns}
      caption="デバイスの一覧"
      getRowId={(device) => device.id}
      initialSorting={[{ id: 'name', desc: false }]}
      searchLabel="デバイスを検索"
      searchPlaceholder="名前・物件番号・区画・シリアル番号・メモ"
      searchText={(device) =>
        [
          device.name,
          device.assetId,
          device.spaceId ?? '',
          device.serialNumber,
          brandNames.get(device.brandId) ?? device.brandId,
          deviceKindLabels[device.kind],
          deviceStatusLabels[device.status],
          device.note,
        ].join(' ')
      }
      resetPageKey={filterKey}
      unfilteredCount={total}
      toolbar={toolbar}
      rowClassName={(device) => {
        const { lowBattery, offline } = deviceAttention(device);
        return lowBattery || offline ? 'devices__row--attention' : undefined;
      }}
      emptyState={
        total === 0 ? (
          <p>デバイスはまだ登録されていません。「デバイスを追加」から登録してください。</p>
        ) : (
          <p>条件に合うデバイスはありません。絞り込みを変えてください。</p>
        )
      }
    />
  );
}
