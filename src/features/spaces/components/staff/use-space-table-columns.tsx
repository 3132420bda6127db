import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import type { DataTableColumn } from '@/components/admin/data-table';
import { spaceStatusLabels, spaceTypeLabels } from '@/lib/model/space';
import { formatAreaM2 } from '@/utils/format-area-m2';
import { formatFloor } from '@/utils/format-floor';
import { formatYen } from '@/utils/format-yen';
import type { SpaceWithId } from '../../api/get-asset-spaces';
import type { StaffSpaceStatus } from '../../space-fields';
import { canDelete } from '../../space-permissions';
import { SpaceStatusCell } from './space-status-cell';

export type UseSpaceTableColumnsOptions = {
  brandId: string;
  selected: ReadonlySet<string>;
  onToggle: (id: string, on: boolean) => void;
  /** A state change is being saved: every state select waits. */
  statusBusy: boolean;
  onChangeStatus: (space: SpaceWithId, status: StaffSpaceStatus) => Promise<void>;
  onEdit: (space: SpaceWithId) => void;
  onDelete: (space: SpaceWithId) => void;
};

const column = createColumnHelper<SpaceWithId>();

/** `90×120×200` (cm), or `250×500` for a space without a height. */
function formatSize({ widthCm, depthCm, heightCm }: SpaceWithId['size']): string {
  return [widthCm, depthCm, ...(heightCm === null ? [] : [heightCm])].join('×');
}

/**
 * The spaces table's columns (SpacesManager): select, 区画番号, 状態 (a select for the states
 * staff may set), fees, size, type, floor, 初期費用, 区画図 and 編集 / 削除.
 */
export function useSpaceTableColumns({
  brandId,
  selected,
  onToggle,
  statusBusy,
  onChangeStatus,
  onEdit,
  onDelete,
}: UseSpaceTableColumnsOptions): DataTableColumn<SpaceWithId>[] {
  return useMemo<DataTableColumn<SpaceWithId>[]>(
    () => [
      column.display({
        id: 'select',
        header: () => <span className="visually-hidden">選択</span>,
        cell: ({ row }) => (
          <input
            type="checkbox"
            className="space-table__check"
            checked={selected.has(row.original.id)}
            onChange={(event) => onToggle(row.original.id, event.target.checked)}
            aria-label={`区画 ${row.original.label} を選択`}
          />
        ),
      }),
      column.accessor('label', {
        header: '区画番号',
        meta: { rowHeader: true },
        cell: ({ row }) => (
          <span className="space-table__label">
            {row.original.label}
            {row.original.label !== row.original.id ? (
              <span className="space-table__note">ID {row.original.id}</span>
            ) : null}
          </span>
        ),
      }),
      column.accessor((space) => spaceStatusLabels[space.status], {
        id: 'status',
        header: '状態',
        cell: ({ row }) => (
          <SpaceStatusCell
            brandId={brandId}
            space={row.original}
            busy={statusBusy}
            onChange={(status) => void onChangeStatus(row.original, status)}
          />
        ),
      }),
      column.accessor('monthlyFee', {
        header: '月額',
        cell: ({ getValue }) => formatYen(getValue()),
        meta: { align: 'end' },
      }),
      column.accessor('adminFee', {
        header: '管理費',
        cell: ({ getValue }) => formatYen(getValue()),
        meta: { align: 'end' },
      }),
      column.accessor((space) => space.size.areaM2, {
        id: 'size',
        header: '広さ（cm・m²）',
        cell: ({ row }) => (
          <span className="space-table__size">
            {formatSize(row.original.size)}
            <span className="space-table__note">{formatAreaM2(row.original.size.areaM2)}</span>
          </span>
        ),
      }),
      column.accessor((space) => spaceTypeLabels[space.type], { id: 'type', header: 'タイプ' }),
      column.accessor('floor', {
        header: '階',
        cell: ({ getValue }) => formatFloor(getValue()),
        meta: { align: 'end' },
      }),
      column.accessor(
        (space) =>
          space.initialCosts.handlingFee +
          space.initialCosts.guaranteeFee +
          space.initialCosts.keyFee,
        {
          id: 'initialCosts',
          header: '初期費用',
          cell: ({ row }) => {
            const { handlingFee, guaranteeFee, keyFee } = row.original.initialCosts;
            return (
              <dl className="space-table__costs">
                <div>
                  <dt>事務手数料</dt>
                  <dd>{formatYen(handlingFee)}</dd>
                </div>
                <div>
                  <dt>保証料</dt>
                  <dd>{formatYen(guaranteeFee)}</dd>
                </div>
                <div>
                  <dt>鍵代</dt>
                  <dd>{formatYen(keyFee)}</dd>
                </div>
              </dl>
            );
          },
        },
      ),
      column.accessor((space) => (space.layout ? '配置済み' : '未配置'), {
        id: 'layout',
        header: '区画図',
        meta: { className: 'space-table__nowrap' },
      }),
      column.display({
        id: 'actions',
        header: '操作',
        cell: ({ row }) => {
          const space = row.original;
          return (
            <div className="admin-actions space-table__actions">
              <button
                type="button"
                className="admin-button admin-button--small"
                aria-label={`編集（区画 ${space.label}）`}
                onClick={() => onEdit(space)}
              >
                編集
              </button>
              {canDelete(space) ? (
                <button
                  type="button"
                  className="admin-button admin-button--small admin-button--danger"
                  aria-label={`削除（区画 ${space.label}）`}
                  onClick={() => onDelete(space)}
                >
                  削除
                </button>
              ) : null}
            </div>
          );
        },
      }),
    ],
    [brandId, selected, onToggle, statusBusy, onChangeStatus, onEdit, onDelete],
  );
}
