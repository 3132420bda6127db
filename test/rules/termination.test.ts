/**
 * 解約 (issue 19.5, 16.9): the brand's 解約 rule (brands/{b}/settings/termination) and what the
 * contractor's request must follow — never today or a past day (the server's clock in Japan),
 * the notice period and month-end rule of the brand — withdrawing it until staff confirm it,
 * and staff confirming it (the application stays 契約中). Writes are the app's own.
 */
import {
  Timestamp,
  deleteField,
  doc,
  getDoc,
  serverTimestamp,
  setDoc,
  updateDoc,
} from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import { confirmTermination } from '@/features/applications/api/confirm-termination';
import { requestTermination } from '@/features/applications/api/request-termination';
import { withdrawTermination } from '@/features/applications/api/withdraw-termination';
import { saveTerminationRule } from '@/features/brands/api/admin-save-termination-rule';
import { getStoredTerminationRule } from '@/features/brands/api/get-termination-rule';
import { collectionPaths } from '@/lib/model/collection-paths';
import type { FinalBill } from '@/lib/model/final-bill';
import {
  addDays,
  defaultTerminationRule,
  monthEndAfter,
  type TerminationRuleFields,
} from '@/lib/model/termination-rule';
import { todayInJapan } from '@/utils/today-in-japan';
import { clientTime } from './support/client-time';
import { assertFails, assertSucceeds } from './support/harness';
import { useWorld } from './support/use-world';
import { asUpdate } from './support/values';
import {
  application,
  applicationCounter,
  asset,
  ids,
  paths,
  plansOf,
  space,
  uids,
} from './support/world';

describe('解約 rule and request', () => {
  const world = useWorld();
  const admin = () => world.db('admin');
  const read = async (path: string) => (await getDoc(doc(admin(), path))).data();
  const today = todayInJapan();
  const rulePath = collectionPaths.brandTerminationRule(ids.brand);

  async function seedContract() {
    const held = space({
      status: 'occupied',
      uid: uids.alice,
      applicationId: ids.aliceApplication,
    });
    await world.seedDocs({
      [paths.aliceApplication]: application(uids.alice, ids.reservedSpace, 'contracted'),
      [paths.reservedSpace]: held,
      [paths.asset]: asset(ids.asset, true, plansOf([space(), held])),
      [paths.aliceCounter]: applicationCounter(0, ids.aliceApplication),
    });
  }
  const ask = (endDate: string, role: 'user' | 'otherUser' = 'user') =>
    requestTermination(world.db(role), {
      brandId: ids.brand,
      applicationId: ids.aliceApplication,
      endDate,
    });
  const setRule = (rule: TerminationRuleFields, exists = false) =>
    saveTerminationRule(admin(), { brandId: ids.brand, rule, exists });

  it('refuses an end date in the past or today, also sent by hand past the form', async () => {
    await seedContract();
    await setRule({ ...defaultTerminationRule, endOn: 'anyDay', noticeDays: 1 });
    await assertFails(ask(addDays(today, -1)));
    await assertFails(ask(today));
    await assertFails(ask('2020-01-31'));
    await assertFails(ask(monthEndAfter(today, -1)));
    await assertSucceeds(ask(addDays(today, 1)));
  });

  it('the default rule (no setting): only a month end, notice by the end of the month before', async () => {
    await seedContract();
    await assertFails(ask(monthEndAfter(today, 0)));
    await assertFails(ask(addDays(monthEndAfter(today, 1), -1)));
    await assertSucceeds(ask(monthEndAfter(today, 1)));
  });

  it("the brand's rule: any day with 14 days' notice; two months' notice for month ends", async () => {
    await seedContract();
    await setRule({ endOn: 'anyDay', noticeMonths: 0, noticeDays: 14, lastMonthProrated: true });
    await assertFails(ask(addDays(today, 13)));
    await assertSucceeds(ask(addDays(today, 14)));

    await seedContract();
    await setRule({ ...defaultTerminationRule, noticeMonths: 2 }, true);
    await assertFails(ask(monthEndAfter(today, 1)));
    await assertSucceeds(ask(monthEndAfter(today, 2)));
  });

  it('the contractor withdraws a request until staff confirm it; confirmed, it stays 契約中', async () => {
    await seedContract();
    const target = { brandId: ids.brand, applicationId: ids.aliceApplication };
    await assertSucceeds(ask(monthEndAfter(today, 1)));
    await assertFails(withdrawTermination(world.db('otherUser'), target));
    await assertSucceeds(withdrawTermination(world.db('user'), target));
    expect((await read(paths.aliceApplication))!['terminationRequest']).toBeNull();

    await assertSucceeds(ask(monthEndAfter(today, 2)));
    // Only staff confirm it.
    await assertFails(confirmTermination(world.db('user'), { ...target, adminUid: uids.alice }));
    await assertSucceeds(confirmTermination(admin(), { ...target, adminUid: uids.admin }));
    const stored = (await read(paths.aliceApplication))!;
    expect(stored['status']).toBe('contracted');
    expect(stored['terminationRequest']).toMatchObject({
      endDate: monthEndAfter(today, 2),
      confirmedBy: uids.admin,
    });
    expect((await read(paths.reservedSpace))!['status']).toBe('occupied');
    await assertFails(withdrawTermination(world.db('user'), target));
    // The contractor cannot confirm it either by writing the fields themselves.
    await seedContract();
    await assertFails(
      updateDoc(
        doc(world.db('user'), paths.aliceApplication),
        asUpdate({
          terminationRequest: {
            endDate: monthEndAfter(today, 1),
            requestedAt: serverTimestamp(),
            confirmedAt: serverTimestamp(),
            confirmedBy: uids.alice,
          },
        }),
      ),
    );
  });

  it("staff confirm it as themselves and now: not in another's name, not back-dated", async () => {
    await seedContract();
    const target = { brandId: ids.brand, applicationId: ids.aliceApplication };
    await assertSucceeds(ask(monthEndAfter(today, 1)));
    const app = () => doc(admin(), paths.aliceApplication);
    const confirmAs = (confirmedBy: unknown, confirmedAt: unknown) =>
      updateDoc(
        app(),
        asUpdate({
          'terminationRequest.confirmedAt': confirmedAt,
          'terminationRequest.confirmedBy': confirmedBy,
        }),
      );
    const backDated = Timestamp.fromDate(new Date('2026-01-05T01:00:00Z'));
    const clientMade = await clientTime(world);
    const refused: [string, () => Promise<unknown>][] = [
      ["another staff member's uid", () => confirmAs(uids.bob, serverTimestamp())],
      ["the customer's uid", () => confirmAs(uids.alice, serverTimestamp())],
      ['a past time', () => confirmAs(uids.admin, backDated)],
      ['a client time', () => confirmAs(uids.admin, clientMade)],
      [
        'no confirmedBy',
        () => updateDoc(app(), asUpdate({ 'terminationRequest.confirmedAt': serverTimestamp() })),
      ],
      [
        'no confirmedAt',
        () => updateDoc(app(), asUpdate({ 'terminationRequest.confirmedBy': uids.admin })),
      ],
      [
        'the app given another uid',
        () => confirmTermination(admin(), { ...target, adminUid: uids.bob }),
      ],
    ];
    for (const [what, write] of refused) {
      await expect(assertFails(write()), what).resolves.toBeDefined();
    }
    // The whole request written at once is no way around it.
    await assertFails(
      updateDoc(
        app(),
        asUpdate({
          terminationRequest: {
            endDate: monthEndAfter(today, 1),
            requestedAt: serverTimestamp(),
            confirmedAt: backDated,
            confirmedBy: uids.admin,
          },
        }),
      ),
    );
    await assertSucceeds(confirmTermination(admin(), { ...target, adminUid: uids.admin }));
    const confirmed = (await read(paths.aliceApplication))!['terminationRequest'] as Record<
      string,
      unknown
    >;
    expect(confirmed['confirmedBy']).toBe(uids.admin);
    expect(confirmed['confirmedAt']).toEqual((await read(paths.aliceApplication))!['updatedAt']);

    // Confirmed: staff may still change the date (the confirmation kept as it is) or confirm it
    // again as themselves, but not rewrite who or when, nor keep half of it.
    await assertSucceeds(
      updateDoc(app(), asUpdate({ 'terminationRequest.endDate': monthEndAfter(today, 2) })),
    );
    await assertFails(updateDoc(app(), asUpdate({ 'terminationRequest.confirmedBy': uids.bob })));
    await assertFails(updateDoc(app(), asUpdate({ 'terminationRequest.confirmedAt': backDated })));
    await assertFails(
      updateDoc(app(), asUpdate({ 'terminationRequest.confirmedBy': deleteField() })),
    );
    // Another operator-wide staff member (their directory entry, as grantAdmin writes it).
    await world.seedDocs({
      'staff/staff-2-uid': {
        name: 'staff-2',
        email: 'staff-2@example.com',
        active: true,
        brands: null,
        updatedAt: new Date(),
      },
    });
    const otherStaff = world.env().authenticated('staff-2-uid', { isAdmin: true }).firestore;
    await assertFails(confirmTermination(otherStaff, { ...target, adminUid: uids.admin }));
    await assertSucceeds(confirmTermination(otherStaff, { ...target, adminUid: 'staff-2-uid' }));
    expect((await read(paths.aliceApplication))!['terminationRequest']).toMatchObject({
      endDate: monthEndAfter(today, 2),
      confirmedBy: 'staff-2-uid',
    });
  });

  it('an end date must exist: no 2026-02-30, 2026-04-31 or 2027-02-29', async () => {
    await seedContract();
    const setEndDate = (endDate: string) =>
      updateDoc(
        doc(admin(), paths.aliceApplication),
        asUpdate({ terminationRequest: { endDate, requestedAt: serverTimestamp() } }),
      );
    for (const endDate of ['2026-02-30', '2026-04-31', '2027-02-29', '2100-02-29']) {
      await expect(assertFails(setEndDate(endDate)), endDate).resolves.toBeDefined();
    }
    for (const endDate of ['2028-02-29', '2000-02-29', '2026-12-31', '2026-04-30']) {
      await expect(assertSucceeds(setEndDate(endDate)), endDate).resolves.toBeUndefined();
    }
    // The contractor's own request is refused before the 解約 rule looks at the date.
    await seedContract();
    await setRule({ ...defaultTerminationRule, endOn: 'anyDay', noticeDays: 1 });
    await assertFails(ask('2099-02-29'));
    await assertSucceeds(ask('2099-02-28'));
  });

  it('keeps what ending costs with the request and the confirmation: the end month, lines and their sum (issue 31, item 3)', async () => {
    await seedContract();
    const endDate = monthEndAfter(today, 1);
    const period = endDate.slice(0, 7);
    const finalBill: FinalBill = {
      period,
      lines: [
        { kind: 'rent', label: '利用料', amount: 7700 },
        { kind: 'adminFee', label: '管理費', amount: 1100 },
      ],
      amount: 8800,
      dueDate: `${period}-27`,
      billed: false,
      prorated: false,
    };
    const target = { brandId: ids.brand, applicationId: ids.aliceApplication, endDate };
    const refused: [string, FinalBill | Record<string, unknown>][] = [
      ['a sum that is not the lines', { ...finalBill, amount: 8000 }],
      ['another month', { ...finalBill, period: monthEndAfter(today, 2).slice(0, 7) }],
      ['no line', { ...finalBill, lines: [], amount: 0 }],
      [
        'a line of no kind',
        { ...finalBill, lines: [{ kind: 'gift', label: '値引', amount: 8800 }] },
      ],
      ['日割り the brand does not give', { ...finalBill, prorated: true }],
      ['an extra key', { ...finalBill, note: '返金あり' }],
    ];
    for (const [what, bill] of refused) {
      await expect(
        assertFails(
          requestTermination(world.db('user'), { ...target, finalBill: bill as FinalBill }),
        ),
        what,
      ).resolves.toBeDefined();
    }
    await assertSucceeds(requestTermination(world.db('user'), { ...target, finalBill }));
    expect((await read(paths.aliceApplication))!['terminationRequest']).toMatchObject({
      endDate,
      finalBill,
    });
    // Staff confirm it with the final bill as it is then (the month billed meanwhile).
    const billed = { ...finalBill, billed: true };
    await assertFails(
      confirmTermination(admin(), {
        brandId: ids.brand,
        applicationId: ids.aliceApplication,
        adminUid: uids.admin,
        finalBill: { ...billed, amount: 1 },
      }),
    );
    await assertSucceeds(
      confirmTermination(admin(), {
        brandId: ids.brand,
        applicationId: ids.aliceApplication,
        adminUid: uids.admin,
        finalBill: billed,
      }),
    );
    expect((await read(paths.aliceApplication))!['terminationRequest']).toMatchObject({
      finalBill: billed,
      confirmedBy: uids.admin,
    });
  });

  it('only staff write the rule, within its limits; visitors of a published brand read it', async () => {
    const rule = { ...defaultTerminationRule, createdAt: serverTimestamp() };
    await assertFails(
      setDoc(doc(world.db('user'), rulePath), { ...rule, updatedAt: serverTimestamp() }),
    );
    await assertFails(setRule({ ...defaultTerminationRule, noticeMonths: 7 }));
    await assertFails(setRule({ ...defaultTerminationRule, noticeDays: 0 }));
    await assertSucceeds(setRule({ ...defaultTerminationRule, endOn: 'anyDay' }));
    expect(await getStoredTerminationRule(world.db('signedOut'), ids.brand)).toMatchObject({
      endOn: 'anyDay',
    });
  });
});
