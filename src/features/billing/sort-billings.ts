import type { BillingStatus } from '@/lib/model/billing';

type SortableBilling = { status: BillingStatus; period: string; dueDate: string };

/** Bills needing payment come first: overdue, then unpaid, then paid and cancelled ones. */
const rank: Record<BillingStatus, number> = { overdue: 0, unpaid: 1, paid: 2, cancelled: 2 };

/**
 * The order a customer reads their bills in: overdue ones first and then unpaid ones, each the
 * most pressing due date first; then the settled (paid, cancelled) ones, latest month first.
 * Returns a new array.
 */
export function sortBillings<T extends SortableBilling>(billings: readonly T[]): T[] {
  return [...billings].sort((a, b) => {
    const byRank = rank[a.status] - rank[b.status];
    if (byRank !== 0) return byRank;
    if (rank[a.status] < 2) return a.dueDate.localeCompare(b.dueDate);
    return b.period.localeCompare(a.period);
  });
}
