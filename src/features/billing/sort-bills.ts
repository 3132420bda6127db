import { billStateOn, type BillState, type BillStatus } from '#shared/model/bill.js';

type SortableBilling = { status: BillStatus; period: string; dueDate: string; paidAmount?: number };

/** Bills needing payment come first: overdue, then unpaid, then paid and cancelled ones. */
const rank: Record<BillState, number> = {
  overdue: 0,
  unpaid: 1,
  partial: 1,
  paid: 2,
  cancelled: 2,
};

/**
 * The order a customer reads their bills in: overdue ones (unpaid past the due date on `today`,
 * JST) first and then unpaid ones, each the most pressing due date first; then the settled
 * (paid, cancelled) ones, latest month first. Returns a new array.
 */
export function sortBills<T extends SortableBilling>(bills: readonly T[], today: string): T[] {
  const r = (b: T) => rank[billStateOn(b, today)];
  return [...bills].sort((a, b) => {
    const byRank = r(a) - r(b);
    if (byRank !== 0) return byRank;
    if (r(a) < 2) return a.dueDate.localeCompare(b.dueDate);
    return b.period.localeCompare(a.period);
  });
}
