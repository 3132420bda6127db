/**
 * Applications and the apply/cancel batches: one batched write creates the application,
 * reserves the space and takes one free space off the asset's plan summary; the rules accept it
 * only when the three halves agree (get / getAfter). The batches are the app's own
 * (src/features/applications/api); the forged ones below are what a user could send instead.
 */
import { contractField } from './support/contract';
import {
  collection,
  doc,
  deleteDoc,
  FieldPath,
  getDoc,
  getDocs,
  increment,
  orderBy,
  query,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
  type WriteBatch,
} from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import { addPlanMove, type PlanMoveDelta } from '@/features/applications/api/batch-halves';
import {
  applyForSpace,
  type ApplicantFields,
  type ApplyForSpaceInput,
} from '@/features/applications/api/apply-for-space';
import {
  cancelApplication,
  type CancelApplicationInput,
} from '@/features/applications/api/cancel-application';
import { moveApplication } from '@/features/applications/api/move-application';
import { newApplicationId } from '@/features/applications/api/new-application-id';
import {
  counterMove,
  historyEntry,
  newApplication,
  referenceClaim,
} from './support/application-writes';
import { assertFails, assertSucceeds } from './support/harness';
import { describeMatrix, nobody, ownerAndAdmin } from './support/matrix';
import { useWorld } from './support/use-world';
import { asUpdate, toLite } from './support/values';
import {
  applicant,
  application,
  asset,
  identityDocumentOf,
  ids,
  paths,
  planFields,
  planKey,
  plansOf,
  space,
  uids,
  type DocData,
} from './support/world';

const applications = `${paths.brand}/applications`;

type ApplyOverrides = Partial<Omit<ApplyForSpaceInput, 'applicant'>> & {
  applicant?: Partial<ApplicantFields>;
};

/** The app's apply batch for the free space of A-001, as `uid`; the id is made once, up front. */
function apply(db: Firestore, uid: string, o: ApplyOverrides = {}) {
  const brandId = o.brandId ?? ids.brand;
  const applicationId = o.applicationId ?? newApplicationId();
  const input: ApplyForSpaceInput = {
    brandId,
    assetId: ids.asset,
    spaceId: ids.freeSpace,
    space: planFields,
    uid,
    termsVersion: 2,
    applicationId,
    identityDocumentPath: identityDocumentOf(uid, applicationId),
    ...o,
    applicant: { ...applicant, ...o.applicant },
  };
  return { applicationId: input.applicationId, done: applyForSpace(db, input) };
}

/** The app's cancel batch; by default alice's submitted application holding the reserved space. */
function cancel(db: Firestore, o: Partial<CancelApplicationInput> = {}) {
  return cancelApplication(db, {
    brandId: ids.brand,
    assetId: ids.asset,
    spaceId: ids.reservedSpace,
    space: planFields,
    applicationId: ids.aliceApplication,
    uid: uids.alice,
    historyLength: 1,
    ...o,
  });
}

/** The asset half as the app writes it, for a space of A-001. */
function planMove(db: Firestore, spaceId: string, delta: PlanMoveDelta) {
  return (batch: WriteBatch) =>
    addPlanMove(
      batch,
      db,
      { brandId: ids.brand, assetId: ids.asset, spaceId, space: planFields },
      delta,
    );
}

interface Forgery {
  /** Changes the application as the app would write it (set); null leaves it out. */
  application?: ((written: DocData) => DocData) | null;
  /** Extra fields on the space update; null leaves the space out. */
  space?: DocData | null;
  spacePath?: string;
  /** applicationId written on the space (defaults to the new application's id). */
  spaceApplicationId?: string;
  /** The asset half: the app's by default, null leaves it out. */
  asset?: ((batch: WriteBatch) => void) | null;
  /** The counter half: +1 naming the new application by default, null leaves it out. */
  counter?: ((batch: WriteBatch) => void) | null;
  /** The 受付番号 half: claimed for the new application by default, null leaves it out. */
  reference?: ((batch: WriteBatch) => void) | null;
  /** The application's id (a fresh one by default). */
  applicationId?: string;
}

/** An apply batch for the free space put together by hand, to be refused. */
function forgeApply(db: Firestore, uid: string, f: Forgery = {}): Promise<void> {
  const applicationId = f.applicationId ?? newApplicationId();
  const batch = writeBatch(db);
  if (f.application !== null) {
    batch.set(
      doc(db, `${applications}/${applicationId}`),
      (f.application ?? ((d) => d))(newApplication(uid, ids.freeSpace, applicationId)),
    );
  }
  if (f.space !== null) {
    batch.update(
      doc(db, f.spacePath ?? paths.freeSpace),
      asUpdate({
        status: 'reserved',
        reservedBy: uid,
        applicationId: f.spaceApplicationId ?? applicationId,
        ...f.space,
      }),
    );
  }
  if (f.asset !== null) (f.asset ?? planMove(db, ids.freeSpace, -1))(batch);
  if (f.counter !== null) (f.counter ?? counterMove(db, uid, applicationId, 1))(batch);
  if (f.reference !== null) (f.reference ?? referenceClaim(db, applicationId))(batch);
  return batch.commit();
}

/** alice's cancel batch put together by hand: which halves, and extra fields on each. */
function forgeCancel(
  db: Firestore,
  f: {
    application?: DocData | null;
    space?: DocData | null;
    asset?: ((b: WriteBatch) => void) | null;
    counter?: ((b: WriteBatch) => void) | null;
  },
): Promise<void> {
  const batch = writeBatch(db);
  if (f.application !== null)
    batch.update(
      doc(db, paths.aliceApplication),
      asUpdate({
        status: 'cancelled',
        'history.1': historyEntry('submitted', 'cancelled', uids.alice),
        ...f.application,
      }),
    );
  if (f.space !== null) {
    batch.update(
      doc(db, paths.reservedSpace),
      asUpdate({ status: 'available', reservedBy: null, applicationId: null, ...f.space }),
    );
  }
  if (f.asset !== null) (f.asset ?? planMove(db, ids.reservedSpace, 1))(batch);
  if (f.counter !== null)
    (f.counter ?? counterMove(db, uids.alice, ids.aliceApplication, -1))(batch);
  return batch.commit();
}

describe('applications (brands/{b}/applications/{id})', () => {
  const world = useWorld();
  const admin = () => world.db('admin');
  const applicationsFor = async (spaceId: string) =>
    (await getDocs(query(collection(admin(), applications), where('spaceId', '==', spaceId)))).docs;
  const spaceData = async (path: string) => (await getDoc(doc(admin(), path))).data();
  const assetData = async () => (await getDoc(doc(admin(), paths.asset))).data();
  /** plans of A-001 as stored now. */
  const storedPlans = async () => (await assetData())?.['plans'] as unknown;
  const baselinePlans = () =>
    plansOf([
      space(),
      space({ status: 'reserved', uid: uids.alice, applicationId: ids.aliceApplication }),
    ]);
  const freeCount = async () =>
    ((await storedPlans()) as Record<string, { available: number }>)[planKey]?.available;

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
    // Everyone tries to apply in alice's name (the history names the caller); alice herself and
    // staff may.
    create: {
      run: (db, uid) => apply(db, uids.alice, uid === null ? {} : { actorUid: uid }).done,
      allowed: ownerAndAdmin,
    },
    // Everyone tries alice's cancel batch; staff (and another brand's staff) try the staff move.
    update: {
      run: (db, uid) =>
        uid === uids.admin || uid === uids.brandStaff || uid === uids.otherBrandStaff
          ? moveApplication(db, {
              brandId: ids.brand,
              application: {
                id: ids.aliceApplication,
                status: 'submitted',
                assetId: ids.asset,
                spaceId: ids.reservedSpace,
                uid: uids.alice,
                historyLength: 1,
              },
              to: 'cancelled',
              adminUid: uid,
              reason: 'お客さまのご連絡により取り消します',
              space: { ...planFields, status: 'reserved', applicationId: ids.aliceApplication },
            })
          : cancel(db),
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
      const a = apply(world.db('user'), uids.alice);
      const b = apply(world.db('otherUser'), uids.bob);
      const results = await Promise.allSettled([a.done, b.done]);
      const fulfilled = results.filter((r) => r.status === 'fulfilled');
      expect(fulfilled).toHaveLength(1);
      const rejected = results.find((r) => r.status === 'rejected');
      await assertFails(Promise.reject((rejected as PromiseRejectedResult).reason));
      // The loser is told plainly that someone else was first.
      expect((rejected as PromiseRejectedResult).reason).toMatchObject({
        name: 'ApplyForSpaceError',
        reason: 'space-taken',
      });

      const winner =
        results[0]?.status === 'fulfilled'
          ? { uid: uids.alice, applicationId: a.applicationId }
          : { uid: uids.bob, applicationId: b.applicationId };
      expect(await applicationsFor(ids.freeSpace)).toHaveLength(1);
      expect(await spaceData(paths.freeSpace)).toMatchObject({
        status: 'reserved',
        reservedBy: winner.uid,
        applicationId: winner.applicationId,
      });
      expect(await freeCount()).toBe(0);
    });

    it('the same request retried still leaves one application', async () => {
      const first = apply(world.db('user'), uids.alice);
      await assertSucceeds(first.done);
      // The rules refuse the batch sent again (the application exists, the space is taken) …
      await assertFails(
        forgeApply(world.db('user'), uids.alice, { applicationId: first.applicationId }),
      );
      // … and applyForSpace, seeing its own application there, reports the first success.
      await assertSucceeds(
        apply(world.db('user'), uids.alice, { applicationId: first.applicationId }).done,
      );
      await expect(apply(world.db('user'), uids.alice).done).rejects.toMatchObject({
        reason: 'space-taken',
      });
      expect((await getDoc(doc(admin(), paths.aliceCounter))).data()).toMatchObject({
        open: 2,
        lastApplicationId: first.applicationId,
      });
      expect(await applicationsFor(ids.freeSpace)).toHaveLength(1);
      expect(
        (await getDoc(doc(admin(), `${applications}/${first.applicationId}`))).data(),
      ).toMatchObject({ status: 'submitted', uid: uids.alice });
      expect(await freeCount()).toBe(0);
    });

    it('a space already taken is refused', async () => {
      await assertFails(
        apply(world.db('otherUser'), uids.bob, { spaceId: ids.reservedSpace }).done,
      );
      await world.seedDocs({
        [`${paths.asset}/spaces/S-150`]: { ...space(), status: 'unavailable' },
      });
      await assertFails(apply(world.db('otherUser'), uids.bob, { spaceId: 'S-150' }).done);
      await world.seedDocs({
        [`${paths.asset}/spaces/S-151`]: space({
          status: 'occupied',
          uid: uids.alice,
          applicationId: 'AliceApplication0002',
        }),
      });
      await assertFails(apply(world.db('otherUser'), uids.bob, { spaceId: 'S-151' }).done);
    });

    it('a space of an unpublished asset or brand is refused', async () => {
      await assertFails(
        apply(world.db('user'), uids.alice, {
          assetId: ids.draftAsset,
          spaceId: ids.draftAssetSpace,
        }).done,
      );
      await assertFails(
        apply(world.db('user'), uids.alice, {
          brandId: ids.hiddenBrand,
          assetId: ids.hiddenBrandAsset,
          spaceId: ids.hiddenBrandSpace,
          termsVersion: 1,
        }).done,
      );
    });

    it('no part of the four (application, space, asset, counter) is accepted without the others', async () => {
      const db = world.db('user');
      const parts = ['application', 'space', 'asset', 'counter'] as const;
      // Every proper subset: each part alone, each pair, each three.
      for (let mask = 1; mask < 15; mask++) {
        const f: Forgery = {};
        parts.forEach((part, i) => {
          if ((mask & (1 << i)) === 0) f[part] = null;
        });
        await assertFails(forgeApply(db, uids.alice, f));
      }
      // The same four writes, unforged, pass: the refusals above are the missing parts.
      await assertSucceeds(forgeApply(db, uids.alice));
    });

    it('the space must be reserved for this very application', async () => {
      const db = world.db('user');
      await assertFails(forgeApply(db, uids.alice, { spaceApplicationId: 'SomeOtherApplication' }));
      // The application names one space while the batch reserves (and counts) another.
      await world.seedDocs({ [`${paths.asset}/spaces/S-152`]: space() });
      await assertFails(
        forgeApply(db, uids.alice, {
          spacePath: `${paths.asset}/spaces/S-152`,
          asset: planMove(db, 'S-152', -1),
        }),
      );
    });

    it('one application cannot hold two spaces', async () => {
      const otherAsset = `${paths.brand}/assets/A-009`;
      const secondSpaces = [
        `${paths.brand}/assets/${ids.asset}/spaces/S-103`, // same asset, other space
        `${otherAsset}/spaces/${ids.freeSpace}`, // same space id, other asset
      ];
      await world.seedDocs({
        [otherAsset]: {
          ...asset('A-009', true, plansOf([space()])),
          name: 'さくらトランク 東中野',
        },
        [secondSpaces[0]!]: space(),
        [secondSpaces[1]!]: space(),
      });
      const db = world.db('user');
      for (const second of secondSpaces) {
        const applicationId = newApplicationId();
        const hold = asUpdate({ status: 'reserved', reservedBy: uids.alice, applicationId });
        const batch = writeBatch(db);
        batch.set(
          doc(db, `${applications}/${applicationId}`),
          newApplication(uids.alice, ids.freeSpace, applicationId),
        );
        batch.update(doc(db, paths.freeSpace), hold);
        batch.update(doc(db, second), hold);
        planMove(db, ids.freeSpace, -1)(batch);
        counterMove(db, uids.alice, applicationId, 1)(batch);
        await assertFails(batch.commit());
        expect(await spaceData(second)).toMatchObject({ status: 'available' });
      }
      expect(await applicationsFor(ids.freeSpace)).toHaveLength(0);
    });
    it('the space half takes the server time', async () => {
      const db = world.db('user');
      const applicationId = newApplicationId();
      const batch = writeBatch(db);
      batch.set(
        doc(db, `${applications}/${applicationId}`),
        newApplication(uids.alice, ids.freeSpace, applicationId),
      );
      counterMove(db, uids.alice, applicationId, 1)(batch);
      batch.update(
        doc(db, paths.freeSpace),
        toLite({
          status: 'reserved',
          reservedBy: uids.alice,
          applicationId,
          updatedAt: new Date('2026-04-01T00:00:00Z'),
        }),
      );
      planMove(db, ids.freeSpace, -1)(batch);
      await assertFails(batch.commit());
    });
    it('the client id must be an SDK auto id', async () => {
      await assertFails(
        apply(world.db('user'), uids.alice, { applicationId: 'my-application' }).done,
      );
    });

    it('the agreed terms version must be the current one', async () => {
      await assertFails(apply(world.db('user'), uids.alice, { termsVersion: 1 }).done);
      await assertFails(apply(world.db('user'), uids.alice, { termsVersion: 3 }).done);
    });
  });

  describe('privilege escalation on apply', () => {
    it('cannot apply in the name of another person', async () => {
      await assertFails(apply(world.db('otherUser'), uids.alice).done);
    });
    it('cannot start in any status but submitted', async () => {
      for (const status of ['approved', 'contracted']) {
        await assertFails(
          forgeApply(world.db('user'), uids.alice, {
            application: (d) => ({
              ...d,
              status,
              history: { '0': historyEntry(null, status, uids.alice) },
            }),
          }),
        );
      }
    });
    it('the space half cannot change fees or anything but the holder', async () => {
      const db = world.db('user');
      for (const extra of [{ monthlyFee: 1 }, { adminFee: 0 }, { label: 'VIP' }])
        await assertFails(forgeApply(db, uids.alice, { space: extra }));
      expect(await applicationsFor(ids.freeSpace)).toHaveLength(0);
    });
    it('carries the staff’s search keys (issue 32): without them, or malformed, it is refused', async () => {
      const db = world.db('user');
      for (const search of [
        undefined,
        null,
        { name: 'さとうはなこ' },
        { name: '', kana: 'x' },
        'x',
      ]) {
        await assertFails(
          forgeApply(db, uids.alice, {
            application: (d) => {
              const { search: _kept, ...rest } = d;
              return search === undefined ? rest : { ...rest, search };
            },
          }),
        );
      }
      await assertSucceeds(forgeApply(db, uids.alice));
    });
    it('cannot add fields such as fees', async () => {
      await assertFails(
        forgeApply(world.db('user'), uids.alice, {
          application: (d) => ({ ...d, monthlyFee: 0 }),
        }),
      );
    });
    it('validates the applicant fields', async () => {
      const bad: Partial<ApplicantFields>[] = [
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
      ];
      for (const override of bad)
        await assertFails(apply(world.db('user'), uids.alice, { applicant: override }).done);
      await assertFails(
        forgeApply(world.db('user'), uids.alice, {
          application: (d) => ({ ...d, termsVersion: '2' }),
        }),
      );
    });
    it('missing required fields are refused', async () => {
      for (const key of ['birthDate', 'history', 'identityDocumentPath', 'terminationRequest']) {
        await assertFails(
          forgeApply(world.db('user'), uids.alice, {
            application: (d) => Object.fromEntries(Object.entries(d).filter(([k]) => k !== key)),
          }),
        );
      }
    });
  });

  describe('cancelling by the applicant frees the space', () => {
    it('cancel batch: application cancelled, space available, and another user can then apply', async () => {
      await assertSucceeds(cancel(world.db('user')));
      expect((await getDoc(doc(admin(), paths.aliceApplication))).data()).toMatchObject({
        status: 'cancelled',
      });
      expect(await spaceData(paths.reservedSpace)).toMatchObject({
        status: 'available',
        reservedBy: null,
        applicationId: null,
      });
      expect(await freeCount()).toBe(2);
      await assertSucceeds(
        apply(world.db('otherUser'), uids.bob, { spaceId: ids.reservedSpace }).done,
      );
      expect(await freeCount()).toBe(1);
    });
    it('apply then cancel round trip', async () => {
      const applied = apply(world.db('otherUser'), uids.bob);
      await assertSucceeds(applied.done);
      await assertSucceeds(
        cancel(world.db('otherUser'), {
          spaceId: ids.freeSpace,
          applicationId: applied.applicationId,
          uid: uids.bob,
        }),
      );
      expect(await spaceData(paths.freeSpace)).toMatchObject({ status: 'available' });
    });
    it('no part of the cancel (application, space, asset, counter) is accepted without the others', async () => {
      const db = world.db('user');
      const parts = ['application', 'space', 'asset', 'counter'] as const;
      for (let mask = 1; mask < 15; mask++) {
        const f: Parameters<typeof forgeCancel>[1] = {};
        parts.forEach((part, i) => {
          if ((mask & (1 << i)) === 0) f[part] = null;
        });
        await assertFails(forgeCancel(db, f));
      }
      await assertSucceeds(forgeCancel(db, {}));
    });
    it('the cancel batch changes nothing but the statuses and holder', async () => {
      const db = world.db('user');
      await assertFails(forgeCancel(db, { application: { name: '山田 太郎' } }));
      await assertFails(forgeCancel(db, { application: { startDate: '2027-01-01' } }));
      await assertFails(forgeCancel(db, { space: { monthlyFee: 1 } }));
      await assertFails(forgeCancel(db, { space: { label: 'VIP' } }));
      const clientTime = (batch: WriteBatch) => {
        batch.update(
          doc(db, paths.aliceApplication),
          asUpdate({
            status: 'cancelled',
            'history.1': historyEntry('submitted', 'cancelled', uids.alice),
          }),
        );
        counterMove(db, uids.alice, ids.aliceApplication, -1)(batch);
        batch.update(
          doc(db, paths.reservedSpace),
          toLite({
            status: 'available',
            reservedBy: null,
            applicationId: null,
            updatedAt: new Date('2026-04-01T00:00:00Z'),
          }),
        );
        planMove(db, ids.reservedSpace, 1)(batch);
      };
      const batch = writeBatch(db);
      clientTime(batch);
      await assertFails(batch.commit());
      expect(await spaceData(paths.reservedSpace)).toMatchObject({ status: 'reserved' });
      await assertSucceeds(forgeCancel(db, {}));
    });
    it('only while submitted', async () => {
      await world.seedDocs({
        [paths.aliceApplication]: application(uids.alice, ids.reservedSpace, 'approved'),
      });
      await assertFails(cancel(world.db('user')));
    });
    it('another user cannot cancel it', async () => {
      await assertFails(cancel(world.db('otherUser')));
    });
    it("another user cannot free or take over alice's reserved space", async () => {
      const bob = world.db('otherUser');
      await assertFails(
        updateDoc(
          doc(bob, paths.reservedSpace),
          asUpdate({ status: 'available', reservedBy: null, applicationId: null }),
        ),
      );
      await assertFails(forgeCancel(bob, { application: null, counter: null }));
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
      const free = (db: Firestore) => forgeCancel(db, { application: null, counter: null });
      await assertFails(free(world.db('otherUser')));
      await assertSucceeds(free(world.db('user')));
      expect(await freeCount()).toBe(2);
    });
    it('a holder can still cancel after the asset is unpublished', async () => {
      await world.seedDocs({
        [paths.asset]: asset(ids.asset, false, baselinePlans()),
      });
      await assertSucceeds(cancel(world.db('user')));
      expect(await freeCount()).toBe(2);
    });
    it('a space cannot be held again for an application that already exists', async () => {
      // Staff freed the space but left the application submitted: re-pointing the space at it
      // would reserve without a new application.
      await world.seedDocs({ [paths.reservedSpace]: space() });
      const db = world.db('user');
      const batch = writeBatch(db);
      batch.update(
        doc(db, paths.reservedSpace),
        asUpdate({
          status: 'reserved',
          reservedBy: uids.alice,
          applicationId: ids.aliceApplication,
        }),
      );
      planMove(db, ids.reservedSpace, -1)(batch);
      await assertFails(batch.commit());
    });
    it('cancelling cannot leave the space held under another id', async () => {
      const db = world.db('user');
      const batch = writeBatch(db);
      batch.update(
        doc(db, paths.aliceApplication),
        asUpdate({
          status: 'cancelled',
          'history.1': historyEntry('submitted', 'cancelled', uids.alice),
        }),
      );
      counterMove(db, uids.alice, ids.aliceApplication, -1)(batch);
      batch.update(doc(db, paths.reservedSpace), asUpdate({ applicationId: newApplicationId() }));
      planMove(db, ids.reservedSpace, 1)(batch);
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

  describe('the plan summary on the asset follows every move', () => {
    const assetRef = (db: Firestore) => doc(db, paths.asset);
    const available = (key = planKey) => new FieldPath('plans', key, 'available');
    /** An asset half written by hand: field/value pairs after the first. */
    const rawAssetHalf =
      (db: Firestore, field: string | FieldPath, value: unknown, ...more: unknown[]) =>
      (batch: WriteBatch) =>
        batch.update(assetRef(db), field, value, ...more);
    const otherPlan = {
      type: 'outdoor' as const,
      monthlyFee: 4400,
      areaM2: 1.44,
      total: 1,
      available: 1,
    };

    it('apply takes one off the plan and names the space; cancel gives it back', async () => {
      const before = await storedPlans();
      expect(before).toEqual(baselinePlans());
      const applied = apply(world.db('otherUser'), uids.bob);
      await assertSucceeds(applied.done);
      expect(await freeCount()).toBe(0);
      expect((await assetData())?.['lastSpaceMove']).toBe(ids.freeSpace);
      await assertSucceeds(
        cancel(world.db('otherUser'), {
          spaceId: ids.freeSpace,
          applicationId: applied.applicationId,
          uid: uids.bob,
        }),
      );
      expect(await storedPlans()).toEqual(before);
    });

    it('the asset half alone is refused, taking or giving back', async () => {
      const db = world.db('user');
      const alone = (f: (b: WriteBatch) => void) => {
        const batch = writeBatch(db);
        f(batch);
        return batch.commit();
      };
      await assertFails(alone(planMove(db, ids.freeSpace, -1)));
      await assertFails(alone(planMove(db, ids.reservedSpace, 1)));
      await assertFails(alone(planMove(db, ids.freeSpace, 1)));
      expect(await storedPlans()).toEqual(baselinePlans());
    });

    it('a wrong plan key or a wrong delta is refused', async () => {
      await world.seedDocs({
        [paths.asset]: asset(ids.asset, true, {
          ...baselinePlans(),
          outdoor_4400_120x120: otherPlan,
        }),
      });
      const db = world.db('user');
      const wrongKey = rawAssetHalf(
        db,
        available('outdoor_4400_120x120'),
        increment(-1),
        'lastSpaceMove',
        ids.freeSpace,
      );
      await assertFails(forgeApply(db, uids.alice, { asset: wrongKey }));
      const missingKey = rawAssetHalf(
        db,
        available('indoor_8800_180x120'),
        increment(-1),
        'lastSpaceMove',
        ids.freeSpace,
      );
      await assertFails(forgeApply(db, uids.alice, { asset: missingKey }));
      for (const delta of [-2, 0, 1]) {
        const wrongDelta = rawAssetHalf(
          db,
          available(),
          increment(delta),
          'lastSpaceMove',
          ids.freeSpace,
        );
        await assertFails(forgeApply(db, uids.alice, { asset: wrongDelta }));
      }
      // A computed value is judged the same way: 1 → 0 passes, 1 → 1 does not.
      await assertFails(
        forgeApply(db, uids.alice, {
          asset: rawAssetHalf(db, available(), 1, 'lastSpaceMove', ids.freeSpace),
        }),
      );
      await assertFails(forgeCancel(db, { asset: planMove(db, ids.reservedSpace, -1) }));
      await assertSucceeds(
        forgeApply(db, uids.alice, {
          asset: rawAssetHalf(db, available(), 0, 'lastSpaceMove', ids.freeSpace),
        }),
      );
    });

    it('the batch must name the moved space in lastSpaceMove', async () => {
      const db = world.db('user');
      for (const named of [ids.reservedSpace, 'S-999']) {
        await assertFails(
          forgeApply(db, uids.alice, {
            asset: rawAssetHalf(db, available(), increment(-1), 'lastSpaceMove', named),
          }),
        );
      }
      await assertFails(
        forgeApply(db, uids.alice, { asset: rawAssetHalf(db, available(), increment(-1)) }),
      );
    });

    it('a lastSpaceMove left naming this space by an earlier move does not stand in for the asset half', async () => {
      const db = world.db('user');
      await world.seedDocs({
        [paths.asset]: {
          ...asset(ids.asset, true, baselinePlans()),
          lastSpaceMove: ids.reservedSpace,
        },
      });
      await assertFails(forgeCancel(db, { asset: null }));
      await world.seedDocs({
        [paths.asset]: { ...asset(ids.asset, true, baselinePlans()), lastSpaceMove: ids.freeSpace },
      });
      await assertFails(forgeApply(db, uids.alice, { asset: null }));
      await assertSucceeds(forgeApply(db, uids.alice));
    });

    it('a count that would leave 0…total is refused (the asset would no longer parse)', async () => {
      const db = world.db('user');
      const stale = (available: number) => ({
        [planKey]: { ...baselinePlans()[planKey]!, available },
      });
      // Staff left the summary wrong: a move must not push it below 0 or above total.
      await world.seedDocs({ [paths.asset]: asset(ids.asset, true, stale(0)) });
      await assertFails(apply(db, uids.alice).done);
      await world.seedDocs({ [paths.asset]: asset(ids.asset, true, stale(2)) });
      await assertFails(cancel(db));
      await world.seedDocs({ [paths.asset]: asset(ids.asset, true, stale(1)) });
      await assertSucceeds(cancel(db));
    });

    it('total, the fee, the area, another plan or another field of the asset cannot change with it', async () => {
      await world.seedDocs({
        [paths.asset]: asset(ids.asset, true, {
          ...baselinePlans(),
          outdoor_4400_120x120: otherPlan,
        }),
      });
      const db = world.db('user');
      const withMore = (...more: unknown[]) =>
        rawAssetHalf(db, available(), increment(-1), 'lastSpaceMove', ids.freeSpace, ...more);
      const extras: unknown[][] = [
        [new FieldPath('plans', planKey, 'total'), increment(-1)],
        [new FieldPath('plans', planKey, 'monthlyFee'), 1],
        [new FieldPath('plans', planKey, 'areaM2'), 100],
        [new FieldPath('plans', 'outdoor_4400_120x120', 'available'), increment(1)],
        [new FieldPath('plans', 'outdoor_4400_120x120', 'total'), 5],
        [new FieldPath('plans', 'indoor_1_1x1'), otherPlan],
        ['name', '乗っ取り'],
        ['published', false],
      ];
      for (const extra of extras)
        await assertFails(forgeApply(db, uids.alice, { asset: withMore(...extra) }));
      await assertSucceeds(forgeApply(db, uids.alice, { asset: withMore() }));
    });

    it('two spaces of one plan in one batch cannot share one decrement', async () => {
      const second = `${paths.asset}/spaces/S-103`;
      await world.seedDocs({
        [second]: space(),
        [paths.asset]: asset(
          ids.asset,
          true,
          plansOf([
            space(),
            space(),
            space({ status: 'reserved', uid: uids.alice, applicationId: ids.aliceApplication }),
          ]),
        ),
      });
      const db = world.db('user');
      for (const named of [ids.freeSpace, 'S-103']) {
        const batch = writeBatch(db);
        for (const [spaceId, path] of [
          [ids.freeSpace, paths.freeSpace],
          ['S-103', second],
        ] as const) {
          const applicationId = newApplicationId();
          batch.set(
            doc(db, `${applications}/${applicationId}`),
            newApplication(uids.alice, spaceId, applicationId),
          );
          // (Both applications need the counter to name them, so that refuses the batch too.)
          counterMove(db, uids.alice, applicationId, 1)(batch);
          batch.update(
            doc(db, path),
            asUpdate({ status: 'reserved', reservedBy: uids.alice, applicationId }),
          );
        }
        planMove(db, named, -1)(batch);
        await assertFails(batch.commit());
      }
      expect(await freeCount()).toBe(2);
      // One batch each, at the same moment: both count (increment, not a value read earlier).
      const [a, b] = await Promise.allSettled([
        apply(world.db('user'), uids.alice).done,
        apply(world.db('otherUser'), uids.bob, { spaceId: 'S-103' }).done,
      ]);
      expect([a?.status, b?.status]).toEqual(['fulfilled', 'fulfilled']);
      expect(await freeCount()).toBe(0);
    });

    it('a user cannot touch plans otherwise', async () => {
      const alice = world.db('user');
      const set = (db: Firestore, ...pairs: unknown[]) =>
        updateDoc(assetRef(db), pairs[0] as string | FieldPath, pairs[1], ...pairs.slice(2));
      await assertFails(set(alice, available(), increment(1), 'lastSpaceMove', ids.freeSpace));
      await assertFails(set(alice, available(), increment(1), 'lastSpaceMove', ids.reservedSpace));
      await assertFails(set(alice, available(), increment(-1), 'lastSpaceMove', ids.freeSpace));
      await assertFails(set(alice, 'lastSpaceMove', ids.freeSpace));
      await assertFails(set(alice, 'plans', {}));
      await assertFails(set(alice, new FieldPath('plans', planKey), null));
      await assertFails(set(world.db('otherUser'), available(), 5));
      await assertFails(
        set(world.db('signedOut'), available(), increment(1), 'lastSpaceMove', ids.freeSpace),
      );
      expect(await storedPlans()).toEqual(baselinePlans());
    });

    it('staff may rewrite the summary (validated as a map of at most 50) with or without editing the asset', async () => {
      const staff = admin();
      await assertSucceeds(updateDoc(assetRef(staff), { plans: {}, lastSpaceMove: null }));
      await assertSucceeds(
        updateDoc(
          assetRef(staff),
          asUpdate({ plans: baselinePlans(), lastSpaceMove: ids.freeSpace, name: '新しい名前' }),
        ),
      );
      const plans = (n: number) =>
        Object.fromEntries(
          Array.from({ length: n }, (_, i) => [`indoor_8800_${i + 1}x100`, otherPlan]),
        );
      await assertSucceeds(updateDoc(assetRef(staff), { plans: plans(50) }));
      await assertFails(updateDoc(assetRef(staff), { plans: plans(51) }));
      await assertFails(updateDoc(assetRef(staff), { plans: [] }));
      await assertFails(updateDoc(assetRef(staff), { lastSpaceMove: 'S'.repeat(65) }));
      await assertFails(updateDoc(assetRef(staff), { lastSpaceMove: 7 }));
      // Editing anything else still takes the server time.
      await assertFails(updateDoc(assetRef(staff), { plans: {}, name: 'もう一つの名前' }));
    });
  });

  describe('admin transitions', () => {
    const seedStatus = (status: string) =>
      world.seedDocs({
        [paths.aliceApplication]: application(uids.alice, ids.reservedSpace, status),
      });
    /** The staff member's raw status write, with its one history entry. */
    const moveTo = async (to: string) => {
      const stored = (await getDoc(doc(admin(), paths.aliceApplication))).data()!;
      const from = stored['status'] as string;
      const next = String(Object.keys(stored['history'] as object).length);
      return updateDoc(
        doc(admin(), paths.aliceApplication),
        asUpdate({
          status: to,
          [`history.${next}`]: {
            ...historyEntry(from, to, uids.admin),
            // 却下 and 取消 by staff say why (test/rules/application-lifecycle.test.ts).
            ...(to === 'rejected' || to === 'cancelled'
              ? { reason: '区画の準備ができないため' }
              : {}),
          },
          ...(to === 'contracted' ? { contract: contractField() } : {}),
        }),
      );
    };
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
