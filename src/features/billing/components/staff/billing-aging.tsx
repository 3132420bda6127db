import { daysOverdue } from '@/lib/model/bill';
import { formatYen } from '@/utils/format-yen';
import { agingOf } from '../../bill-aging';

export type BillingAgingProps = {
  bills: readonly { status: 'unpaid' | 'paid' | 'cancelled'; dueDate: string; amount: number }[];
  today: string;
};

/**
 * 滞留期間別の未収金 (aging): the brand's overdue bills by days past their due date — 1–30,
 * 31–60, 61–90, 90+ — with count and yen of each and in all. Derived from the due dates on the
 * day it is read; nobody marks anything overdue.
 */
export function BillingAging({ bills, today }: BillingAgingProps) {
  const aging = agingOf(bills.map((b) => ({ amount: b.amount, days: daysOverdue(b, today) })));
  return (
    <table className="billing-totals billing-aging">
      <caption className="billing-totals__caption">支払期限超過の経過日数（エイジング）</caption>
      <thead>
        <tr>
          <th scope="col">経過日数</th>
          <th scope="col" className="billing-totals__number">
            件数
          </th>
          <th scope="col" className="billing-totals__number">
            金額（税込）
          </th>
        </tr>
      </thead>
      <tbody>
        {aging.buckets.map((b) => (
          <tr key={b.label}>
            <th scope="row">{b.label}</th>
            <td className="billing-totals__number">{b.count}件</td>
            <td className="billing-totals__number">{formatYen(b.amount)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">合計</th>
          <td className="billing-totals__number">{aging.all.count}件</td>
          <td className="billing-totals__number">{formatYen(aging.all.amount)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
