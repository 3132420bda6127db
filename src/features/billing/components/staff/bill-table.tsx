import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { DataTableColumn } from '@/components/admin/data-table';
import { ServerListTable } from '@/components/admin/server-list-table';
import type { ServerList } from '@/components/admin/use-server-list';
import { StatusBadge } from '@/components/ui/status-badge';
import { paths } from '@/config/paths';
import {
  activePayments,
  billBalance,
  billStateLabels,
  billStateOn,
  lastPaymentDate,
} from '#shared/model/bill.js';
import { formatYearMonth } from '@/utils/format-year-month';
import { formatYen } from '@/utils/format-yen';
import { billActionWords, type BillAction } from '../../bill-action-form';
import { billPlace } from '../../bill-place';
import { BillLines } from '../bill-lines';
import type { BillsPage } from '../../api/get-bills-page';
import type { BillRow } from '../../bill-row';
import type { BillingView } from '../../billing-view';
import { billStatusTones } from '../../bill-status-tones';
import { CompactDate } from './compact-date';

export type BillTableProps = {
  brandId: string;
  /** One page of the view's bills from the server (useServerList(billsList)). */
  list: ServerList<BillingView, BillRow, BillsPage>;
  caption: string;
  emptyState: ReactNode;
  /** Show 請求月 (bills of several months); a month's list leaves it out. */
  showPeriod: boolean;
  /** Today in Japan: a bill due before it and unpaid is 支払期限超過. */
  today: string;
  /** Opens the confirmation of a change to one bill. */
  onAction: (bill: BillRow, action: BillAction) => void;
  /** Unpaid bills ticked for 「まとめて入金を記録」. */
  selected: ReadonlySet<string>;
  onSelect: (bill: BillRow, on: boolean) => void;
};

/** What staff can do to a bill in its state (a bill with a payment is not cancelled). */
const actionsOf = (bill: BillRow): BillAction[] => {
  if (bill.status === 'cancelled') return [];
  const paid = activePayments(bill).length > 0;
  if (bill.status === 'paid') return paid ? ['reverse'] : [];
  return paid ? ['pay', 'write-off', 'add-line', 'reverse'] : ['pay', 'add-line', 'cancel'];
};

const column = createColumnHelper<BillRow>();

/** 「佐藤 花子さん・2026年12月分」: names the bill a row's buttons act on. */
export function billContext(bill: BillRow): string {
  const who = bill.application ? `${bill.application.name}さん` : 'お客さま';
  return `${who}・${formatYearMonth(bill.period)}分`;
}

/**
 * The bills in the admin table: 請求月, 契約者 (the member's page), 物件・区画, 金額, 支払期限,
 * 状態, 入金日 and the moves the state table allows from each bill's state. One page read on the
 * server, by due date (the query's order; no sorting or searching within a page).
 */
export function BillTable({
  brandId,
  list,
  caption,
  emptyState,
  showPeriod,
  today,
  onAction,
  selected,
  onSelect,
}: BillTableProps) {
  const { assetNames } = list.page;
  const columns = useMemo<DataTableColumn<BillRow>[]>(
    () => [
      column.display({
        id: 'select',
        header: () => <span className="visually-hidden">選択</span>,
        cell: ({ row }) =>
          row.original.status === 'unpaid' ? (
            <input
              type="checkbox"
              aria-label={`${billContext(row.original)}を選択`}
              checked={selected.has(row.original.id)}
              onChange={(e) => onSelect(row.original, e.target.checked)}
            />
          ) : null,
      }),
      ...(showPeriod
        ? [
            column.accessor('period', {
              header: '請求月',
              meta: { className: 'billing-labelled' },
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
        cell: ({ row }) => (
          <>
            <details className="billing-amount">
              <summary>{formatYen(row.original.amount)}</summary>
              <BillLines lines={row.original.lines} amount={row.original.amount} />
            </details>
            {row.original.status === 'unpaid' && billBalance(row.original) < row.original.amount ? (
              <span className="billing-rest">残り {formatYen(billBalance(row.original))}</span>
            ) : null}
          </>
        ),
      }),
      column.accessor('dueDate', {
        header: '支払期限',
        meta: { className: 'billing-labelled' },
        cell: (info) => <CompactDate value={info.getValue()} />,
      }),
      column.accessor((bill) => billStateLabels[billStateOn(bill, today)], {
        id: 'status',
        header: '状態',
        cell: ({ row }) => {
          const state = billStateOn(row.original, today);
          return <StatusBadge tone={billStatusTones[state]}>{billStateLabels[state]}</StatusBadge>;
        },
      }),
      column.accessor((bill) => lastPaymentDate(bill) ?? '', {
        id: 'paidOn',
        header: '入金日',
        meta: { className: 'billing-labelled' },
        cell: (info) => {
          const date = info.getValue();
          return date ? <CompactDate value={date} /> : '—';
        },
      }),
      column.display({
        id: 'actions',
        header: '操作',
        cell: ({ row }) => {
          const actions = actionsOf(row.original);
          if (actions.length === 0) return <span className="admin-hint">—</span>;
          return (
            <div className="admin-actions billing-moves">
              {actions.map((action) => (
                <button
                  key={action}
                  type="button"
                  className={`admin-button admin-button--small${billActionWords[action].danger ? ' admin-button--danger' : ''}`}
                  onClick={() => onAction(row.original, action)}
                >
                  {billActionWords[action].button}
                  <span className="visually-hidden">（{billContext(row.original)}）</span>
                </button>
              ))}
            </div>
          );
        },
      }),
    ],
    [assetNames, brandId, showPeriod, today, onAction, selected, onSelect],
  );

  return (
    <div className="billing-table">
      <ServerListTable
        list={list}
        noun="請求"
        columns={columns}
        caption={caption}
        captionVisible
        getRowId={(bill) => bill.id}
        emptyState={emptyState}
      />
    </div>
  );
}
