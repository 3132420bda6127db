import { billStateOn, type BillState, type BillStatus } from '#shared/model/bill.js';

const statesInOrder: readonly BillState[] = ['unpaid', 'overdue', 'paid', 'cancelled'];

export type BillTotal = { status: BillState; count: number; amount: number };

/** Count and yen per state on `today` (overdue derived), plus the sum of all of them. */
export function billTotals(
  bills: readonly { status: BillStatus; dueDate: string; amount: number }[],
  today: string,
): {
  byStatus: BillTotal[];
  all: { count: number; amount: number };
} {
  const byStatus = statesInOrder.map((status) => ({ status, count: 0, amount: 0 }));
  for (const bill of bills) {
    const total = byStatus.find((t) => t.status === billStateOn(bill, today));
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
