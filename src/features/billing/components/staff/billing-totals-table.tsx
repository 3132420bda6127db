import { StatusBadge } from '@/components/ui/status-badge';
import { billStateLabels, type BillState } from '@/lib/model/bill';
import { formatYen } from '@/utils/format-yen';
import { billStatusTones } from '../../bill-status-tones';
import type { BillTotal } from '../../bill-totals';

export type BillingTotalsTableProps = {
  /** 「2026年12月の請求」. */
  caption: string;
  byStatus: readonly BillTotal[];
  all: { count: number; amount: number };
  /** The state the list is narrowed to (its row is marked). */
  current: BillState | null;
};

const count = (n: number) => `${n.toLocaleString('ja-JP')}件`;

/** Count and yen per state, and altogether. */
export function BillingTotalsTable({ caption, byStatus, all, current }: BillingTotalsTableProps) {
  return (
    <table className="billing-totals">
      <caption className="billing-totals__caption">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">状態</th>
          <th scope="col" className="billing-totals__number">
            件数
          </th>
          <th scope="col" className="billing-totals__number">
            金額（税込）
          </th>
        </tr>
      </thead>
      <tbody>
        {byStatus.map((total) => (
          <tr
            key={total.status}
            className={total.status === current ? 'billing-totals__current' : undefined}
            aria-current={total.status === current ? 'true' : undefined}
          >
            <th scope="row">
              <StatusBadge tone={billStatusTones[total.status]}>
                {billStateLabels[total.status]}
              </StatusBadge>
            </th>
            <td className="billing-totals__number">{count(total.count)}</td>
            <td className="billing-totals__number">{formatYen(total.amount)}</td>
          </tr>
        ))}
      </tbody>
      {byStatus.length > 1 ? (
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
