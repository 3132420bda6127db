import type { ReactNode } from 'react';
import { formatYen } from '@/utils/format-yen';

export type BillCountsRow = {
  key: string;
  /** The row's heading: a state's badge, 「1〜30日」. */
  label: ReactNode;
  count: number;
  amount: number;
  /** The row the list is narrowed to (marked). */
  current?: boolean;
};

export type BillCountsTableProps = {
  caption: string;
  className?: string;
  /** What a row stands for: 状態, 経過日数. */
  rowHeading: string;
  rows: readonly BillCountsRow[];
  /** The 合計 row, or null for none. */
  all: { count: number; amount: number } | null;
};

const count = (n: number) => `${n.toLocaleString('ja-JP')}件`;

/** Bills counted and summed in yen by a grouping (state, days overdue), with the 合計. */
export function BillCountsTable({
  caption,
  className,
  rowHeading,
  rows,
  all,
}: BillCountsTableProps) {
  return (
    <table className={className ? `billing-totals ${className}` : 'billing-totals'}>
      <caption className="billing-totals__caption">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{rowHeading}</th>
          <th scope="col" className="billing-totals__number">
            件数
          </th>
          <th scope="col" className="billing-totals__number">
            金額（税込）
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr
            key={row.key}
            className={row.current ? 'billing-totals__current' : undefined}
            aria-current={row.current ? 'true' : undefined}
          >
            <th scope="row">{row.label}</th>
            <td className="billing-totals__number">{count(row.count)}</td>
            <td className="billing-totals__number">{formatYen(row.amount)}</td>
          </tr>
        ))}
      </tbody>
      {all ? (
        <tfoot>
          <tr>
            <th scope="row">合計</th>
            <td className="billing-totals__number">{count(all.count)}</td>
            <td className="billing-totals__number">{formatYen(all.amount)}</td>
          </tr>
        </tfoot>
      ) : null}
    </table>
  );
}
