import { agingBuckets } from '#shared/billing/aging-buckets.js';

export { agingBuckets };

export type AgingTotals = {
  buckets: { label: string; count: number; amount: number }[];
  all: { count: number; amount: number };
};

/** Count and yen per bucket of bills `days` past due (0 = not overdue, left out). */
export function agingOf(bills: readonly { amount: number; days: number }[]): AgingTotals {
  const buckets = agingBuckets.map((b) => ({ label: b.label, count: 0, amount: 0 }));
  const all = { count: 0, amount: 0 };
  for (const bill of bills) {
    const i = agingBuckets.findIndex((b) => bill.days >= b.min && bill.days <= b.max);
    if (i < 0) continue;
    buckets[i]!.count += 1;
    buckets[i]!.amount += bill.amount;
    all.count += 1;
    all.amount += bill.amount;
  }
  return { buckets, all };
}

/** `YYYY-MM-DD` `days` before `day` (calendar days, UTC arithmetic on a date without time). */
function daysBefore(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The due dates of each aging bucket on `today`, for a query on the server: a bill `d` days
 * past due (d ≥ 1: unpaid, due before today) is due on today − d, so a bucket min–max is
 * `dueDate >= today − max` and `dueDate < today − (min − 1)` (no lower end for 91日以上).
 * The same buckets as agingOf (a test checks the two agree day by day).
 */
export function agingDueDateRanges(
  today: string,
): { label: string; from: string | null; before: string }[] {
  return agingBuckets.map((b) => ({
    label: b.label,
    from: b.max === Infinity ? null : daysBefore(today, b.max),
    before: daysBefore(today, b.min - 1),
  }));
}
