/**
 * 空き待ち (docs/waitlist.md): waiting entries (brands/{b}/waitlist) are the server's; a customer
 * reads their own and may only leave (or decline their offer). A space `held` for an offer
 * may be applied for by the person offered it, before the offer ends, and by nobody else; only
 * the server marks a space held or ends its hold (staff included).
 * The public count per plan is readable, never writable. Batches are the app's own.
 */
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import { applyForSpace } from '@/features/applications/api/apply-for-space';
import { newApplicationId } from '@/features/applications/api/new-application-id';
import { assertFails, assertSucceeds } from './support/harness';
import { useWorld } from './support/use-world';
import { asUpdate } from './support/values';
import {
  applicant,
  asset,
  identityDocumentOf,
  ids,
  paths,
  planFields,
  planKey,
  plansOf,
  space,
  uids,
} from './support/world';

const waitlist = `${paths.brand}/waitlist`;
const entryOf = (uid: string) => `${ids.asset}__${planKey}__${uid}`;
const future = new Date(Date.now() + 48 * 3600_000);
const past = new Date(Date.now() - 60_000);

function entry(uid: string, status: string, o: Record<string, unknown> = {}) {
  return {
    uid,
    assetId: ids.asset,
    planKey,
    name: '山田 花子',
    email: `${uid}@example.com`,
    startDate: '2026-12-01',
    note: '',
    status,
    rank: uid === uids.alice ? 1 : 2,
    position: status === 'waiting' ? (uid === uids.alice ? 1 : 2) : null,
    offer: null,
    offers: 0,
    reason: null,
    history: [],
    createdAt: new Date('2026-04-01T00:00:00Z'),
    updatedAt: new Date('2026-04-01T00:00:00Z'),
    ...o,
  };
}

/** The free space S-101, held for `uid`'s offer until `until`. */
function heldSpace(uid: string, until: Date) {
  return {
    ...space(),
    status: 'held',
    hold: { uid, entryId: entryOf(uid), until },
  };
}

/** The app's apply batch for S-101 as read on the page (held): no plan count moves. */
function applyHeld(db: Firestore, uid: string, status: 'held' | 'available' = 'held') {
  const applicationId = newApplicationId();
  return applyForSpace(db, {
    brandId: ids.brand,
    assetId: ids.asset,
    spaceId: ids.freeSpace,
    space: { ...planFields, status },
    uid,
    termsVersion: 2,
    applicationId,
    identityDocumentPath: identityDocumentOf(uid, applicationId),
    applicant,
  });
}

describe('空き待ち: waiting entries', () => {
  const world = useWorld();
  const seedLine = () =>
    world.seedDocs({
      [`${waitlist}/${entryOf(uids.alice)}`]: entry(uids.alice, 'waiting'),
      [`${waitlist}/${entryOf(uids.bob)}`]: entry(uids.bob, 'offered', {
        offer: {
          spaceId: ids.freeSpace,
          label: 'A-101',
          at: new Date(),
          until: future,
          remindAt: future,
          seq: 1,
        },
        offers: 1,
      }),
    });

  it('a customer reads their own entries, not anyone else’s; staff read the queue', async () => {
    await seedLine();
    const alice = world.db('user');
    await assertSucceeds(getDoc(doc(alice, `${waitlist}/${entryOf(uids.alice)}`)));
    await assertSucceeds(
      getDocs(query(collection(alice, waitlist), where('uid', '==', uids.alice))),
    );
    await assertFails(getDoc(doc(alice, `${waitlist}/${entryOf(uids.bob)}`)));
    await assertFails(getDocs(collection(alice, waitlist)));
    await assertFails(getDoc(doc(world.db('signedOut'), `${waitlist}/${entryOf(uids.alice)}`)));
    expect((await getDocs(collection(world.db('admin'), waitlist))).size).toBe(2);
  });

  it('a customer leaves their own line, or declines their own offer; nothing else', async () => {
    await seedLine();
    const alice = world.db('user');
    const bob = world.db('otherUser');
    const left = { status: 'left', updatedAt: serverTimestamp() };
    // Not someone else's.
    await assertFails(updateDoc(doc(bob, `${waitlist}/${entryOf(uids.alice)}`), left));
    await assertFails(updateDoc(doc(alice, `${waitlist}/${entryOf(uids.bob)}`), left));
    // Only the status, to left, at the server's time.
    await assertFails(
      updateDoc(doc(alice, `${waitlist}/${entryOf(uids.alice)}`), { ...left, note: '早めに' }),
    );
    await assertFails(
      updateDoc(doc(alice, `${waitlist}/${entryOf(uids.alice)}`), {
        status: 'left',
        updatedAt: new Date(),
      }),
    );
    await assertSucceeds(updateDoc(doc(alice, `${waitlist}/${entryOf(uids.alice)}`), left));
    await assertSucceeds(updateDoc(doc(bob, `${waitlist}/${entryOf(uids.bob)}`), left));
    // Once left, the entry is the server's again (joining again goes through it).
    await assertFails(
      updateDoc(doc(alice, `${waitlist}/${entryOf(uids.alice)}`), asUpdate({ status: 'waiting' })),
    );
  });

  it('a customer cannot join by writing, reorder the line or claim someone else’s offer', async () => {
    await seedLine();
    const alice = world.db('user');
    const own = doc(alice, `${waitlist}/${entryOf(uids.alice)}`);
    await assertFails(
      setDoc(doc(alice, `${waitlist}/${ids.asset}__indoor_1_1x1__${uids.alice}`), {
        ...entry(uids.alice, 'waiting'),
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      }),
    );
    // Reorder: to the front of the line.
    await assertFails(updateDoc(own, asUpdate({ rank: 0 })));
    await assertFails(updateDoc(own, asUpdate({ position: 1, rank: 0.5 })));
    // Claim bob's offer: put it on her own entry, or take his entry.
    await assertFails(
      updateDoc(
        own,
        asUpdate({
          status: 'offered',
          offer: {
            spaceId: ids.freeSpace,
            label: 'A-101',
            at: new Date(),
            until: future,
            remindAt: future,
            seq: 1,
          },
        }),
      ),
    );
    await assertFails(
      updateDoc(doc(alice, `${waitlist}/${entryOf(uids.bob)}`), asUpdate({ uid: uids.alice })),
    );
  });
});

describe('空き待ち: the hold on an offered space', () => {
  const world = useWorld();
  const seedHeld = async (uid: string, until: Date) => {
    const held = heldSpace(uid, until);
    const reserved = space({
      status: 'reserved',
      uid: uids.alice,
      applicationId: ids.aliceApplication,
    });
    await world.seedDocs({
      [paths.freeSpace]: held,
      // A held space is not counted free: the plan shows none.
      [paths.asset]: asset(
        ids.asset,
        true,
        plansOf([{ ...space(), status: 'unavailable' }, reserved]),
      ),
    });
  };
  const read = async (path: string) => (await getDoc(doc(world.db('admin'), path))).data();

  it('only the person offered the space may apply for it', async () => {
    await seedHeld(uids.bob, future);
    // Alice (any other customer): neither as a held space nor as if it were free.
    await assertFails(applyHeld(world.db('user'), uids.alice));
    await assertFails(applyHeld(world.db('user'), uids.alice, 'available'));
    // Nor by moving the hold to herself first.
    await assertFails(
      updateDoc(doc(world.db('user'), paths.freeSpace), {
        hold: { uid: uids.alice, entryId: entryOf(uids.alice), until: future },
        updatedAt: serverTimestamp(),
      }),
    );
    // Bob applies: the space is his application's, the hold is gone, no count moved.
    await assertSucceeds(applyHeld(world.db('otherUser'), uids.bob));
    const after = await read(paths.freeSpace);
    expect(after).toMatchObject({ status: 'reserved', reservedBy: uids.bob });
    expect(after?.['hold']).toBeUndefined();
    expect((await read(paths.asset))?.['plans'][planKey].available).toBe(0);
  });

  it('the offered person cannot apply once the offer has ended (request.time ≥ hold.until)', async () => {
    await seedHeld(uids.bob, past);
    await assertFails(applyHeld(world.db('otherUser'), uids.bob));
    await assertFails(applyHeld(world.db('otherUser'), uids.bob, 'available'));
  });

  it('only the server marks a space held or ends a hold: staff of the brand neither (issue 36)', async () => {
    const hold = { uid: uids.bob, entryId: entryOf(uids.bob), until: future };
    const newSpace = `${paths.asset}/spaces/S-NEW`;
    const asNew = (extra: Record<string, unknown>) => ({
      ...space(),
      ...extra,
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    });
    for (const role of ['admin', 'brandStaff'] as const) {
      const staff = world.db(role);
      // Control: the same staff edit a free space and create one (not held).
      await assertSucceeds(
        updateDoc(doc(staff, paths.freeSpace), { monthlyFee: 9900, updatedAt: serverTimestamp() }),
      );
      await assertSucceeds(setDoc(doc(staff, newSpace), asNew({})));
      await world.deleteDocs([newSpace]);
      // A free space marked held for anyone, with a well-formed hold: refused.
      await assertFails(
        updateDoc(doc(staff, paths.freeSpace), {
          status: 'held',
          hold,
          updatedAt: serverTimestamp(),
        }),
      );
      await assertFails(setDoc(doc(staff, newSpace), asNew({ status: 'held', hold })));
      // Malformed holds stay refused too.
      await assertFails(
        updateDoc(doc(staff, paths.freeSpace), { status: 'held', updatedAt: serverTimestamp() }),
      );
      await assertFails(
        updateDoc(doc(staff, paths.freeSpace), { hold, updatedAt: serverTimestamp() }),
      );
    }

    // A held space (the server's offer to bob): staff may edit its other fields, not the hold.
    await seedHeld(uids.bob, future);
    for (const role of ['admin', 'brandStaff'] as const) {
      const held = doc(world.db(role), paths.freeSpace);
      await assertSucceeds(updateDoc(held, { label: 'A-101b', updatedAt: serverTimestamp() }));
      await assertFails(
        updateDoc(held, { status: 'available', hold: deleteField(), updatedAt: serverTimestamp() }),
      );
      await assertFails(
        updateDoc(held, {
          hold: { ...hold, uid: uids.alice, entryId: entryOf(uids.alice) },
          updatedAt: serverTimestamp(),
        }),
      );
      await assertFails(
        updateDoc(held, {
          hold: { ...hold, until: new Date(future.getTime() + 86_400_000) },
          updatedAt: serverTimestamp(),
        }),
      );
    }
    // Nor deleted, which would end the offer from the client (a free space is: the control).
    await assertFails(deleteDoc(doc(world.db('brandStaff'), paths.freeSpace)));
    await assertSucceeds(deleteDoc(doc(world.db('brandStaff'), paths.draftAssetSpace)));
    // Staff of another brand, and customers: nothing.
    await assertFails(
      updateDoc(doc(world.db('otherBrandStaff'), paths.freeSpace), {
        label: 'X',
        updatedAt: serverTimestamp(),
      }),
    );
  });
});

describe('空き待ち: the public count and the brand’s settings', () => {
  const world = useWorld();
  const countPath = `${paths.asset}/waitCounts/${planKey}`;

  it('anyone reads how many wait for a published plan; nobody writes it but the server', async () => {
    await world.seedDocs({
      [countPath]: { planKey, waiting: 2, offered: 1, updatedAt: new Date() },
      [`${paths.draftAsset}/waitCounts/${planKey}`]: {
        planKey,
        waiting: 1,
        offered: 0,
        updatedAt: new Date(),
      },
    });
    expect((await getDoc(doc(world.db('signedOut'), countPath))).data()).toMatchObject({
      waiting: 2,
    });
    await assertFails(
      getDoc(doc(world.db('signedOut'), `${paths.draftAsset}/waitCounts/${planKey}`)),
    );
    await assertFails(
      setDoc(doc(world.db('user'), countPath), {
        planKey,
        waiting: 0,
        offered: 0,
        updatedAt: serverTimestamp(),
      }),
    );
    await assertFails(
      setDoc(doc(world.db('admin'), countPath), {
        planKey,
        waiting: 0,
        offered: 0,
        updatedAt: serverTimestamp(),
      }),
    );
  });

  it('staff set the hold, the cap per customer and the start-date window; customers read them', async () => {
    const path = `${paths.brand}/settings/waitlist`;
    const settings = {
      holdHours: 48,
      perCustomer: 3,
      startWithinDays: 31,
      updatedAt: serverTimestamp(),
    };
    await assertFails(setDoc(doc(world.db('user'), path), settings));
    await assertFails(setDoc(doc(world.db('admin'), path), { ...settings, holdHours: 0 }));
    await assertSucceeds(setDoc(doc(world.db('admin'), path), settings));
    await assertSucceeds(getDoc(doc(world.db('signedOut'), path)));
  });
});
