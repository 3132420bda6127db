import type { AgingTotals } from '../../bill-aging';
import { BillCountsTable } from './bill-counts-table';

export type BillingAgingProps = {
  /** Count and yen per bucket (getBillTotals: aggregation queries over the due dates). */
  aging: AgingTotals;
};

/**
 * 滞留期間別の未収金 (aging): the brand's overdue bills by days past their due date — 1–30,
 * 31–60, 61–90, 90+ — with count and yen of each and in all. Derived from the due dates on the
 * day it is read; nobody marks anything overdue.
 */
export function BillingAging({ aging }: BillingAgingProps) {
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
