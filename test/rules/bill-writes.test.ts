/**
 * The monthly bill run, as the billing screen runs it (createMonthlyBills from
 * src/features/billing/api) against the rules: the month's bills made once per contract however
 * often staff press the button, from the contract's terms. Changes to a bill: bills.test.ts.
 */
import { collection, getDocs, query, where } from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import { createMonthlyBills } from '@/features/billing/api/create-monthly-bills';
import { billConverter } from '@/lib/converters/bill-converter';
import { assertFails } from './support/harness';
import { useWorld } from './support/use-world';
import { application, ids, paths, space, t0, uids } from './support/world';

const b = ids.brand;
const billings = `${paths.brand}/bills`;
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
          billConverter,
        ),
      )
    ).docs.map((d) => ({ ...d.data(), id: d.id }));

  it('makes one unpaid bill per contract, and nothing when run again', async () => {
    await seedContracts();
    const first = await createMonthlyBills(admin(), {
      brandId: b,
      adminUid: uids.admin,
      period: '2026-05',
      today: '2026-04-20',
      assetNames: new Map([[ids.asset, 'さくらトランク 中野坂上']]),
    });
    expect(first).toEqual({
      created: 2,
      existing: 0,
      skipped: [],
      unreadable: 0,
      creditApplied: 0,
      creditFailed: 0,
    });
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
        payments: {},
        paidAmount: 0,
        writeOff: null,
        description: '2026年5月分 利用料・管理費（さくらトランク 中野坂上 A-101）',
      });
      expect(bill.createdAt).toEqual(bill.updatedAt);
    }
    expect(bills.find((bill) => bill.applicationId === ids.carolContract)?.uid).toBe(uids.carol);

    const second = await createMonthlyBills(admin(), {
      brandId: b,
      adminUid: uids.admin,
      period: '2026-05',
      today: '2026-04-21',
    });
    expect(second).toEqual({
      created: 0,
      existing: 2,
      skipped: [],
      unreadable: 0,
      creditApplied: 0,
      creditFailed: 0,
    });
    expect(await monthBills('2026-05')).toEqual(bills);
  });

  it('leaves a bill that exists as it is and skips contracts outside the month', async () => {
    await seedContracts();
    // April: alice's bill is in the baseline; carol's contract starts on 2026-05-01.
    expect(
      await createMonthlyBills(admin(), {
        brandId: b,
        adminUid: uids.admin,
        period: '2026-04',
        today: '2026-04-01',
      }),
    ).toEqual({
      created: 0,
      existing: 1,
      skipped: [{ applicationId: ids.carolContract, reason: 'not-started' }],
      unreadable: 0,
      creditApplied: 0,
      creditFailed: 0,
    });
  });

  it('ends a contract on its 解約日 only once staff have confirmed the 解約', async () => {
    await seedContracts();
    const july = { brandId: b, adminUid: uids.admin, period: '2026-07', today: '2026-06-20' };
    // Carol asked to end on 2026-06-30; staff have not confirmed it: July is billed as usual.
    const requested = await createMonthlyBills(admin(), july);
    expect(requested).toMatchObject({ created: 2, skipped: [] });
    expect((await monthBills('2026-07')).map((bill) => bill.applicationId).sort()).toEqual(
      [ids.aliceApplication, ids.carolContract].sort(),
    );

    // Confirmed by staff: August, after the end date, is not billed.
    await world.seedDocs({
      [paths.carolContract]: {
        ...application(uids.carol, 'S-109', 'contracted', ids.carolContract),
        identityDocumentPath: null,
        terminationRequest: {
          endDate: '2026-06-30',
          requestedAt: t0,
          confirmedAt: t0,
          confirmedBy: uids.admin,
        },
      },
    });
    const august = await createMonthlyBills(admin(), { ...july, period: '2026-08' });
    expect(august.created).toBe(1);
    expect(august.skipped).toEqual([{ applicationId: ids.carolContract, reason: 'ended' }]);
  });

  it('two staff pressing the button at once still make each bill once', async () => {
    await seedContracts();
    const input = { brandId: b, adminUid: uids.admin, period: '2026-05', today: '2026-04-20' };
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
      createMonthlyBills(world.db('user'), {
        brandId: b,
        adminUid: uids.admin,
        period: '2026-05',
        today: '2026-04-20',
      }),
    );
    expect(await monthBills('2026-05')).toEqual([]);
  });

  it("bills from the contract's terms, not the space's current price, due on its due day", async () => {
    await seedContracts();
    const terms = {
      startDate: '2026-04-01',
      monthlyFee: 5000,
      adminFee: 500,
      handlingFee: 3300,
      guaranteeFee: 0,
      keyFee: 0,
      dueDay: 10,
      confirmedBy: uids.admin,
      confirmedAt: new Date('2026-03-20T00:00:00Z'),
    };
    await world.seedDocs({
      [paths.aliceApplication]: {
        ...application(uids.alice, ids.reservedSpace, 'contracted'),
        contract: terms,
      },
    });
    await createMonthlyBills(admin(), {
      brandId: b,
      adminUid: uids.admin,
      period: '2026-05',
      today: '2026-04-20',
    });
    const alice = (await monthBills('2026-05')).find(
      (bill) => bill.applicationId === ids.aliceApplication,
    );
    expect(alice).toMatchObject({
      amount: 5500,
      // dueDay 10: Sunday 2026-05-10 moves to the next bank business day (billDueDate).
      dueDate: '2026-05-11',
      lines: [
        { kind: 'rent', label: '利用料（5月分）', amount: 5000 },
        { kind: 'adminFee', label: '管理費（5月分）', amount: 500 },
      ],
    });
    expect(alice?.history['0']).toMatchObject({ action: 'created', by: uids.admin, amount: 5500 });
  });
});
