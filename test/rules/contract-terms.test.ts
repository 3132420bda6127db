/**
 * 契約条件 (the application's `contract` map): written by staff in the move approved →
 * contracted, together with the first bill, and never changed afterwards; a customer never
 * writes them.
 */
import { doc, getDoc, serverTimestamp, updateDoc } from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import { moveApplication } from '@/features/applications/api/move-application';
import { billConverter } from '@/lib/converters/bill-converter';
import { estimateFirstPayment } from '#shared/billing/estimate-first-payment.js';
import { firstPaymentInputOf } from '@/lib/model/contract-terms';
import { historyEntry } from './support/application-writes';
import { aliceContract, aliceTerms, contractField } from './support/contract';
import { assertFails, assertSucceeds } from './support/harness';
import { useWorld } from './support/use-world';
import { asUpdate } from './support/values';
import { application, ids, paths, planFields, space, uids } from './support/world';

describe('contract terms (applications/{id}.contract)', () => {
  const world = useWorld();
  const admin = () => world.db('admin');
  const ref = (role: 'admin' | 'user' = 'admin') => doc(world.db(role), paths.aliceApplication);
  const seedApproved = () =>
    world.seedDocs({
      [paths.aliceApplication]: application(uids.alice, ids.reservedSpace, 'approved'),
    });
  const contract = (extra = {}) =>
    asUpdate({
      status: 'contracted',
      'history.2': historyEntry('approved', 'contracted', uids.admin),
      contract: contractField(),
      ...extra,
    });

  it('staff write them in approved → contracted, with the first bill equal to the quote', async () => {
    await seedApproved();
    await world.seedDocs({
      [paths.reservedSpace]: space({
        status: 'reserved',
        uid: uids.alice,
        applicationId: ids.aliceApplication,
      }),
    });
    const { terms, firstBill } = aliceContract();
    await assertSucceeds(
      moveApplication(admin(), {
        brandId: ids.brand,
        application: {
          id: ids.aliceApplication,
          status: 'approved',
          assetId: ids.asset,
          spaceId: ids.reservedSpace,
          uid: uids.alice,
          historyLength: 2,
        },
        to: 'contracted',
        adminUid: uids.admin,
        space: { ...planFields, status: 'reserved', applicationId: ids.aliceApplication },
        contract: { terms, firstBill },
      }),
    );
    const stored = (await getDoc(ref())).data();
    expect(stored?.['contract']).toMatchObject({ ...terms, confirmedBy: uids.admin });
    const bill = (
      await getDoc(
        doc(admin(), `${paths.brand}/bills/${ids.aliceApplication}_2026-05`).withConverter(
          billConverter,
        ),
      )
    ).data();
    const quote = estimateFirstPayment(firstPaymentInputOf(aliceTerms));
    expect(bill?.amount).toBe(quote.total);
    expect(bill?.lines.map(({ label, amount }) => ({ label, amount }))).toEqual(quote.lines);
  });

  it('the move to contracted needs them; other moves cannot write them', async () => {
    await seedApproved();
    await assertFails(
      updateDoc(
        ref(),
        asUpdate({
          status: 'contracted',
          'history.2': historyEntry('approved', 'contracted', uids.admin),
        }),
      ),
    );
    // Not by another uid, not with a client time, not with a fee out of range.
    await assertFails(updateDoc(ref(), contract({ contract: contractField(uids.alice) })));
    await assertFails(
      updateDoc(
        ref(),
        contract({ contract: { ...contractField(), confirmedAt: new Date('2026-04-01') } }),
      ),
    );
    await assertFails(
      updateDoc(ref(), contract({ contract: { ...contractField(), monthlyFee: 100.5 } })),
    );
    await assertFails(updateDoc(ref(), contract({ contract: { ...contractField(), dueDay: 31 } })));
    // Staff cannot add terms without the move.
    await assertFails(
      updateDoc(ref(), { contract: contractField(), updatedAt: serverTimestamp() }),
    );
  });

  it('once written, they never change (a later price change leaves them as they are)', async () => {
    await world.seedDocs({
      [paths.aliceApplication]: {
        ...application(uids.alice, ids.reservedSpace, 'contracted'),
        contract: { ...aliceTerms, confirmedBy: uids.admin, confirmedAt: new Date('2026-04-10') },
      },
    });
    await assertFails(
      updateDoc(ref(), { 'contract.monthlyFee': 9900, updatedAt: serverTimestamp() }),
    );
    await assertFails(
      updateDoc(ref('user'), { 'contract.monthlyFee': 0, updatedAt: serverTimestamp() }),
    );
  });

  it('a customer cannot write them when applying or afterwards', async () => {
    await seedApproved();
    await assertFails(
      updateDoc(ref('user'), { contract: contractField(uids.alice), updatedAt: serverTimestamp() }),
    );
  });
});
