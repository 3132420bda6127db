/**
 * The billing screen's two writes, run as the screen runs them (createMonthlyBills and moveBill
 * from src/features/billing/api) against the rules: the month's bills made once per contract
 * however often staff press the button, and bills moved only as the state table allows, with
 * 入金日時 the server's time.
 */
import { collection, doc, getDoc, getDocs, query, where } from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import { createMonthlyBills } from '@/features/billing/api/create-monthly-bills';
import { moveBill } from '@/features/billing/api/move-bill';
import { BillMoveError } from '@/features/billing/bill-moves';
import { billingConverter } from '@/lib/converters/billing-converter';
import { assertFails, assertSucceeds } from './support/harness';
import { useWorld } from './support/use-world';
import { application, billing, ids, paths, space, uids } from './support/world';

const b = ids.brand;
const billings = `${paths.brand}/billings`;
const carolSpace = `${paths.brand}/assets/${ids.asset}/spaces/S-109`;

describe('createMonthlyBills and moveBill (src/features/billing/api)', () => {
  const world = useWorld();
  const admin = () => world.db('admin');

  /** alice's application contracted on the reserved space, and carol's contract's space. */
  const seedContracts = () =>
    world.seedDocs({
      [paths.aliceApplication]: application(uids.alice, ids.reservedSpace, 'contracted'),
      [paths.reservedSpace]: space({
        status: 'occupied',
        uid: uids.alice,
        applicationId: ids.aliceApplication,
      }),
      [carolSpace]: space({
        status: 'occupied',
        uid: uids.carol,
        applicationId: ids.carolContract,
      }),
    });

  const monthBills = async (period: string) =>
    (
      await getDocs(
        query(collection(admin(), billings), where('period', '==', period)).withConverter(
          billingConverter,
        ),
      )
    ).docs.map((d) => ({ ...d.data(), id: d.id }));

  it('makes one unpaid bill per contract, and nothing when run again', async () => {
    await seedContracts();
    const first = await createMonthlyBills(admin(), {
      brandId: b,
      period: '2026-05',
      today: '2026-04-20',
      assetNames: new Map([[ids.asset, 'さくらトランク 中野坂上']]),
    });
    expect(first).toEqual({ created: 2, existing: 0, skipped: [], unreadable: 0 });
    const bills = await monthBills('2026-05');
    expect(bills.map((bill) => bill.id).sort()).toEqual(
      [`${ids.aliceApplication}_2026-05`, `${ids.carolContract}_2026-05`].sort(),
    );
    for (const bill of bills) {
      // Read back through the converter: the model's schema accepts what was written.
      expect(bill).toMatchObject({
        period: '2026-05',
        amount: (space()['monthlyFee'] as number) + (space()['adminFee'] as number),
        status: 'unpaid',
        dueDate: '2026-05-27',
        paidAt: null,
        description: '2026年5月分 利用料・管理費（さくらトランク 中野坂上 A-101）',
      });
      expect(bill.createdAt).toEqual(bill.updatedAt);
    }
    expect(bills.find((bill) => bill.applicationId === ids.carolContract)?.uid).toBe(uids.carol);

    const second = await createMonthlyBills(admin(), {
      brandId: b,
      period: '2026-05',
      today: '2026-04-21',
    });
    expect(second).toEqual({ created: 0, existing: 2, skipped: [], unreadable: 0 });
    expect(await monthBills('2026-05')).toEqual(bills);
  });

  it('leaves a bill that exists as it is and skips contracts outside the month', async () => {
    await seedContracts();
    // April: alice's bill is in the baseline; carol's contract starts on 2026-05-01.
    expect(
      await createMonthlyBills(admin(), { brandId: b, period: '2026-04', today: '2026-04-01' }),
    ).toEqual({
      created: 0,
      existing: 1,
      skipped: [{ applicationId: ids.carolContract, reason: 'not-started' }],
      unreadable: 0,
    });
    // July: carol asked to end on 2026-06-30.
    const july = await createMonthlyBills(admin(), {
      brandId: b,
      period: '2026-07',
      today: '2026-06-20',
    });
    expect(july.created).toBe(1);
    expect(july.skipped).toEqual([{ applicationId: ids.carolContract, reason: 'ended' }]);
  });

  it('two staff pressing the button at once still make each bill once', async () => {
    await seedContracts();
    const input = { brandId: b, period: '2026-05', today: '2026-04-20' };
    const results = await Promise.all([
      createMonthlyBills(admin(), input),
      createMonthlyBills(world.db('admin'), input),
    ]);
    expect(results.reduce((sum, r) => sum + r.created, 0)).toBe(2);
    expect(await monthBills('2026-05')).toHaveLength(2);
  });

  it('only staff make bills; a user’s attempt writes nothing', async () => {
    await seedContracts();
    await assertFails(
      createMonthlyBills(world.db('user'), { brandId: b, period: '2026-05', today: '2026-04-20' }),
    );
    expect(await monthBills('2026-05')).toEqual([]);
  });

  it('marking paid records the server time as 入金日時', async () => {
    await assertSucceeds(
      moveBill(admin(), {
        brandId: b,
        billingId: `${ids.aliceApplication}_${ids.period}`,
        current: 'unpaid',
        to: 'paid',
      }),
    );
    const paid = (
      await getDoc(doc(admin(), paths.aliceBilling).withConverter(billingConverter))
    ).data();
    expect(paid?.status).toBe('paid');
    expect(paid?.paidAt).toBeInstanceOf(Date);
    expect(paid?.paidAt).toEqual(paid?.updatedAt);
  });

  it('moves unpaid → overdue → cancelled with no 入金日時', async () => {
    const move = (current: 'unpaid' | 'overdue', to: 'overdue' | 'cancelled') =>
      moveBill(admin(), {
        brandId: b,
        billingId: `${ids.aliceApplication}_${ids.period}`,
        current,
        to,
      });
    await assertSucceeds(move('unpaid', 'overdue'));
    await assertSucceeds(move('overdue', 'cancelled'));
    const stored = (
      await getDoc(doc(admin(), paths.aliceBilling).withConverter(billingConverter))
    ).data();
    expect(stored).toMatchObject({ status: 'cancelled', paidAt: null });
  });

  it('refuses, before writing, a move the state table does not allow', async () => {
    const billingId = `${ids.aliceApplication}_${ids.period}`;
    await expect(
      moveBill(admin(), { brandId: b, billingId, current: 'paid', to: 'cancelled' }),
    ).rejects.toBeInstanceOf(BillMoveError);
    await expect(
      moveBill(admin(), { brandId: b, billingId, current: 'overdue', to: 'unpaid' }),
    ).rejects.toThrow('「支払期限超過」の請求は「未払い」にできません');
  });

  it('a stale screen cannot undo a payment someone else recorded', async () => {
    await world.seedDocs({
      [paths.aliceBilling]: {
        ...billing(uids.alice, 'paid'),
        paidAt: new Date('2026-04-20T01:00:00Z'),
      },
    });
    await assertFails(
      moveBill(admin(), {
        brandId: b,
        billingId: `${ids.aliceApplication}_${ids.period}`,
        current: 'unpaid',
        to: 'cancelled',
      }),
    );
  });

  it('a customer cannot move their own bill', async () => {
    await assertFails(
      moveBill(world.db('user'), {
        brandId: b,
        billingId: `${ids.aliceApplication}_${ids.period}`,
        current: 'unpaid',
        to: 'paid',
      }),
    );
  });
});
