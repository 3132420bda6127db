import { daysOverdue } from '@/lib/model/bill';
import { agingOf } from '../../bill-aging';
import { BillCountsTable } from './bill-counts-table';

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
    <BillCountsTable
      caption="支払期限超過の経過日数（エイジング）"
      className="billing-aging"
      rowHeading="経過日数"
      rows={aging.buckets.map((b) => ({ key: b.label, ...b }))}
      all={aging.all}
    />
  );
}
