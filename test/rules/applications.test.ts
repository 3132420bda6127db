/**
 * Applications and the apply/cancel batches: one batched write creates the application and
 * reserves the space; the rules accept it only when both halves agree (getAfter).
 */
import {
  collection,
  doc,
  deleteDoc,
  getDoc,
  getDocs,
  orderBy,
  query,
  updateDoc,
  where,
  writeBatch,
  type DocumentReference,
  type Firestore,
} from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from './support/harness';
import { describeMatrix, nobody, ownerAndAdmin } from './support/matrix';
import { useWorld } from './support/use-world';
import { asCreated, asUpdate, toLite } from './support/values';
import { application, asset, ids, paths, space, uids, type DocData } from './support/world';

const applications = `${paths.brand}/applications`;

interface ApplyOptions {
  uid: string;
  spacePath?: string;
  spaceId?: string;
  assetId?: string;
  brandPath?: string;
  /** Reuse a reference to retry the same request. */
  ref?: DocumentReference;
  override?: DocData;
  /** Which halves to send (both by default). */
  halves?: 'both' | 'application' | 'space';
  /** applicationId written on the space (defaults to the new application's id). */
  spaceApplicationId?: string;
}

/** The SPA's apply batch: create the application, reserve the space. */
function apply(db: Firestore, o: ApplyOptions): { ref: DocumentReference; done: Promise<void> } {
  const brandPath = o.brandPath ?? paths.brand;
  const ref = o.ref ?? doc(collection(db, `${brandPath}/applications`));
  const spaceId = o.spaceId ?? ids.freeSpace;
  const assetId = o.assetId ?? ids.asset;
  const spacePath = o.spacePath ?? `${brandPath}/assets/${assetId}/spaces/${spaceId}`;
  const batch = writeBatch(db);
  if (o.halves !== 'space') {
    batch.set(ref, asCreated({ ...application(o.uid, spaceId), assetId, ...o.override }));
  }
  if (o.halves !== 'application') {
    batch.update(
      doc(db, spacePath),
      asUpdate({
        status: 'reserved',
        reservedBy: o.uid,
        applicationId: o.spaceApplicationId ?? ref.id,
      }),
    );
  }
  return { ref, done: batch.commit() };
}

/** The SPA's cancel batch: cancel the application, free the space. */
function cancel(
  db: Firestore,
  appPath: string,
  spacePath: string,
  halves: 'both' | 'application' | 'space' = 'both',
) {
  const batch = writeBatch(db);
  if (halves !== 'space') batch.update(doc(db, appPath), asUpdate({ status: 'cancelled' }));
  if (halves !== 'application') {
    batch.update(
      doc(db, spacePath),
      asUpdate({ status: 'available', reservedBy: null, applicationId: null }),
    );
  }
  return batch.commit();
}

describe('applications (brands/{b}/applications/{id})', () => {
  const world = useWorld();
  const admin = () => world.db('admin');
  const applicationsFor = async (spaceId: string) =>
    (await getDocs(query(collection(admin(), applications), where('spaceId', '==', spaceId)))).docs;
  const spaceData = async (path: string) => (await getDoc(doc(admin(), path))).data();

  describeMatrix(world, {
    get: { run: (db) => getDoc(doc(db, paths.aliceApplication)), allowed: ownerAndAdmin },
    list: {
      run: (db) =>
        getDocs(
          query(
            collection(db, applications),
            where('uid', '==', uids.alice),
            orderBy('createdAt', 'desc'),
          ),
        ),
      allowed: ownerAndAdmin,
    },
    // Everyone tries to apply in alice's name; alice herself and staff may.
    create: { run: (db) => apply(db, { uid: uids.alice }).done, allowed: ownerAndAdmin },
    update: {
      run: (db) => cancel(db, paths.aliceApplication, paths.reservedSpace),
      allowed: ownerAndAdmin,
    },
    delete: { run: (db) => deleteDoc(doc(db, paths.aliceApplication)), allowed: nobody },
  });

  describe('queries', () => {
    it('a user may list only with the uid == own uid constraint', async () => {
      await assertFails(getDocs(collection(world.db('user'), applications)));
      await assertFails(
        getDocs(
          query(collection(world.db('otherUser'), applications), where('uid', '==', uids.alice)),
        ),
      );
      await assertSucceeds(
        getDocs(
          query(collection(world.db('otherUser'), applications), where('uid', '==', uids.bob)),
        ),
      );
      await assertSucceeds(
        getDocs(
          query(
            collection(admin(), applications),
            where('status', '==', 'submitted'),
            orderBy('createdAt', 'desc'),
          ),
        ),
      );
    });
  });

  describe('applying is safe', () => {
    it('two people applying for the same space at once: exactly one succeeds', async () => {
      const a = apply(world.db('user'), { uid: uids.alice });
      const b = apply(world.db('otherUser'), { uid: uids.bob });
      const results = await Promise.allSettled([a.done, b.done]);
      const fulfilled = results.filter((r) => r.status === 'fulfilled');
      expect(fulfilled).toHaveLength(1);
      const rejected = results.find((r) => r.status === 'rejected');
      await assertFails(Promise.reject((rejected as PromiseRejectedResult).reason));

      const winner =
        results[0]?.status === 'fulfilled'
          ? { uid: uids.alice, ref: a.ref }
          : { uid: uids.bob, ref: b.ref };
      expect(await applicationsFor(ids.freeSpace)).toHaveLength(1);
      expect(await spaceData(paths.freeSpace)).toMatchObject({
        status: 'reserved',
        reservedBy: winner.uid,
        applicationId: winner.ref.id,
      });
    });

    it('the same request retried still leaves one application', async () => {
      const first = apply(world.db('user'), { uid: uids.alice });
      await assertSucceeds(first.done);
      await assertFails(apply(world.db('user'), { uid: uids.alice, ref: first.ref }).done);
      await assertFails(apply(world.db('user'), { uid: uids.alice }).done);
      expect(await applicationsFor(ids.freeSpace)).toHaveLength(1);
      expect((await getDoc(doc(admin(), first.ref.path))).data()).toMatchObject({
        status: 'submitted',
        uid: uids.alice,
      });
    });

    it('a space already taken is refused', async () => {
      await assertFails(
        apply(world.db('otherUser'), { uid: uids.bob, spaceId: ids.reservedSpace }).done,
      );
      await world.seedDocs({
        [`${paths.asset}/spaces/S-150`]: { ...space(), status: 'unavailable' },
      });
      await assertFails(apply(world.db('otherUser'), { uid: uids.bob, spaceId: 'S-150' }).done);
      await world.seedDocs({
        [`${paths.asset}/spaces/S-151`]: space({
          status: 'occupied',
          uid: uids.alice,
          applicationId: 'AliceApplication0002',
        }),
      });
      await assertFails(apply(world.db('otherUser'), { uid: uids.bob, spaceId: 'S-151' }).done);
    });

    it('a space of an unpublished asset or brand is refused', async () => {
      await assertFails(
        apply(world.db('user'), {
          uid: uids.alice,
          assetId: ids.draftAsset,
          spaceId: ids.draftAssetSpace,
        }).done,
      );
      await assertFails(
        apply(world.db('user'), {
          uid: uids.alice,
          brandPath: paths.hiddenBrand,
          assetId: ids.hiddenBrandAsset,
          spaceId: ids.hiddenBrandSpace,
          override: { termsVersion: 1 },
        }).done,
      );
    });

    it('neither half is accepted alone', async () => {
      await assertFails(apply(world.db('user'), { uid: uids.alice, halves: 'application' }).done);
      await assertFails(apply(world.db('user'), { uid: uids.alice, halves: 'space' }).done);
    });

    it('the space must be reserved for this very application', async () => {
      await assertFails(
        apply(world.db('user'), { uid: uids.alice, spaceApplicationId: 'SomeOtherApplication' })
          .done,
      );
      // The application names one space while the batch reserves another.
      await world.seedDocs({ [`${paths.asset}/spaces/S-152`]: space() });
      await assertFails(
        apply(world.db('user'), {
          uid: uids.alice,
          spacePath: `${paths.asset}/spaces/S-152`,
          spaceId: ids.freeSpace,
        }).done,
      );
    });

    it('one application cannot hold two spaces', async () => {
      const otherAsset = `${paths.brand}/assets/A-009`;
      const secondSpaces = [
        `${paths.brand}/assets/${ids.asset}/spaces/S-103`, // same asset, other space
        `${otherAsset}/spaces/${ids.freeSpace}`, // same space id, other asset
      ];
      await world.seedDocs({
        [otherAsset]: { ...asset('A-009'), name: 'さくらトランク 東中野' },
        [secondSpaces[0]!]: space(),
        [secondSpaces[1]!]: space(),
      });
      const db = world.db('user');
      for (const second of secondSpaces) {
        const ref = doc(collection(db, applications));
        const hold = asUpdate({
          status: 'reserved',
          reservedBy: uids.alice,
          applicationId: ref.id,
        });
        const batch = writeBatch(db);
        batch.set(ref, asCreated(application(uids.alice, ids.freeSpace)));
        batch.update(doc(db, paths.freeSpace), hold);
        batch.update(doc(db, second), hold);
        await assertFails(batch.commit());
        expect(await spaceData(second)).toMatchObject({ status: 'available' });
      }
      expect(await applicationsFor(ids.freeSpace)).toHaveLength(0);
    });
    it('the space half takes the server time', async () => {
      const db = world.db('user');
      const ref = doc(collection(db, applications));
      const batch = writeBatch(db);
      batch.set(ref, asCreated(application(uids.alice, ids.freeSpace)));
      batch.update(
        doc(db, paths.freeSpace),
        toLite({
          status: 'reserved',
          reservedBy: uids.alice,
          applicationId: ref.id,
          updatedAt: new Date('2026-04-01T00:00:00Z'),
        }),
      );
      await assertFails(batch.commit());
    });
    it('the client id must be an SDK auto id', async () => {
      await assertFails(
        apply(world.db('user'), {
          uid: uids.alice,
          ref: doc(world.db('user'), `${applications}/my-application`),
        }).done,
      );
    });

    it('the agreed terms version must be the current one', async () => {
      await assertFails(
        apply(world.db('user'), { uid: uids.alice, override: { termsVersion: 1 } }).done,
      );
      await assertFails(
        apply(world.db('user'), { uid: uids.alice, override: { termsVersion: 3 } }).done,
      );
    });
  });

  describe('privilege escalation on apply', () => {
    it('cannot apply in the name of another person', async () => {
      const batch = apply(world.db('otherUser'), { uid: uids.alice });
      await assertFails(batch.done);
    });
    it('cannot start in any status but submitted', async () => {
      for (const status of ['approved', 'contracted']) {
        await assertFails(apply(world.db('user'), { uid: uids.alice, override: { status } }).done);
      }
    });
    it('the space half cannot change fees or anything but the holder', async () => {
      const db = world.db('user');
      for (const extra of [{ monthlyFee: 1 }, { adminFee: 0 }, { label: 'VIP' }]) {
        const ref = doc(collection(db, applications));
        const batch = writeBatch(db);
        batch.set(ref, asCreated(application(uids.alice, ids.freeSpace)));
        batch.update(
          doc(db, paths.freeSpace),
          asUpdate({ status: 'reserved', reservedBy: uids.alice, applicationId: ref.id, ...extra }),
        );
        await assertFails(batch.commit());
      }
      expect(await applicationsFor(ids.freeSpace)).toHaveLength(0);
    });
    it('cannot add fields such as fees', async () => {
      await assertFails(
        apply(world.db('user'), { uid: uids.alice, override: { monthlyFee: 0 } }).done,
      );
    });
    it('validates the applicant fields', async () => {
      const bad: DocData[] = [
        { kana: 'やまだ はなこ' },
        { phone: '12-3456-7890' },
        { email: 'alice.example.jp' },
        { postalCode: '150-00011' },
        { birthDate: '1990/05/05' },
        { startDate: '2026-13-01' },
        { name: 'あ'.repeat(51) },
        { city: 'あ'.repeat(101) },
        { addressLine: 'あ'.repeat(101) },
        { building: 'あ'.repeat(101) },
        { termsVersion: '2' },
      ];
      for (const override of bad)
        await assertFails(apply(world.db('user'), { uid: uids.alice, override }).done);
    });
    it('missing required fields are refused', async () => {
      const { birthDate: _b, ...noBirthDate } = application(uids.alice, ids.freeSpace);
      const ref = doc(collection(world.db('user'), applications));
      const batch = writeBatch(world.db('user'));
      batch.set(ref, asCreated(noBirthDate));
      batch.update(
        doc(world.db('user'), paths.freeSpace),
        asUpdate({ status: 'reserved', reservedBy: uids.alice, applicationId: ref.id }),
      );
      await assertFails(batch.commit());
    });
  });

  describe('cancelling by the applicant frees the space', () => {
    it('cancel batch: application cancelled, space available, and another user can then apply', async () => {
      await assertSucceeds(cancel(world.db('user'), paths.aliceApplication, paths.reservedSpace));
      expect((await getDoc(doc(admin(), paths.aliceApplication))).data()).toMatchObject({
        status: 'cancelled',
      });
      expect(await spaceData(paths.reservedSpace)).toMatchObject({
        status: 'available',
        reservedBy: null,
        applicationId: null,
      });
      await assertSucceeds(
        apply(world.db('otherUser'), { uid: uids.bob, spaceId: ids.reservedSpace }).done,
      );
    });
    it('apply then cancel round trip', async () => {
      const applied = apply(world.db('otherUser'), { uid: uids.bob });
      await assertSucceeds(applied.done);
      await assertSucceeds(cancel(world.db('otherUser'), applied.ref.path, paths.freeSpace));
      expect(await spaceData(paths.freeSpace)).toMatchObject({ status: 'available' });
    });
    it('neither half of the cancel is accepted alone', async () => {
      await assertFails(
        cancel(world.db('user'), paths.aliceApplication, paths.reservedSpace, 'application'),
      );
      await assertFails(
        cancel(world.db('user'), paths.aliceApplication, paths.reservedSpace, 'space'),
      );
    });
    it('the cancel batch changes nothing but the statuses and holder', async () => {
      const db = world.db('user');
      const free = { status: 'available', reservedBy: null, applicationId: null };
      const cancelWith = (appExtra: DocData, spaceUpdate: DocData) => {
        const batch = writeBatch(db);
        batch.update(
          doc(db, paths.aliceApplication),
          asUpdate({ status: 'cancelled', ...appExtra }),
        );
        batch.update(doc(db, paths.reservedSpace), spaceUpdate);
        return batch.commit();
      };
      await assertFails(cancelWith({ name: '山田 太郎' }, asUpdate(free)));
      await assertFails(cancelWith({ startDate: '2027-01-01' }, asUpdate(free)));
      await assertFails(cancelWith({}, asUpdate({ ...free, monthlyFee: 1 })));
      await assertFails(cancelWith({}, asUpdate({ ...free, label: 'VIP' })));
      await assertFails(
        cancelWith({}, toLite({ ...free, updatedAt: new Date('2026-04-01T00:00:00Z') })),
      );
      expect(await spaceData(paths.reservedSpace)).toMatchObject({ status: 'reserved' });
      await assertSucceeds(cancelWith({}, asUpdate(free)));
    });
    it('only while submitted', async () => {
      await world.seedDocs({
        [paths.aliceApplication]: application(uids.alice, ids.reservedSpace, 'approved'),
      });
      await assertFails(cancel(world.db('user'), paths.aliceApplication, paths.reservedSpace));
    });
    it('another user cannot cancel it', async () => {
      await assertFails(cancel(world.db('otherUser'), paths.aliceApplication, paths.reservedSpace));
    });
    it("another user cannot free or take over alice's reserved space", async () => {
      const bob = world.db('otherUser');
      await assertFails(
        updateDoc(
          doc(bob, paths.reservedSpace),
          asUpdate({ status: 'available', reservedBy: null, applicationId: null }),
        ),
      );
      await assertFails(
        updateDoc(doc(bob, paths.reservedSpace), asUpdate({ reservedBy: uids.bob })),
      );
      expect(await spaceData(paths.reservedSpace)).toMatchObject({
        status: 'reserved',
        reservedBy: uids.alice,
        applicationId: ids.aliceApplication,
      });
    });
    it('after staff cancel an application, only its applicant frees the space it still holds', async () => {
      await world.seedDocs({
        [paths.aliceApplication]: application(uids.alice, ids.reservedSpace, 'cancelled'),
      });
      const free = (db: Firestore) =>
        updateDoc(
          doc(db, paths.reservedSpace),
          asUpdate({ status: 'available', reservedBy: null, applicationId: null }),
        );
      await assertFails(free(world.db('otherUser')));
      await assertSucceeds(free(world.db('user')));
    });
    it('a space cannot be held again for an application that already exists', async () => {
      // Staff freed the space but left the application submitted: re-pointing the space at it
      // would reserve without a new application.
      await world.seedDocs({ [paths.reservedSpace]: space() });
      await assertFails(
        updateDoc(
          doc(world.db('user'), paths.reservedSpace),
          asUpdate({
            status: 'reserved',
            reservedBy: uids.alice,
            applicationId: ids.aliceApplication,
          }),
        ),
      );
    });
    it('cancelling cannot leave the space held under another id', async () => {
      const db = world.db('user');
      const batch = writeBatch(db);
      batch.update(doc(db, paths.aliceApplication), asUpdate({ status: 'cancelled' }));
      batch.update(
        doc(db, paths.reservedSpace),
        asUpdate({ applicationId: doc(collection(db, applications)).id }),
      );
      await assertFails(batch.commit());
    });
    it('the applicant cannot change anything else', async () => {
      await assertFails(
        updateDoc(doc(world.db('user'), paths.aliceApplication), asUpdate({ name: '山田 太郎' })),
      );
      await assertFails(
        updateDoc(doc(world.db('user'), paths.aliceApplication), asUpdate({ status: 'approved' })),
      );
      await assertFails(
        updateDoc(doc(world.db('user'), paths.aliceApplication), asUpdate({ uid: uids.bob })),
      );
    });
  });

  describe('admin transitions', () => {
    const seedStatus = (status: string) =>
      world.seedDocs({
        [paths.aliceApplication]: application(uids.alice, ids.reservedSpace, status),
      });
    const moveTo = (to: string) =>
      updateDoc(doc(admin(), paths.aliceApplication), asUpdate({ status: to }));
    const allowed: [string, string][] = [
      ['submitted', 'approved'],
      ['submitted', 'rejected'],
      ['submitted', 'cancelled'],
      ['approved', 'contracted'],
      ['approved', 'cancelled'],
      ['contracted', 'ended'],
    ];
    const forbidden: [string, string][] = [
      ['submitted', 'contracted'],
      ['rejected', 'approved'],
      ['cancelled', 'submitted'],
      ['contracted', 'submitted'],
      ['ended', 'contracted'],
      ['approved', 'nonsense'],
    ];
    for (const [from, to] of allowed) {
      it(`${from} → ${to} is allowed`, async () => {
        await seedStatus(from);
        await assertSucceeds(moveTo(to));
      });
    }
    for (const [from, to] of forbidden) {
      it(`${from} → ${to} is denied`, async () => {
        await seedStatus(from);
        await assertFails(moveTo(to));
      });
    }
    it('admins cannot re-assign an application to another user', async () => {
      await assertFails(
        updateDoc(doc(admin(), paths.aliceApplication), asUpdate({ uid: uids.bob })),
      );
    });
    it('admins cannot move an application to another space or rewrite the agreed terms version', async () => {
      const app = doc(admin(), paths.aliceApplication);
      await assertFails(updateDoc(app, asUpdate({ spaceId: ids.freeSpace })));
      await assertFails(updateDoc(app, asUpdate({ assetId: ids.draftAsset })));
      await assertFails(updateDoc(app, asUpdate({ termsVersion: 1 })));
    });
    it('users cannot approve or contract their own applications', async () => {
      await assertFails(
        updateDoc(
          doc(world.db('user'), paths.aliceApplication),
          asUpdate({ status: 'contracted' }),
        ),
      );
    });
  });
});
