/**
 * The billing screen's table one page at a time (getBillsPage) against the emulator with the
 * real rules: walking every page of a view once finds each of its bills once, the pages add up
 * to the count query and to the totals by aggregation, 前へ lands on the rows 次へ left, each
 * row carries its contract and its asset's name, and customers are refused as for the whole
 * month before.
 */
import { collection, getDocs, limit, orderBy, query, where } from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import { getBillTotals } from '@/features/billing/api/get-bill-totals';
import { getBillsCount, getBillsPage } from '@/features/billing/api/get-bills-page';
import type { BillingView } from '@/features/billing/billing-view';
import type { ListPageRequest } from '@/lib/firebase-list-page';
import { billStateOn, type BillState } from '#shared/model/bill.js';
import { assertFails, assertSucceeds } from './support/harness';
import { useWorld } from './support/use-world';
import { application, billing, ids, paidBilling, paths, uids, type DocData } from './support/world';

const today = '2026-06-15';
const bills = `${paths.brand}/bills`;

/** 23 bills of June in every state (some due on the same day), and a few of May. */
const states: [string, string, string, number][] = [
  ['2026-06', 'unpaid', '2026-06-30', 0],
  ['2026-06', 'unpaid', '2026-06-15', 1000], // 一部入金 (due today)
  ['2026-06', 'unpaid', '2026-06-14', 0], // overdue
  ['2026-06', 'paid', '2026-06-10', 8800],
  ['2026-06', 'cancelled', '2026-06-27', 0],
  ['2026-05', 'unpaid', '2026-05-16', 0], // overdue
  ['2026-05', 'unpaid', '2026-05-15', 2000], // overdue, partly paid
];
/** A stored bill in one of the states (valid by the model: payments add up to paidAmount). */
function billIn(status: string, paid: number): DocData {
  if (status === 'paid') return paidBilling(uids.alice);
  const unpaid = billing(uids.alice);
  if (status === 'cancelled') return { ...unpaid, status, cancelReason: '契約の取消のため' };
  if (paid === 0) return unpaid;
  const payment = (paidBilling(uids.alice)['payments'] as Record<string, DocData>)['0']!;
  return { ...unpaid, payments: { '0': { ...payment, amount: paid } }, paidAmount: paid };
}
const seeded: (DocData & { id: string })[] = Array.from({ length: 30 }, (_, i) => {
  const [period, status, dueDate, paid] = states[i % states.length]!;
  const applicationId = `App${String(i).padStart(2, '0')}`;
  return {
    ...billIn(status, paid),
    id: `${applicationId}_${period}`,
    applicationId,
    period,
    dueDate,
  };
});

type Stored = {
  id: string;
  status: 'unpaid' | 'paid' | 'cancelled';
  dueDate: string;
  paidAmount: number;
  period: string;
};

const views: BillingView[] = [
  { kind: 'month', period: '2026-06', status: null },
  ...(['unpaid', 'partial', 'overdue', 'paid', 'cancelled'] as BillState[]).map(
    (status): BillingView => ({ kind: 'month', period: '2026-06', status }),
  ),
  ...(['unpaid', 'partial', 'overdue', 'paid', 'cancelled'] as BillState[]).map(
    (status): BillingView => ({ kind: 'status', status }),
  ),
];

describe('the billing table, a page at a time on the server', () => {
  const world = useWorld();
  const seed = () =>
    world.seedDocs({
      ...Object.fromEntries(seeded.map(({ id, ...bill }) => [`${bills}/${id}`, bill])),
      // The contracts of the first bills, so rows name their 契約者 and place.
      [`${paths.brand}/applications/App00`]: application(uids.alice, 'S-101', 'contracted'),
      [`${paths.brand}/applications/App01`]: application(uids.alice, 'S-102', 'contracted'),
    });
  /** The baseline's bill (alice, 2026-04, unpaid, due 2026-04-27: overdue) is there too. */
  const everyBill = () =>
    [
      { ...billing(uids.alice), id: `${ids.aliceApplication}_${ids.period}` },
      ...seeded,
    ] as unknown as Stored[];
  const inView = (view: BillingView) =>
    everyBill().filter(
      (b) =>
        (view.kind === 'status' || b.period === view.period) &&
        (view.status === null || billStateOn(b, today) === view.status),
    );

  it('walks every view once, page by page: each bill once, in due-date order, as many as counted and totalled', async () => {
    await seed();
    const db = world.db('admin');
    for (const view of views) {
      const expected = inView(view);
      const seen: string[] = [];
      const dueDates: string[] = [];
      let request: ListPageRequest = { size: 4, cursor: null };
      for (let pages = 0; pages < 20; pages++) {
        const page = await getBillsPage(db, ids.brand, view, today, request);
        expect(await getBillsCount(db, ids.brand, view, today), JSON.stringify(view)).toBe(
          expected.length,
        );
        expect(page.unreadable).toBe(0);
        seen.push(...page.rows.map((row) => row.id));
        dueDates.push(...page.rows.map((row) => row.dueDate));
        for (const row of page.rows) {
          if (view.status !== null) expect(billStateOn(row, today)).toBe(view.status);
        }
        if (!page.more) break;
        request = { size: 4, cursor: { direction: 'after', token: page.last! } };
      }
      expect(new Set(seen).size, JSON.stringify(view)).toBe(seen.length);
      expect([...seen].sort()).toEqual(expected.map((b) => b.id).sort());
      expect(dueDates).toEqual([...dueDates].sort());
      // The totals above the table (aggregation queries) agree with the pages.
      const totals = await getBillTotals(db, ids.brand, view, today);
      const counted =
        view.status === null
          ? totals.all.count
          : totals.byStatus.find((t) => t.status === view.status)?.count;
      expect(counted, JSON.stringify(view)).toBe(seen.length);
    }
  });

  it('前へ from page 3 shows page 2 again, row for row; a hand-edited cursor is page 1', async () => {
    await seed();
    const db = world.db('admin');
    const view: BillingView = { kind: 'month', period: '2026-06', status: null };
    const first = await getBillsPage(db, ids.brand, view, today, { size: 5, cursor: null });
    const second = await getBillsPage(db, ids.brand, view, today, {
      size: 5,
      cursor: { direction: 'after', token: first.last! },
    });
    const third = await getBillsPage(db, ids.brand, view, today, {
      size: 5,
      cursor: { direction: 'after', token: second.last! },
    });
    const back = await getBillsPage(db, ids.brand, view, today, {
      size: 5,
      cursor: { direction: 'before', token: third.first! },
    });
    expect(back.rows.map((r) => r.id)).toEqual(second.rows.map((r) => r.id));
    expect(back.more).toBe(true);
    expect(new Set([...first.rows, ...second.rows, ...third.rows].map((r) => r.id)).size).toBe(15);
    const edited = await getBillsPage(db, ids.brand, view, today, {
      size: 5,
      cursor: { direction: 'after', token: 'not-a-cursor' },
    });
    expect(edited.rows.map((r) => r.id)).toEqual(first.rows.map((r) => r.id));
  });

  it('names each row’s contract and asset from the page’s own ids', async () => {
    await seed();
    const page = await getBillsPage(
      world.db('admin'),
      ids.brand,
      { kind: 'month', period: '2026-06', status: null },
      today,
      { size: 50, cursor: null },
    );
    const named = page.rows.filter((row) => row.application !== null);
    expect(named.map((row) => row.applicationId).sort()).toEqual(['App00', 'App01']);
    expect(named[0]?.application).toMatchObject({ uid: uids.alice, assetId: ids.asset });
    expect(page.assetNames.has(ids.asset)).toBe(true);
    // A bill whose application cannot be read shows without a name.
    expect(page.rows.filter((row) => row.application === null).length).toBe(page.rows.length - 2);
  });

  it('customers cannot read a page of the brand’s bills; staff can', async () => {
    await seed();
    for (const view of views.slice(0, 3)) {
      await assertFails(getBillsCount(world.db('user'), ids.brand, view, today));
      await assertFails(
        getBillsPage(world.db('user'), ids.brand, view, today, { size: 20, cursor: null }),
      );
    }
    const user = collection(world.db('user'), bills);
    await assertFails(
      getDocs(query(user, where('period', '==', '2026-06'), orderBy('dueDate'), limit(21))),
    );
    await assertSucceeds(
      getBillsPage(world.db('admin'), ids.brand, views[0]!, today, { size: 20, cursor: null }),
    );
    // Their own, as before: by uid.
    await assertSucceeds(getDocs(query(user, where('uid', '==', uids.alice), limit(21))));
  });
});
