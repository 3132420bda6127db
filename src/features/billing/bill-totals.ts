import { billingStatuses, type BillingStatus } from '@/lib/model/billing';

export type BillTotal = { status: BillingStatus; count: number; amount: number };

/** Count and yen per state, in the state table's order, plus the sum of all of them. */
export function billTotals(bills: readonly { status: BillingStatus; amount: number }[]): {
  byStatus: BillTotal[];
  all: { count: number; amount: number };
} {
  const byStatus = billingStatuses.map((status) => ({ status, count: 0, amount: 0 }));
  for (const bill of bills) {
    const total = byStatus.find((t) => t.status === bill.status);
    if (!total) continue;
    total.count += 1;
    total.amount += bill.amount;
  }
  return {
    byStatus,
    all: {
      count: bills.length,
      amount: bills.reduce((sum, bill) => sum + bill.amount, 0),
    },
  };
}
