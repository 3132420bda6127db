/**
 * The billing screen's totals by count and sum aggregation (getBillTotals) against the emulator
 * with the real rules: they equal what the bills themselves add up to (billTotals, agingOf —
 * the functions the totals were computed with in the browser before), and customers are
 * refused as for the bill lists.
 */
import { collection, getAggregate, getCount, query, sum, where } from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import { getBillTotals } from '@/features/billing/api/get-bill-totals';
import { agingOf } from '@/features/billing/bill-aging';
import { billTotals } from '@/features/billing/bill-totals';
import { daysOverdue } from '#shared/model/bill.js';
import { assertFails, assertSucceeds } from './support/harness';
import { useWorld } from './support/use-world';
import { billing, ids, paths, uids, type DocData } from './support/world';

const today = '2026-06-15';
const bills = `${paths.brand}/bills`;

/** Bills of two months in every state, due on dates around the aging buckets' edges. */
const seeded: DocData[] = [
  ['2026-06', 'unpaid', '2026-06-30', 9900, 0],
  ['2026-06', 'unpaid', '2026-06-15', 4400, 1000], // 一部入金 (due today)
  ['2026-06', 'unpaid', '2026-06-14', 5500, 0], // 1 day overdue
  ['2026-06', 'paid', '2026-06-10', 8800, 8800],
  ['2026-06', 'cancelled', '2026-06-27', 3300, 0],
  ['2026-05', 'unpaid', '2026-05-16', 7700, 0], // 30 days
  ['2026-05', 'unpaid', '2026-05-15', 6600, 2000], // 31 days, partly paid
  ['2026-04', 'unpaid', '2026-04-16', 2200, 0], // 60 days
  ['2026-04', 'unpaid', '2026-04-15', 1100, 0], // 61 days
  ['2026-03', 'unpaid', '2026-03-17', 1200, 0], // 90 days
  ['2026-03', 'unpaid', '2026-03-16', 1300, 0], // 91 days
  ['2025-06', 'unpaid', '2025-06-27', 1400, 0], // a year
  ['2026-05', 'paid', '2026-05-27', 9900, 9900],
].map(([period, status, dueDate, amount, paidAmount], i) => ({
  ...billing(uids.alice),
  applicationId: `App${i}`,
  period,
  status,
  dueDate,
  amount,
  paidAmount,
}));

describe('billing totals by aggregation', () => {
  const world = useWorld();
  const seed = () =>
    world.seedDocs(Object.fromEntries(seeded.map((bill, i) => [`${bills}/bill-${i}`, bill])));
  const asBills = (list: DocData[]) =>
    list as unknown as {
      status: 'unpaid' | 'paid' | 'cancelled';
      dueDate: string;
      amount: number;
      paidAmount: number;
      period: string;
    }[];
  // The baseline's bill (alice, 2026-04, unpaid, due 2026-04-27) is there too.
  const everyBill = () => asBills([billing(uids.alice), ...seeded]);

  it('a month: count and yen per state and in all, as the bills add up', async () => {
    await seed();
    const totals = await getBillTotals(
      world.db('admin'),
      ids.brand,
      { kind: 'month', period: '2026-06', status: null },
      today,
    );
    const june = everyBill().filter((b) => b.period === '2026-06');
    const expected = billTotals(june, today);
    for (const state of ['unpaid', 'overdue', 'paid', 'cancelled'] as const) {
      expect(totals.byStatus.find((t) => t.status === state)).toEqual(
        expected.byStatus.find((t) => t.status === state),
      );
    }
    expect(totals.byStatus.find((t) => t.status === 'partial')).toEqual({
      status: 'partial',
      count: 1,
      amount: 4400,
    });
    expect(totals.all).toEqual(expected.all);
    expect(totals.all).toEqual({ count: 5, amount: 31900 });
    expect(totals.aging).toBeNull();
  });

  it('支払期限超過 across every month, with the aging buckets day by day', async () => {
    await seed();
    const totals = await getBillTotals(
      world.db('admin'),
      ids.brand,
      { kind: 'status', status: 'overdue' },
      today,
    );
    const overdue = everyBill().filter((b) => b.status === 'unpaid' && b.dueDate < today);
    expect(totals.byStatus).toEqual([
      {
        status: 'overdue',
        count: overdue.length,
        amount: overdue.reduce((s, b) => s + b.amount, 0),
      },
    ]);
    const expected = agingOf(
      overdue.map((b) => ({ amount: b.amount, days: daysOverdue(b, today) })),
    );
    expect(totals.aging).toEqual(expected);
    expect(expected.buckets.map((b) => b.count)).toEqual([2, 3, 2, 2]);
    expect(totals.aging?.all).toEqual({ count: overdue.length, amount: totals.all.amount });
  });

  it('customers cannot count or sum the bills; staff can', async () => {
    await seed();
    const user = collection(world.db('user'), bills);
    await assertFails(getCount(query(user, where('status', '==', 'unpaid'))));
    await assertFails(
      getAggregate(query(user, where('period', '==', '2026-06')), { amount: sum('amount') }),
    );
    await assertFails(
      getBillTotals(world.db('user'), ids.brand, { kind: 'status', status: 'overdue' }, today),
    );
    // Their own, as before: by uid.
    await assertSucceeds(getCount(query(user, where('uid', '==', uids.alice))));
    await assertSucceeds(
      getCount(query(collection(world.db('admin'), bills), where('status', '==', 'unpaid'))),
    );
  });
});
