import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '@/components/admin/data-table';
import { StatusBadge } from '@/components/ui/status-badge';
import { paths } from '@/config/paths';
import { billingStatusLabels } from '@/lib/model/billing';
import { formatYearMonth } from '@/utils/format-year-month';
import { formatYen } from '@/utils/format-yen';
import { billMoveWords, billMovesFrom, type BillMoveTarget } from '../../bill-moves';
import { billPlace } from '../../bill-place';
import type { BillRow } from '../../bill-row';
import { billStatusTones } from '../../bill-status-tones';
import { CompactDate } from './compact-date';

export type BillTableProps = {
  brandId: string;
  rows: readonly BillRow[];
  assetNames: ReadonlyMap<string, string>;
  caption: string;
  emptyState: ReactNode;
  /** Opens the confirmation of a move. */
  onMove: (bill: BillRow, to: BillMoveTarget) => void;
  /** Back to the first page when the view changes. */
  resetPageKey: string;
  /** Show 請求月 (bills of several months); a month's list leaves it out. */
  showPeriod: boolean;
};

const column = createColumnHelper<BillRow>();

/** 「佐藤 花子さん・2026年12月分」: names the bill a row's buttons act on. */
export function billContext(bill: BillRow): string {
  const who = bill.application ? `${bill.application.name}さん` : 'お客さま';
  return `${who}・${formatYearMonth(bill.period)}分`;
}

/**
 * The bills in the admin table: 請求月, 契約者 (the member's page), 物件・区画, 金額, 支払期限,
 * 状態, 入金日 and the moves the state table allows from each bill's state.
 */
export function BillTable({
  brandId,
  rows,
  assetNames,
  caption,
  emptyState,
  onMove,
  resetPageKey,
  showPeriod,
}: BillTableProps) {
  const columns = useMemo<DataTableColumn<BillRow>[]>(
    () => [
      ...(showPeriod
        ? [
            column.accessor('period', {
              header: '請求月',
              cell: (info) => formatYearMonth(info.getValue()),
            }),
          ]
        : []),
      column.accessor((bill) => bill.application?.kana ?? '', {
        id: 'contractor',
        header: '契約者',
        meta: { rowHeader: true },
        cell: ({ row }) => (
          <Link to={paths.admin.brand.member.href(brandId, row.original.uid)}>
            {row.original.application?.name ?? '会員ページ'}
          </Link>
        ),
      }),
      column.accessor((bill) => billPlace(bill.application, assetNames), {
        id: 'place',
        header: '物件・区画',
        meta: { wrap: true },
        cell: (info) => info.getValue() || '—',
      }),
      column.accessor('amount', {
        header: '金額',
        meta: { align: 'end' },
        cell: (info) => formatYen(info.getValue()),
      }),
      column.accessor('dueDate', {
        header: '支払期限',
        cell: (info) => <CompactDate value={info.getValue()} />,
      }),
      column.accessor((bill) => billingStatusLabels[bill.status], {
        id: 'status',
        header: '状態',
        cell: ({ row }) => (
          <StatusBadge tone={billStatusTones[row.original.status]}>
            {billingStatusLabels[row.original.status]}
          </StatusBadge>
        ),
      }),
      column.accessor('paidAt', {
        header: '入金日',
        cell: (info) => {
          const paidAt = info.getValue();
          return paidAt ? <CompactDate value={paidAt} /> : '—';
        },
      }),
      column.display({
        id: 'actions',
        header: '操作',
        cell: ({ row }) => {
          const moves = billMovesFrom(row.original.status);
          if (moves.length === 0) return <span className="admin-hint">—</span>;
          return (
            <div className="admin-actions billing-moves">
              {moves.map((to) => (
                <button
                  key={to}
                  type="button"
                  className={`admin-button admin-button--small${billMoveWords[to].danger ? ' admin-button--danger' : ''}`}
                  onClick={() => onMove(row.original, to)}
                >
                  {billMoveWords[to].action}
                  <span className="visually-hidden">（{billContext(row.original)}）</span>
                </button>
              ))}
            </div>
          );
        },
      }),
    ],
    [assetNames, brandId, onMove, showPeriod],
  );

  return (
    <DataTable
      data={rows}
      columns={columns}
      caption={caption}
      captionVisible
      getRowId={(bill) => bill.id}
      searchLabel="契約者・物件・区画で検索"
      searchText={(bill) =>
        [
          bill.application?.name,
          bill.application?.kana,
          billPlace(bill.application, assetNames),
          bill.id,
          bill.description,
        ]
          .filter(Boolean)
          .join(' ')
      }
      emptyState={emptyState}
      resetPageKey={resetPageKey}
      // A month's bills by place (asset number, then space); across months by due date as read.
      initialSorting={showPeriod ? [] : [{ id: 'place', desc: false }]}
    />
  );
}
