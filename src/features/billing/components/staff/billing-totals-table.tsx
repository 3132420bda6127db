import { StatusBadge } from '@/components/ui/status-badge';
import { billStateLabels, type BillState } from '#shared/model/bill.js';
import { billStatusTones } from '../../bill-status-tones';
import type { BillTotal } from '../../bill-totals';
import { BillCountsTable } from './bill-counts-table';

export type BillingTotalsTableProps = {
  /** 「2026年12月の請求」. */
  caption: string;
  byStatus: readonly BillTotal[];
  all: { count: number; amount: number };
  /** The state the list is narrowed to (its row is marked). */
  current: BillState | null;
};

/** Count and yen per state, and altogether (when there is more than one state). */
export function BillingTotalsTable({ caption, byStatus, all, current }: BillingTotalsTableProps) {
  return (
    <BillCountsTable
      caption={caption}
      rowHeading="状態"
      rows={byStatus.map((total) => ({
        key: total.status,
        label: (
          <StatusBadge tone={billStatusTones[total.status]}>
            {billStateLabels[total.status]}
          </StatusBadge>
        ),
        count: total.count,
        amount: total.amount,
        current: total.status === current,
      }))}
      all={byStatus.length > 1 ? all : null}
    />
  );
}
