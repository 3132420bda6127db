/**
 * 受付番号 (issue 31, item 6): each application the apply batch makes claims an 8-character
 * number, `brands/{b}/applicationReferences/{reference}` naming it, created only when no
 * application of the brand holds the number and never changed or removed; the application
 * carries the number and keeps it. The batch is the app's own (applyForSpace); the forged ones
 * below are what a user could send instead.
 */
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  setDoc,
  updateDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import { applyForSpace } from '@/features/applications/api/apply-for-space';
import { addPlanMove } from '@/features/applications/api/batch-halves';
import { newApplicationId } from '@/features/applications/api/new-application-id';
import { applicationReferencePattern } from '@/lib/model/application-reference';
import {
  applicationPathOf,
  counterMove,
  historyEntry,
  newApplication,
  referenceClaim,
  referencePathOf,
} from './support/application-writes';
import { assertFails, assertSucceeds } from './support/harness';
import { asUpdate } from './support/values';
import { useWorld } from './support/use-world';
import {
  applicant,
  identityDocumentOf,
  ids,
  paths,
  planFields,
  uids,
  type DocData,
} from './support/world';

const world = useWorld();

/** The app's apply batch for the free space S-101 as alice, claiming `reference` first. */
function apply(db: Firestore, reference?: string) {
  const applicationId = newApplicationId();
  const done = applyForSpace(db, {
    brandId: ids.brand,
    assetId: ids.asset,
    spaceId: ids.freeSpace,
    space: planFields,
    uid: uids.alice,
    applicant,
    termsVersion: 2,
    applicationId,
    identityDocumentPath: identityDocumentOf(uids.alice, applicationId),
    ...(reference ? { reference } : {}),
  });
  return { applicationId, done };
}

/** alice's apply batch for S-101 written by hand: the application as `application` makes it. */
function forgeApply(
  db: Firestore,
  o: {
    application?: (written: DocData) => DocData;
    reference?: ((batch: ReturnType<typeof writeBatch>, id: string) => void) | null;
  } = {},
) {
  const id = newApplicationId();
  const batch = writeBatch(db);
  batch.set(
    doc(db, applicationPathOf(id)),
    (o.application ?? ((d) => d))(newApplication(uids.alice, ids.freeSpace, id)),
  );
  batch.update(
    doc(db, paths.freeSpace),
    asUpdate({ status: 'reserved', reservedBy: uids.alice, applicationId: id }),
  );
  addPlanMove(
    batch,
    db,
    { brandId: ids.brand, assetId: ids.asset, spaceId: ids.freeSpace, space: planFields },
    -1,
  );
  counterMove(db, uids.alice, id, 1)(batch);
  if (o.reference !== null)
    (o.reference ?? ((b, appId) => referenceClaim(db, appId)(b)))(batch, id);
  return { id, done: batch.commit() };
}

async function read(path: string): Promise<DocData | undefined> {
  let data: DocData | undefined;
  await world.env().seed(async ({ firestore }) => {
    data = (await firestore.doc(path).get()).data();
  });
  return data;
}

describe('受付番号 (applicationReferences)', () => {
  it('the apply batch claims an 8-character number: the application carries it, the claim names it', async () => {
    const { applicationId, done } = apply(world.db('user'));
    const { reference } = await assertSucceeds(done);
    expect(reference).toMatch(applicationReferencePattern);
    expect(await read(applicationPathOf(applicationId))).toMatchObject({ reference });
    expect(await read(referencePathOf(reference))).toEqual({ applicationId });
  });

  it('a number another application holds is never claimed again: the app draws another', async () => {
    await world.seedDocs({
      [referencePathOf('K7M4QX92')]: { applicationId: ids.aliceApplication },
    });
    const { applicationId, done } = apply(world.db('user'), 'K7M4QX92');
    const { reference } = await assertSucceeds(done);
    expect(reference).not.toBe('K7M4QX92');
    expect(await read(referencePathOf('K7M4QX92'))).toEqual({
      applicationId: ids.aliceApplication,
    });
    expect(await read(applicationPathOf(applicationId))).toMatchObject({ reference });
  });

  it('a forged batch cannot take a number that is held, nor claim one without its claim', async () => {
    const db = world.db('user');
    await world.seedDocs({
      [referencePathOf('K7M4QX92')]: { applicationId: ids.aliceApplication },
    });
    // The claim of a held number is an update of it: refused.
    await assertFails(
      forgeApply(db, {
        application: (d) => ({ ...d, reference: 'K7M4QX92' }),
        reference: (b, id) => referenceClaim(db, id, 'K7M4QX92')(b),
      }).done,
    );
    // Carrying the held number without claiming it: the claim names another application.
    await assertFails(
      forgeApply(db, { application: (d) => ({ ...d, reference: 'K7M4QX92' }), reference: null })
        .done,
    );
    // No number at all, or a number claimed for nothing: refused; the app's own batch goes.
    await assertFails(
      forgeApply(db, {
        application: ({ reference: _reference, ...d }) => d,
        reference: null,
      }).done,
    );
    await assertFails(forgeApply(db, { reference: null }).done);
    await assertSucceeds(forgeApply(db).done);
  });

  it('only 8 characters without look-alikes (no 0, O, 1, I, L, lower case)', async () => {
    const db = world.db('user');
    for (const bad of ['K7M4QX9', 'K7M4QX920', 'K7M4QX9O', 'K7M4QX91', 'k7m4qx92']) {
      await assertFails(
        forgeApply(db, {
          application: (d) => ({ ...d, reference: bad }),
          reference: (b, id) => referenceClaim(db, id, bad)(b),
        }).done,
      );
    }
  });

  it('a claim is made only with its own new application, by its applicant or staff', async () => {
    const user = world.db('user');
    // Alone, for an existing application, or for bob's new one: refused.
    await assertFails(
      setDoc(doc(user, referencePathOf('ZX23PQ45')), { applicationId: newApplicationId() }),
    );
    await assertFails(
      setDoc(doc(user, referencePathOf('ZX23PQ45')), { applicationId: ids.aliceApplication }),
    );
    const bob = world.db('otherUser');
    const id = newApplicationId();
    const batch = writeBatch(bob);
    batch.set(doc(bob, applicationPathOf(id)), newApplication(uids.alice, ids.freeSpace, id));
    referenceClaim(bob, id)(batch);
    await assertFails(batch.commit());
    // Staff typing in an application with a number claim it in the same batch.
    const admin = world.db('admin');
    const staffId = newApplicationId();
    const staffBatch = writeBatch(admin);
    staffBatch.set(doc(admin, applicationPathOf(staffId)), {
      ...newApplication(uids.alice, ids.freeSpace, staffId),
      history: { '0': historyEntry(null, 'submitted', uids.admin) },
    });
    referenceClaim(admin, staffId)(staffBatch);
    await assertSucceeds(staffBatch.commit());
  });

  it('a claim is never changed or removed, staff included; the application keeps its number', async () => {
    const { applicationId, done } = apply(world.db('user'));
    const { reference } = await assertSucceeds(done);
    for (const role of ['user', 'admin'] as const) {
      const db = world.db(role);
      await assertFails(
        updateDoc(doc(db, referencePathOf(reference)), { applicationId: newApplicationId() }),
      );
      await assertFails(deleteDoc(doc(db, referencePathOf(reference))));
    }
    await assertFails(
      updateDoc(doc(world.db('admin'), applicationPathOf(applicationId)), {
        reference: 'ZX23PQ45',
      }),
    );
  });

  it('a claim is read by its number by anyone signed in, listed only by staff', async () => {
    const { done } = apply(world.db('user'));
    const { reference } = await assertSucceeds(done);
    await assertSucceeds(getDoc(doc(world.db('otherUser'), referencePathOf(reference))));
    await assertFails(getDoc(doc(world.db('signedOut'), referencePathOf(reference))));
    await assertFails(
      getDocs(collection(world.db('user'), `${paths.brand}/applicationReferences`)),
    );
    const listed = await assertSucceeds(
      getDocs(collection(world.db('admin'), `${paths.brand}/applicationReferences`)),
    );
    expect(listed.docs.map((d) => d.id)).toEqual([reference]);
  });
});
