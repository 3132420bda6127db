/**
 * What happens to an application after it is made: its status history (only ever one new entry
 * per status change, by the caller at the server's time), the per-brand cap on open
 * applications (applicationCounters), 解約のお申し出 (terminationRequest), the identity document
 * path, and staff moves with their space, plan and counter effects. The writes are the app's own
 * (src/features/applications/api); the forged ones are what a user or staff member could send.
 */
import { aliceContract, contractField } from './support/contract';
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  increment,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import { addPlanMove } from '@/features/applications/api/batch-halves';
import {
  applyForSpace,
  type ApplyForSpaceInput,
} from '@/features/applications/api/apply-for-space';
import { cancelApplication } from '@/features/applications/api/cancel-application';
import {
  ApplicationMoveError,
  moveApplication,
  type MoveApplicationInput,
} from '@/features/applications/api/move-application';
import { newApplicationId } from '@/features/applications/api/new-application-id';
import { requestTermination } from '@/features/applications/api/request-termination';
import type { ApplicationStatus } from '@/lib/model/application';
import type { SpaceStatus } from '@/lib/model/space';
import { monthEndAfter } from '@/lib/model/termination-rule';
import { todayInJapan } from '@/utils/today-in-japan';
import {
  applicationPathOf,
  applicationsPath,
  counterMove,
  counterPathOf,
  historyEntry,
  newApplication,
  referenceClaim,
} from './support/application-writes';
import { clientTime } from './support/client-time';
import { assertFails, assertSucceeds } from './support/harness';
import { adminOnly, describeMatrix, ownerAndAdmin } from './support/matrix';
import { useWorld } from './support/use-world';
import { asUpdate, toLite } from './support/values';
import {
  application,
  applicationCounter,
  asset,
  historyFor,
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

const extraSpaces = ['S-103', 'S-104', 'S-105'] as const;
const spacePath = (spaceId: string) => `${paths.asset}/spaces/${spaceId}`;

/** alice's application as staff type one in by hand (taken by phone): no 受付番号 claimed. */
function phoneApplication(id: string): DocData {
  const { reference: _reference, ...fields } = newApplication(uids.alice, ids.freeSpace, id);
  return fields;
}

describe('application lifecycle', () => {
  const world = useWorld();
  const admin = () => world.db('admin');
  const read = async (path: string) => (await getDoc(doc(admin(), path))).data();
  const counterOf = async (uid: string) => read(counterPathOf(uid));
  const freeCount = async () =>
    ((await read(paths.asset))?.['plans'] as Record<string, { available: number }>)[planKey]
      ?.available;

  /** The app's apply batch for `spaceId` of A-001, as `uid`. */
  function apply(db: Firestore, uid: string, o: Partial<ApplyForSpaceInput> = {}) {
    const applicationId = o.applicationId ?? newApplicationId();
    const done = applyForSpace(db, {
      brandId: ids.brand,
      assetId: ids.asset,
      spaceId: ids.freeSpace,
      space: planFields,
      uid,
      applicant: {
        name: '山田 花子',
        kana: 'ヤマダ ハナコ',
        email: 'alice@example.jp',
        phone: '090-1234-5678',
        postalCode: '150-0001',
        prefecture: '東京都',
        city: '渋谷区',
        addressLine: '神宮前1-1-1',
        birthDate: '1990-05-05',
        startDate: '2026-05-01',
      },
      termsVersion: 2,
      applicationId,
      identityDocumentPath: identityDocumentOf(uid, applicationId),
      ...o,
    });
    return { applicationId, done };
  }

  /** The app's cancel batch for a submitted application with one history entry. */
  const cancel = (db: Firestore, uid: string, applicationId: string, spaceId: string) =>
    cancelApplication(db, {
      brandId: ids.brand,
      assetId: ids.asset,
      spaceId,
      space: planFields,
      applicationId,
      uid,
      historyLength: 1,
    });

  /** Staff move of alice's application as read now (status, history length, space). */
  async function move(
    to: ApplicationStatus,
    db: Firestore = admin(),
    adminUid: string = uids.admin,
    reason: string | undefined = to === 'rejected' || to === 'cancelled'
      ? '書類の確認が取れなかったため'
      : undefined,
  ) {
    const app = (await read(paths.aliceApplication))!;
    const s = (await read(paths.reservedSpace))!;
    const input: MoveApplicationInput = {
      brandId: ids.brand,
      application: {
        id: ids.aliceApplication,
        status: app['status'] as ApplicationStatus,
        assetId: ids.asset,
        spaceId: ids.reservedSpace,
        uid: uids.alice,
        historyLength: Object.keys(app['history'] as object).length,
      },
      to,
      adminUid,
      ...(reason === undefined ? {} : { reason }),
      space: {
        ...planFields,
        status: s['status'] as SpaceStatus,
        applicationId: s['applicationId'] as string | null,
      },
      ...(to === 'contracted' ? { contract: aliceContract() } : {}),
    };
    return moveApplication(db, input);
  }

  /** Seeds alice's application in `status` (with its history), the space and counter to match. */
  async function seedAlice(status: ApplicationStatus, extra: DocData = {}) {
    const holds = ['submitted', 'approved', 'contracted'].includes(status);
    const reserved = space({
      status: status === 'contracted' ? 'occupied' : 'reserved',
      uid: uids.alice,
      applicationId: ids.aliceApplication,
    });
    const spaceNow = holds ? reserved : space();
    await world.seedDocs({
      [paths.aliceApplication]: { ...application(uids.alice, ids.reservedSpace, status), ...extra },
      [paths.reservedSpace]: spaceNow,
      [paths.asset]: asset(ids.asset, true, plansOf([space(), spaceNow])),
      [paths.aliceCounter]: applicationCounter(
        status === 'submitted' ? 1 : 0,
        ids.aliceApplication,
      ),
    });
  }

  describe('open-application counter (applicationCounters/{uid})', () => {
    describeMatrix(world, {
      get: { run: (db) => getDoc(doc(db, paths.aliceCounter)), allowed: ownerAndAdmin },
      list: {
        run: (db) => getDocs(collection(db, `${paths.brand}/applicationCounters`)),
        allowed: adminOnly,
      },
      // Written directly (not by an apply or cancel batch): staff only.
      create: {
        before: () => world.deleteDocs([paths.aliceCounter]),
        run: (db) =>
          setDoc(doc(db, paths.aliceCounter), {
            open: 1,
            lastApplicationId: ids.aliceApplication,
            updatedAt: serverTimestamp(),
          }),
        allowed: adminOnly,
      },
      update: {
        run: (db) =>
          setDoc(doc(db, paths.aliceCounter), {
            open: 0,
            lastApplicationId: null,
            updatedAt: serverTimestamp(),
          }),
        allowed: adminOnly,
      },
      delete: { run: (db) => deleteDoc(doc(db, paths.aliceCounter)), allowed: adminOnly },
    });

    it('caps a user at 3 submitted applications per brand; a cancel makes room again', async () => {
      const spaces = [
        space(),
        space({ status: 'reserved', uid: uids.alice, applicationId: ids.aliceApplication }),
      ];
      const extra = Object.fromEntries(extraSpaces.map((id) => [spacePath(id), space()]));
      await world.seedDocs({
        ...extra,
        [paths.asset]: asset(
          ids.asset,
          true,
          plansOf([...spaces, ...extraSpaces.map(() => space())]),
        ),
      });
      const db = world.db('user');
      const second = apply(db, uids.alice);
      await assertSucceeds(second.done);
      await assertSucceeds(apply(db, uids.alice, { spaceId: 'S-103' }).done);
      expect(await counterOf(uids.alice)).toMatchObject({ open: 3 });

      const fourth = apply(db, uids.alice, { spaceId: 'S-104' });
      await assertFails(fourth.done);
      await expect(fourth.done).rejects.toMatchObject({
        name: 'ApplyForSpaceError',
        reason: 'open-limit',
      });
      expect(await read(spacePath('S-104'))).toMatchObject({ status: 'available' });
      expect(await read(applicationPathOf(fourth.applicationId))).toBeUndefined();
      expect(await counterOf(uids.alice)).toMatchObject({ open: 3 });

      await assertSucceeds(cancel(db, uids.alice, second.applicationId, ids.freeSpace));
      expect(await counterOf(uids.alice)).toMatchObject({
        open: 2,
        lastApplicationId: second.applicationId,
      });
      await assertSucceeds(apply(db, uids.alice, { spaceId: 'S-104' }).done);
      expect(await counterOf(uids.alice)).toMatchObject({ open: 3 });
      // Another user's cap is their own.
      await assertSucceeds(apply(world.db('otherUser'), uids.bob, { spaceId: 'S-105' }).done);
      expect(await counterOf(uids.bob)).toMatchObject({ open: 1 });
    });

    it('a user cannot reset, lower, raise or delete their count outside an apply or cancel', async () => {
      const db = world.db('user');
      const counter = doc(db, paths.aliceCounter);
      const now = { updatedAt: serverTimestamp() };
      await assertFails(setDoc(counter, { open: 0, lastApplicationId: null, ...now }));
      await assertFails(updateDoc(counter, { open: increment(-1), ...now }));
      await assertFails(
        updateDoc(counter, {
          open: increment(-1),
          lastApplicationId: ids.aliceApplication,
          ...now,
        }),
      );
      // +1 naming an application that already existed before the write.
      await assertFails(
        updateDoc(counter, { open: increment(1), lastApplicationId: ids.aliceApplication, ...now }),
      );
      await assertFails(updateDoc(counter, { lastApplicationId: null, ...now }));
      await assertFails(deleteDoc(counter));
      // Someone else's counter, even tied to a real cancel of theirs.
      await assertFails(
        setDoc(doc(world.db('otherUser'), paths.aliceCounter), {
          open: 0,
          lastApplicationId: null,
          ...now,
        }),
      );
      expect(await counterOf(uids.alice)).toMatchObject({ open: 1 });
    });

    it('an apply must add exactly one, for this very application', async () => {
      const db = world.db('user');
      const forge = (counter: (id: string) => (b: ReturnType<typeof writeBatch>) => void) => {
        const id = newApplicationId();
        const batch = writeBatch(db);
        batch.set(doc(db, applicationPathOf(id)), newApplication(uids.alice, ids.freeSpace, id));
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
        counter(id)(batch);
        referenceClaim(db, id)(batch);
        return batch.commit();
      };
      await assertFails(forge((id) => counterMove(db, uids.alice, id, 2)));
      await assertFails(forge((id) => counterMove(db, uids.alice, id, 0)));
      await assertFails(forge(() => counterMove(db, uids.alice, ids.aliceApplication, 1)));
      await assertFails(forge((id) => counterMove(db, uids.bob, id, 1)));
      // A first application when no counter exists yet: it is created at 1, not more.
      await world.deleteDocs([paths.aliceCounter]);
      await assertFails(
        forge(
          (id) => (b) =>
            b.set(doc(db, paths.aliceCounter), {
              open: 2,
              lastApplicationId: id,
              updatedAt: serverTimestamp(),
            }),
        ),
      );
      await assertSucceeds(forge((id) => counterMove(db, uids.alice, id, 1)));
      expect(await counterOf(uids.alice)).toMatchObject({ open: 1 });
    });

    it('a cancel must take off exactly one, for the application it cancels', async () => {
      const db = world.db('user');
      const forge = (counter: ((b: ReturnType<typeof writeBatch>) => void) | null) => {
        const batch = writeBatch(db);
        batch.update(
          doc(db, paths.aliceApplication),
          asUpdate({
            status: 'cancelled',
            'history.1': historyEntry('submitted', 'cancelled', uids.alice),
          }),
        );
        batch.update(
          doc(db, paths.reservedSpace),
          asUpdate({ status: 'available', reservedBy: null, applicationId: null }),
        );
        addPlanMove(
          batch,
          db,
          { brandId: ids.brand, assetId: ids.asset, spaceId: ids.reservedSpace, space: planFields },
          1,
        );
        counter?.(batch);
        return batch.commit();
      };
      await assertFails(forge(null));
      await assertFails(forge(counterMove(db, uids.alice, ids.aliceApplication, -2)));
      await assertFails(forge(counterMove(db, uids.alice, newApplicationId(), -1)));
      await assertSucceeds(forge(counterMove(db, uids.alice, ids.aliceApplication, -1)));
      expect(await counterOf(uids.alice)).toMatchObject({ open: 0 });
      // The same cancellation cannot be counted twice.
      await assertFails(
        updateDoc(doc(db, paths.aliceCounter), {
          open: increment(-1),
          lastApplicationId: ids.aliceApplication,
          updatedAt: serverTimestamp(),
        }),
      );
    });

    it('two applications in one batch cannot share one count, applying or cancelling', async () => {
      // Two spaces of two assets, so each application has its own plan move: only the count is shared.
      const otherAsset = `${paths.brand}/assets/A-009`;
      const otherSpace = `${otherAsset}/spaces/S-901`;
      await world.seedDocs({
        [otherAsset]: asset('A-009', true, plansOf([space()])),
        [otherSpace]: space(),
      });
      const db = world.db('user');
      const spaces = [
        { assetId: ids.asset, spaceId: ids.freeSpace, path: paths.freeSpace },
        { assetId: 'A-009', spaceId: 'S-901', path: otherSpace },
      ];
      const appIds = spaces.map(() => newApplicationId());
      const applyBoth = (counted: number) => {
        const batch = writeBatch(db);
        spaces.forEach((s, i) => {
          const id = appIds[i]!;
          batch.set(doc(db, applicationPathOf(id)), {
            ...newApplication(uids.alice, s.spaceId, id),
            assetId: s.assetId,
          });
          batch.update(
            doc(db, s.path),
            asUpdate({ status: 'reserved', reservedBy: uids.alice, applicationId: id }),
          );
          addPlanMove(
            batch,
            db,
            { brandId: ids.brand, assetId: s.assetId, spaceId: s.spaceId, space: planFields },
            -1,
          );
        });
        counterMove(db, uids.alice, appIds[0]!, counted)(batch);
        return batch.commit();
      };
      await assertFails(applyBoth(1));
      // (+2 is refused by the counter's own rule, which allows only +1.)
      await assertFails(applyBoth(2));

      // Both made one at a time, then cancelled together with one decrement.
      for (const [i, s] of spaces.entries()) {
        await assertSucceeds(
          apply(db, uids.alice, {
            assetId: s.assetId,
            spaceId: s.spaceId,
            applicationId: appIds[i]!,
            identityDocumentPath: identityDocumentOf(uids.alice, appIds[i]!),
          }).done,
        );
      }
      expect(await counterOf(uids.alice)).toMatchObject({ open: 3 });
      const cancelBoth = writeBatch(db);
      spaces.forEach((s, i) => {
        cancelBoth.update(
          doc(db, applicationPathOf(appIds[i]!)),
          asUpdate({
            status: 'cancelled',
            'history.1': historyEntry('submitted', 'cancelled', uids.alice),
          }),
        );
        cancelBoth.update(
          doc(db, s.path),
          asUpdate({ status: 'available', reservedBy: null, applicationId: null }),
        );
        addPlanMove(
          cancelBoth,
          db,
          { brandId: ids.brand, assetId: s.assetId, spaceId: s.spaceId, space: planFields },
          1,
        );
      });
      counterMove(db, uids.alice, appIds[0]!, -1)(cancelBoth);
      await assertFails(cancelBoth.commit());
      expect(await counterOf(uids.alice)).toMatchObject({ open: 3 });
    });

    it('a decrement must name an application cancelled in this very write', async () => {
      // The count is off by one (left high by hand) and alice's application was cancelled earlier:
      // that old cancellation cannot pay for a decrement now.
      await seedAlice('cancelled');
      await world.seedDocs({ [paths.aliceCounter]: applicationCounter(1, ids.aliceApplication) });
      await assertFails(
        updateDoc(doc(world.db('user'), paths.aliceCounter), {
          open: increment(-1),
          lastApplicationId: ids.aliceApplication,
          updatedAt: serverTimestamp(),
        }),
      );
    });

    it('staff may write any value from 0 to 3, and nothing else', async () => {
      const counter = doc(admin(), paths.aliceCounter);
      const write = (open: unknown, lastApplicationId: unknown = null) =>
        setDoc(counter, { open, lastApplicationId, updatedAt: serverTimestamp() });
      await assertSucceeds(write(3, ids.aliceApplication));
      await assertSucceeds(write(0));
      await assertFails(write(4));
      await assertFails(write(-1));
      await assertFails(write(1.5));
      await assertFails(write(1, 'not-an-auto-id'));
      // The same write with a time of the client's own: refused for the time alone.
      await assertFails(
        setDoc(counter, { open: 1, lastApplicationId: null, updatedAt: await clientTime(world) }),
      );
      await assertSucceeds(write(1));
      await assertFails(
        setDoc(counter, {
          open: 1,
          lastApplicationId: null,
          updatedAt: serverTimestamp(),
          note: '',
        }),
      );
    });
  });

  describe('status history', () => {
    it('apply writes the first entry: the applicant, the server time, null → submitted', async () => {
      const applied = apply(world.db('user'), uids.alice);
      await assertSucceeds(applied.done);
      const stored = (await read(applicationPathOf(applied.applicationId)))!;
      expect(stored['history']).toEqual({
        '0': { at: stored['createdAt'], by: uids.alice, from: null, to: 'submitted' },
      });
      expect(stored['terminationRequest']).toBeNull();
    });

    it('a cancel and every staff move add one entry each, by whoever made them', async () => {
      await assertSucceeds(move('approved'));
      await assertSucceeds(move('contracted'));
      await assertSucceeds(move('ended'));
      const stored = (await read(paths.aliceApplication))!;
      const history = stored['history'] as Record<string, DocData>;
      expect(Object.keys(history).sort()).toEqual(['0', '1', '2', '3']);
      expect(history['0']).toEqual(toLite(historyFor(uids.alice, 'submitted'))['0']);
      expect(history['3']).toEqual({
        at: stored['updatedAt'],
        by: uids.admin,
        from: 'contracted',
        to: 'ended',
      });

      const applied = apply(world.db('otherUser'), uids.bob);
      await assertSucceeds(applied.done);
      await assertSucceeds(
        cancel(world.db('otherUser'), uids.bob, applied.applicationId, ids.freeSpace),
      );
      const bobs = (await read(applicationPathOf(applied.applicationId)))!;
      expect((bobs['history'] as Record<string, DocData>)['1']).toEqual({
        at: bobs['updatedAt'],
        by: uids.bob,
        from: 'submitted',
        to: 'cancelled',
      });
    });

    it('staff cannot rewrite or remove the past, or record a wrong entry', async () => {
      const db = admin();
      const approve = (history: DocData) =>
        updateDoc(doc(db, paths.aliceApplication), asUpdate({ status: 'approved', ...history }));
      const right = { 'history.1': historyEntry('submitted', 'approved', uids.admin) };
      const clientMade = await clientTime(world);
      const refused: [string, DocData][] = [
        ['no entry', {}],
        ['a rewritten entry', { ...right, 'history.0.by': uids.admin }],
        ['a rewritten time', { ...right, 'history.0.at': serverTimestamp() }],
        ['a removed entry', { ...right, 'history.0': deleteField() }],
        [
          'the whole history replaced',
          { history: { '0': historyEntry(null, 'approved', uids.admin) } },
        ],
        [
          'a client time',
          {
            'history.1': {
              ...historyEntry('submitted', 'approved', uids.admin),
              at: clientMade,
            },
          },
        ],
        [
          "another person's uid",
          { 'history.1': historyEntry('submitted', 'approved', uids.alice) },
        ],
        ['a wrong from', { 'history.1': historyEntry('approved', 'approved', uids.admin) }],
        ['a wrong to', { 'history.1': historyEntry('submitted', 'rejected', uids.admin) }],
        [
          'two entries at once',
          { ...right, 'history.2': historyEntry('approved', 'approved', uids.admin) },
        ],
        ['a skipped key', { 'history.2': historyEntry('submitted', 'approved', uids.admin) }],
        [
          'an extra key in the entry',
          { 'history.1': { ...historyEntry('submitted', 'approved', uids.admin), note: '' } },
        ],
      ];
      for (const [what, history] of refused) {
        await expect(assertFails(approve(history)), what).resolves.toBeDefined();
      }
      // Without a status change the history stays exactly as it is.
      await assertFails(
        updateDoc(
          doc(db, paths.aliceApplication),
          asUpdate({ 'history.1': historyEntry('submitted', 'submitted', uids.admin) }),
        ),
      );
      await assertFails(
        updateDoc(doc(db, paths.aliceApplication), asUpdate({ 'history.0.at': serverTimestamp() })),
      );
      await assertSucceeds(approve(right));
      expect(Object.keys((await read(paths.aliceApplication))!['history'] as object)).toHaveLength(
        2,
      );
    });

    it('staff give a reason: required to reject or cancel, optional to approve, ≤ 500 characters', async () => {
      const db = admin();
      const moveTo = (to: string, extra: DocData) =>
        updateDoc(
          doc(db, paths.aliceApplication),
          asUpdate({
            status: to,
            'history.1': { ...historyEntry('submitted', to, uids.admin), ...extra },
          }),
        );
      for (const to of ['rejected', 'cancelled']) {
        await expect(assertFails(moveTo(to, {})), `${to} without a reason`).resolves.toBeDefined();
        await expect(assertFails(moveTo(to, { reason: '' })), `${to} empty`).resolves.toBeDefined();
        await expect(
          assertFails(moveTo(to, { reason: 'あ'.repeat(501) })),
          `${to} 501 characters`,
        ).resolves.toBeDefined();
      }
      // The move helper refuses before writing, with the words staff read.
      await expect(move('rejected', db, uids.admin, '  ')).rejects.toThrow(
        '理由を入力してください',
      );
      await assertSucceeds(moveTo('rejected', { reason: 'あ'.repeat(500) }));
      const stored = (await read(paths.aliceApplication))!;
      expect((stored['history'] as Record<string, DocData>)['1']).toMatchObject({
        to: 'rejected',
        reason: 'あ'.repeat(500),
      });
    });

    it('approving takes an optional reason', async () => {
      await assertSucceeds(move('approved', admin(), uids.admin, '書類を確認しました'));
      const stored = (await read(paths.aliceApplication))!;
      expect((stored['history'] as Record<string, DocData>)['1']).toMatchObject({
        to: 'approved',
        reason: '書類を確認しました',
      });
    });

    /** Alice's cancel batch written by hand (as the app writes it), with `extra` in the application half. */
    const forgedCancel = (extra: DocData) => {
      const db = world.db('user');
      const batch = writeBatch(db);
      batch.update(
        doc(db, paths.aliceApplication),
        asUpdate({
          status: 'cancelled',
          'history.1': historyEntry('submitted', 'cancelled', uids.alice),
          ...extra,
        }),
      );
      batch.update(
        doc(db, paths.reservedSpace),
        asUpdate({ status: 'available', reservedBy: null, applicationId: null }),
      );
      addPlanMove(
        batch,
        db,
        { brandId: ids.brand, assetId: ids.asset, spaceId: ids.reservedSpace, space: planFields },
        1,
      );
      counterMove(db, uids.alice, ids.aliceApplication, -1)(batch);
      return batch.commit();
    };

    /** Alice's apply batch for S-101 written by hand (as the app writes it), with `history`. */
    const forgedApply = (history: DocData) => {
      const db = world.db('user');
      const id = newApplicationId();
      const batch = writeBatch(db);
      batch.set(doc(db, applicationPathOf(id)), {
        ...newApplication(uids.alice, ids.freeSpace, id),
        history,
      });
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
      referenceClaim(db, id)(batch);
      return batch.commit();
    };

    it('the applicant cannot rewrite it in a cancel, nor in an edit', async () => {
      const db = world.db('user');
      const forged = forgedCancel;
      await assertFails(forged({ 'history.0.by': uids.bob }));
      await assertFails(forged({ 'history.0': deleteField() }));
      await assertFails(
        forged({ 'history.2': historyEntry('cancelled', 'cancelled', uids.alice) }),
      );
      await assertFails(
        updateDoc(doc(db, paths.aliceApplication), {
          'history.0.at': serverTimestamp(),
          updatedAt: serverTimestamp(),
        }),
      );
      await assertSucceeds(forged({}));
    });

    it('a new application starts with exactly its first entry', async () => {
      const forge = forgedApply;
      const first = historyEntry(null, 'submitted', uids.alice);
      await assertFails(forge({}));
      await assertFails(
        forge({ '0': first, '1': historyEntry('submitted', 'approved', uids.alice) }),
      );
      await assertFails(forge({ '1': first }));
      await assertFails(forge({ '0': { ...first, from: 'submitted' } }));
      await assertFails(forge({ '0': { ...first, by: uids.bob } }));
      await assertFails(forge({ '0': { ...first, at: await clientTime(world) } }));
      await assertFails(forge({ '0': { ...first, at: null } }));
      await assertSucceeds(forge({ '0': first }));
    });

    it("a reason is staff's only: never on the applicant's own apply or cancel entry", async () => {
      // Staff read an entry's reason as staff's (履歴, the result mail): the applicant cannot write one.
      const first = historyEntry(null, 'submitted', uids.alice);
      await assertFails(forgedApply({ '0': { ...first, reason: '至急お願いします' } }));
      await assertSucceeds(forgedApply({ '0': first }));
      const cancelled = historyEntry('submitted', 'cancelled', uids.alice);
      await assertFails(
        forgedCancel({ 'history.1': { ...cancelled, reason: '担当者の判断で取消' } }),
      );
      await assertSucceeds(forgedCancel({ 'history.1': cancelled }));

      // Staff may: on their moves, and on an application they take in the applicant's name.
      await seedAlice('submitted');
      await assertSucceeds(move('cancelled', admin(), uids.admin, 'お客様のご希望により取消'));
      expect(
        ((await read(paths.aliceApplication))!['history'] as Record<string, DocData>)['1'],
      ).toMatchObject({ by: uids.admin, reason: 'お客様のご希望により取消' });
      const id = newApplicationId();
      await assertSucceeds(
        setDoc(doc(admin(), applicationPathOf(id)), {
          ...phoneApplication(id),
          history: {
            '0': { ...historyEntry(null, 'submitted', uids.admin), reason: '電話で受付' },
          },
        }),
      );
    });

    it('an entry is only ever added, never overwritten (even in a history with a gap)', async () => {
      // Written without rules: keys 0 and 2. The next key by count is "2", which exists.
      const gapped = historyFor(uids.alice, 'approved');
      await world.seedDocs({
        [paths.aliceApplication]: {
          ...application(uids.alice, ids.reservedSpace, 'approved'),
          history: { '0': gapped['0'], '2': gapped['1'] },
        },
      });
      await assertFails(
        updateDoc(
          doc(admin(), paths.aliceApplication),
          asUpdate({
            status: 'contracted',
            contract: contractField(),
            'history.2': historyEntry('approved', 'contracted', uids.admin),
          }),
        ),
      );
    });

    it('a history at its cap of 10 entries takes no more', async () => {
      const full = Object.fromEntries(
        Array.from({ length: 10 }, (_, i) => [
          String(i),
          { at: new Date(0), by: uids.admin, from: i === 0 ? null : 'submitted', to: 'submitted' },
        ]),
      );
      await world.seedDocs({
        [paths.aliceApplication]: { ...application(uids.alice, ids.reservedSpace), history: full },
      });
      await assertFails(
        updateDoc(
          doc(admin(), paths.aliceApplication),
          asUpdate({
            status: 'approved',
            'history.10': historyEntry('submitted', 'approved', uids.admin),
          }),
        ),
      );
    });
  });

  describe('解約のお申し出 (terminationRequest)', () => {
    // The default 解約 rule (前月末までに, 月末解約): next month's end is the earliest date allowed.
    const today = todayInJapan();
    const nextMonthEnd = monthEndAfter(today, 1);
    const ask = (db: Firestore, endDate = nextMonthEnd) =>
      requestTermination(db, { brandId: ids.brand, applicationId: ids.aliceApplication, endDate });

    it('the contractor asks once on a contracted application; staff see it and end the contract', async () => {
      await seedAlice('contracted');
      await assertSucceeds(ask(world.db('user')));
      const stored = (await read(paths.aliceApplication))!;
      expect(stored['terminationRequest']).toEqual({
        endDate: nextMonthEnd,
        requestedAt: stored['updatedAt'],
      });
      expect(stored['status']).toBe('contracted');
      // Asked already: not again (staff clear it first if the date changes).
      await assertFails(ask(world.db('user'), monthEndAfter(today, 2)));

      await assertSucceeds(move('ended'));
      expect(await read(paths.aliceApplication)).toMatchObject({
        status: 'ended',
        terminationRequest: { endDate: nextMonthEnd },
      });
      expect(await read(paths.reservedSpace)).toMatchObject({
        status: 'available',
        reservedBy: null,
        applicationId: null,
      });
      expect(await freeCount()).toBe(2);
    });

    it('nobody else, no other status, and nothing but the request', async () => {
      await seedAlice('contracted');
      await assertFails(ask(world.db('otherUser')));
      await assertFails(ask(world.db('signedOut')));
      await assertFails(ask(world.db('user'), nextMonthEnd.replaceAll('-', '/')));
      const app = doc(world.db('user'), paths.aliceApplication);
      const request = (requestedAt: unknown) => ({ endDate: nextMonthEnd, requestedAt });
      await assertFails(
        updateDoc(app, asUpdate({ terminationRequest: request(await clientTime(world)) })),
      );
      await assertFails(updateDoc(app, { terminationRequest: request(serverTimestamp()) }));
      await assertFails(
        updateDoc(
          app,
          asUpdate({ terminationRequest: { ...request(serverTimestamp()), reason: '' } }),
        ),
      );
      await assertFails(
        updateDoc(
          app,
          asUpdate({ terminationRequest: request(serverTimestamp()), name: '山田 太郎' }),
        ),
      );
      await assertFails(
        updateDoc(
          app,
          asUpdate({
            terminationRequest: request(serverTimestamp()),
            status: 'ended',
            'history.3': historyEntry('contracted', 'ended', uids.alice),
          }),
        ),
      );
      // The request by hand as the app sends it, with the server's time: each refusal above was
      // for what it changed.
      await assertSucceeds(
        updateDoc(app, asUpdate({ terminationRequest: request(serverTimestamp()) })),
      );
      for (const status of ['submitted', 'approved', 'ended'] as const) {
        await seedAlice(status);
        await assertFails(ask(world.db('user')));
      }
    });

    it('staff may set and clear it', async () => {
      await seedAlice('contracted', {
        terminationRequest: {
          endDate: '2027-01-31',
          requestedAt: new Date('2026-11-01T00:00:00Z'),
        },
      });
      const app = doc(admin(), paths.aliceApplication);
      await assertSucceeds(updateDoc(app, asUpdate({ terminationRequest: null })));
      await assertSucceeds(
        updateDoc(
          app,
          asUpdate({
            terminationRequest: { endDate: '2027-03-31', requestedAt: serverTimestamp() },
          }),
        ),
      );
      await assertFails(
        updateDoc(
          app,
          asUpdate({ terminationRequest: { endDate: '3月末', requestedAt: serverTimestamp() } }),
        ),
      );
      await assertFails(updateDoc(app, asUpdate({ terminationRequest: '2027-03-31' })));
    });

    it('a new application cannot carry one', async () => {
      const db = world.db('user');
      const id = newApplicationId();
      const batch = writeBatch(db);
      batch.set(doc(db, applicationPathOf(id)), {
        ...newApplication(uids.alice, ids.freeSpace, id),
        terminationRequest: { endDate: '2027-01-31', requestedAt: serverTimestamp() },
      });
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
      await assertFails(batch.commit());
    });
  });

  describe('identity document path', () => {
    it("must be the applicant's own users/{uid}/identity/{brandId}/{applicationId}.{jpg|png|webp|avif|pdf}", async () => {
      const db = world.db('user');
      const id = newApplicationId();
      const other = newApplicationId();
      const refused: unknown[] = [
        identityDocumentOf(uids.bob, id),
        identityDocumentOf(uids.alice, other),
        identityDocumentOf(uids.alice, id, 'html'),
        identityDocumentOf(uids.alice, id, 'gif'),
        identityDocumentOf(uids.alice, id, 'pdf.html'),
        `users/${uids.alice}/identity/${id}`,
        `users/${uids.alice}/${id}.pdf`,
        `users/${uids.alice}/identity/x/${id}.pdf`,
        null,
      ];
      for (const identityDocumentPath of refused) {
        await assertFails(
          apply(db, uids.alice, {
            applicationId: id,
            identityDocumentPath: identityDocumentPath as string,
          }).done,
        );
      }
      for (const ext of ['jpg', 'png', 'webp', 'avif', 'pdf']) {
        const fresh = newApplicationId();
        await assertSucceeds(
          apply(db, uids.alice, {
            applicationId: fresh,
            identityDocumentPath: identityDocumentOf(uids.alice, fresh, ext),
          }).done,
        );
        await assertSucceeds(cancel(db, uids.alice, fresh, ids.freeSpace));
      }
    });

    it('the applicant cannot change it afterwards; staff may, also to null', async () => {
      const path = identityDocumentOf(uids.alice, ids.aliceApplication, 'png');
      await assertFails(
        updateDoc(
          doc(world.db('user'), paths.aliceApplication),
          asUpdate({ identityDocumentPath: path }),
        ),
      );
      await assertSucceeds(
        updateDoc(doc(admin(), paths.aliceApplication), asUpdate({ identityDocumentPath: path })),
      );
      await assertSucceeds(
        updateDoc(doc(admin(), paths.aliceApplication), asUpdate({ identityDocumentPath: null })),
      );
      await assertFails(
        updateDoc(
          doc(admin(), paths.aliceApplication),
          asUpdate({ identityDocumentPath: '/x.pdf' }),
        ),
      );
    });

    it('staff may create an application without one (e.g. taken by phone)', async () => {
      const db = admin();
      const id = newApplicationId();
      await assertSucceeds(
        setDoc(doc(db, `${applicationsPath}/${id}`), {
          ...phoneApplication(id),
          identityDocumentPath: null,
          history: { '0': historyEntry(null, 'submitted', uids.admin) },
        }),
      );
    });
  });

  describe('staff moves (moveApplication)', () => {
    it('approve keeps the space reserved and takes the application off the open count', async () => {
      await assertSucceeds(move('approved'));
      expect(await read(paths.aliceApplication)).toMatchObject({ status: 'approved' });
      expect(await read(paths.reservedSpace)).toMatchObject({
        status: 'reserved',
        applicationId: ids.aliceApplication,
      });
      expect(await freeCount()).toBe(1);
      expect(await counterOf(uids.alice)).toMatchObject({ open: 0 });
    });

    for (const to of ['rejected', 'cancelled'] as const) {
      it(`submitted → ${to} frees the space, counts it free and lowers the open count`, async () => {
        await assertSucceeds(move(to));
        expect(await read(paths.reservedSpace)).toMatchObject({
          status: 'available',
          reservedBy: null,
          applicationId: null,
        });
        expect(await freeCount()).toBe(2);
        expect(await counterOf(uids.alice)).toMatchObject({ open: 0 });
      });
    }

    it('contract keeps the holder on the now occupied space; cancelling an approved one frees it', async () => {
      await assertSucceeds(move('approved'));
      await assertSucceeds(move('contracted'));
      expect(await read(paths.reservedSpace)).toMatchObject({
        status: 'occupied',
        reservedBy: uids.alice,
        applicationId: ids.aliceApplication,
      });
      expect(await freeCount()).toBe(1);
      await seedAlice('approved');
      await assertSucceeds(move('cancelled'));
      expect(await read(paths.reservedSpace)).toMatchObject({ status: 'available' });
      expect(await freeCount()).toBe(2);
      expect(await counterOf(uids.alice)).toMatchObject({ open: 0 });
    });

    it('contracting onto a space staff freed meanwhile takes it off the free count', async () => {
      await seedAlice('approved');
      await world.seedDocs({
        [paths.reservedSpace]: space(),
        [paths.asset]: asset(ids.asset, true, plansOf([space(), space()])),
      });
      await assertSucceeds(move('contracted'));
      expect(await read(paths.reservedSpace)).toMatchObject({
        status: 'occupied',
        applicationId: ids.aliceApplication,
      });
      expect(await freeCount()).toBe(1);
    });

    it('a space now held by another application is neither taken nor freed', async () => {
      await seedAlice('approved');
      const other = space({
        status: 'occupied',
        uid: uids.bob,
        applicationId: 'BobApplication000001',
      });
      await world.seedDocs({
        [paths.reservedSpace]: other,
        [paths.asset]: asset(ids.asset, true, plansOf([space(), other])),
      });
      await expect(move('contracted')).rejects.toMatchObject({
        name: 'ApplicationMoveError',
        problem: 'space-unavailable',
      });
      await assertSucceeds(move('cancelled'));
      expect(await read(paths.reservedSpace)).toMatchObject({
        status: 'occupied',
        applicationId: 'BobApplication000001',
      });
      expect(await freeCount()).toBe(1);
    });

    it('a move the state table does not allow throws before anything is written', async () => {
      for (const [from, to] of [
        ['submitted', 'contracted'],
        ['submitted', 'ended'],
        ['approved', 'rejected'],
        ['contracted', 'cancelled'],
        ['ended', 'contracted'],
        ['cancelled', 'submitted'],
      ] as const) {
        await seedAlice(from);
        const error = await move(to).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(ApplicationMoveError);
        expect(error).toMatchObject({ problem: 'not-allowed', from, to });
        expect(await read(paths.aliceApplication)).toMatchObject({ status: from });
      }
    });

    it('users cannot make staff moves, and a stale read is refused', async () => {
      await assertFails(move('approved', world.db('user'), uids.alice));
      await assertFails(move('approved', world.db('otherUser'), uids.bob));
      // Someone moved it meanwhile: the history length and from no longer match.
      await assertSucceeds(move('approved'));
      await assertFails(
        moveApplication(admin(), {
          brandId: ids.brand,
          application: {
            id: ids.aliceApplication,
            status: 'submitted',
            assetId: ids.asset,
            spaceId: ids.reservedSpace,
            uid: uids.alice,
            historyLength: 1,
          },
          to: 'rejected',
          adminUid: uids.admin,
          reason: '書類の確認が取れなかったため',
          space: { ...planFields, status: 'reserved', applicationId: ids.aliceApplication },
        }),
      );
      expect(await read(paths.aliceApplication)).toMatchObject({ status: 'approved' });
    });
  });
});
