/** Contacts (お問い合わせ) and viewing requests (内見予約): anyone creates, only admins see them. */
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import { updateContact } from '@/features/requests/api/update-contact';
import { updateViewingRequest } from '@/features/requests/api/update-viewing-request';
import type { RequestStatus } from '@/lib/model/request-status';
import { assertFails, assertSucceeds } from './support/harness';
import { adminOnly, describeMatrix, everyone } from './support/matrix';
import { useWorld } from './support/use-world';
import { asCreated, asUpdate } from './support/values';
import { contact, ids, paths, uids, viewingRequest, type DocData } from './support/world';

const contacts = `${paths.brand}/contacts`;
const viewingRequests = `${paths.brand}/viewingRequests`;

/** The staff screen's write (updateContact / updateViewingRequest) for the existing document. */
type StaffUpdate = (
  db: Firestore,
  change: { current: RequestStatus; status?: RequestStatus; staffNote?: string },
) => Promise<void>;

function requestCases(opts: {
  world: ReturnType<typeof useWorld>;
  collectionPath: string;
  existing: string;
  fresh: () => DocData;
  staffUpdate: StaffUpdate;
}) {
  const { world } = opts;
  const send = (db: Firestore, data: DocData) =>
    addDoc(collection(db, opts.collectionPath), asCreated(data));

  describeMatrix(world, {
    get: { run: (db) => getDoc(doc(db, opts.existing)), allowed: adminOnly },
    list: {
      run: (db) =>
        getDocs(
          query(
            collection(db, opts.collectionPath),
            where('status', '==', 'new'),
            orderBy('createdAt', 'desc'),
          ),
        ),
      allowed: adminOnly,
    },
    create: { run: (db) => send(db, opts.fresh()), allowed: everyone },
    update: {
      run: (db) => updateDoc(doc(db, opts.existing), asUpdate({ status: 'in_progress' })),
      allowed: adminOnly,
    },
    delete: { run: (db) => deleteDoc(doc(db, opts.existing)), allowed: adminOnly },
  });

  it('must start as new: no admin status from the sender', async () => {
    for (const status of ['in_progress', 'done'])
      await assertFails(send(world.db('signedOut'), { ...opts.fresh(), status }));
  });
  it('a signed-in sender may attach only their own uid', async () => {
    await assertSucceeds(send(world.db('user'), { ...opts.fresh(), uid: uids.alice }));
    await assertFails(send(world.db('user'), { ...opts.fresh(), uid: uids.bob }));
    await assertFails(send(world.db('signedOut'), { ...opts.fresh(), uid: uids.alice }));
  });
  it('not for an unpublished brand', async () => {
    await assertFails(
      addDoc(
        collection(
          world.db('signedOut'),
          `${paths.hiddenBrand}/${opts.collectionPath.split('/').pop()}`,
        ),
        asCreated(opts.fresh()),
      ),
    );
  });
  it('extra keys and client times are refused', async () => {
    await assertFails(send(world.db('signedOut'), { ...opts.fresh(), priority: 'high' }));
    await assertFails(addDoc(collection(world.db('signedOut'), opts.collectionPath), opts.fresh()));
  });
  it('admins move the status only along allowed transitions, and change nothing else', async () => {
    const admin = world.db('admin');
    await assertFails(updateDoc(doc(admin, opts.existing), asUpdate({ status: 'closed' })));
    await assertFails(
      updateDoc(doc(admin, opts.existing), asUpdate({ email: 'other@example.jp' })),
    );
    await assertSucceeds(updateDoc(doc(admin, opts.existing), asUpdate({ status: 'done' })));
    await assertSucceeds(updateDoc(doc(admin, opts.existing), asUpdate({ status: 'in_progress' })));
  });
  it('the sender cannot update it afterwards', async () => {
    await assertFails(
      updateDoc(doc(world.db('signedOut'), opts.existing), asUpdate({ status: 'done' })),
    );
  });
  it('a new one carries no staff note: the public cannot set or change it', async () => {
    await assertFails(send(world.db('signedOut'), { ...opts.fresh(), staffNote: '優先対応' }));
    await assertFails(send(world.db('user'), { ...opts.fresh(), staffNote: '' }));
    for (const role of ['signedOut', 'user', 'otherUser'] as const) {
      await assertFails(
        opts.staffUpdate(world.db(role), { current: 'new', staffNote: '対応しました' }),
      );
    }
  });
  it('staff write the note alone or with a status move, up to 2000 characters', async () => {
    const admin = world.db('admin');
    const stored = async () => (await getDoc(doc(admin, opts.existing))).data();
    await assertSucceeds(
      opts.staffUpdate(admin, { current: 'new', staffNote: '折り返し電話済み' }),
    );
    expect(await stored()).toMatchObject({ status: 'new', staffNote: '折り返し電話済み' });
    await assertSucceeds(
      opts.staffUpdate(admin, {
        current: 'new',
        status: 'in_progress',
        staffNote: 'あ'.repeat(2000),
      }),
    );
    expect(await stored()).toMatchObject({ status: 'in_progress', staffNote: 'あ'.repeat(2000) });
    await assertSucceeds(opts.staffUpdate(admin, { current: 'in_progress', staffNote: '' }));
    await assertFails(
      opts.staffUpdate(admin, { current: 'in_progress', staffNote: 'あ'.repeat(2001) }),
    );
    await assertFails(updateDoc(doc(admin, opts.existing), asUpdate({ staffNote: 42 })));
    await assertSucceeds(opts.staffUpdate(admin, { current: 'in_progress', status: 'done' }));
    expect(await stored()).toMatchObject({ status: 'done', staffNote: '' });
  });
  it('a move the state table does not allow is refused before writing, and by the rules', async () => {
    const admin = world.db('admin');
    await assertSucceeds(opts.staffUpdate(admin, { current: 'new', status: 'done' }));
    await expect(opts.staffUpdate(admin, { current: 'done', status: 'new' })).rejects.toMatchObject(
      { name: 'RequestMoveError' },
    );
    // From a stale read (in_progress → new is in the table, done → new is not), the rules refuse it.
    await assertFails(opts.staffUpdate(admin, { current: 'in_progress', status: 'new' }));
  });
}

describe('contacts (brands/{b}/contacts)', () => {
  const world = useWorld();
  requestCases({
    world,
    collectionPath: contacts,
    existing: paths.contact,
    fresh: contact,
    staffUpdate: (db, change) =>
      updateContact(db, {
        brandId: ids.brand,
        contactId: paths.contact.split('/').pop()!,
        ...change,
      }),
  });

  it('validates the fields', async () => {
    const send = (data: DocData) =>
      addDoc(collection(world.db('signedOut'), contacts), asCreated(data));
    await assertSucceeds(send({ ...contact(), phone: '03-1234-5678' }));
    await assertFails(send({ ...contact(), phone: 'なし' }));
    await assertFails(send({ ...contact(), category: 'complaint' }));
    await assertFails(send({ ...contact(), message: '' }));
    await assertSucceeds(send({ ...contact(), message: 'あ'.repeat(2000) }));
    await assertFails(send({ ...contact(), message: 'あ'.repeat(2001) }));
    await assertFails(send({ ...contact(), email: 'sato' }));
    await assertFails(send({ ...contact(), name: 'あ'.repeat(51) }));
    await assertFails(send({ ...contact(), email: `${'a'.repeat(250)}@x.jp` }));
    const { message: _m, ...missing } = contact();
    await assertFails(send(missing));
  });
});

describe('viewing requests (brands/{b}/viewingRequests)', () => {
  const world = useWorld();
  requestCases({
    world,
    collectionPath: viewingRequests,
    existing: paths.viewingRequest,
    fresh: viewingRequest,
    staffUpdate: (db, change) =>
      updateViewingRequest(db, {
        brandId: ids.brand,
        viewingRequestId: paths.viewingRequest.split('/').pop()!,
        ...change,
      }),
  });

  it('takes one to three preferred slots', async () => {
    const send = (data: DocData) =>
      addDoc(collection(world.db('signedOut'), viewingRequests), asCreated(data));
    const slot = { date: '2026-05-10', timeSlot: 'morning' };
    await assertSucceeds(send({ ...viewingRequest(), preferredSlots: [slot] }));
    await assertSucceeds(send({ ...viewingRequest(), preferredSlots: [slot, slot, slot] }));
    await assertFails(send({ ...viewingRequest(), preferredSlots: [] }));
    await assertFails(send({ ...viewingRequest(), preferredSlots: [slot, slot, slot, slot] }));
    await assertFails(
      send({
        ...viewingRequest(),
        preferredSlots: [slot, { date: '2026-05-11', timeSlot: 'night' }],
      }),
    );
    await assertFails(
      send({
        ...viewingRequest(),
        preferredSlots: [slot, slot, { date: '5/12', timeSlot: 'morning' }],
      }),
    );
    await assertFails(send({ ...viewingRequest(), preferredSlots: [{ ...slot, note: '' }] }));
  });
  it('only for a published asset', async () => {
    const send = (data: DocData) =>
      addDoc(collection(world.db('signedOut'), viewingRequests), asCreated(data));
    await assertFails(send({ ...viewingRequest(), assetId: ids.draftAsset }));
    await assertFails(send({ ...viewingRequest(), assetId: 'Z-999' }));
  });
  it('validates name, kana and phone', async () => {
    const send = (data: DocData) =>
      addDoc(collection(world.db('signedOut'), viewingRequests), asCreated(data));
    await assertFails(send({ ...viewingRequest(), kana: 'さとう' }));
    await assertFails(send({ ...viewingRequest(), phone: '0120' }));
    const { phone: _p, ...missing } = viewingRequest();
    await assertFails(send(missing));
  });
  it('caps every free-text field a visitor writes', async () => {
    const send = (data: DocData) =>
      addDoc(collection(world.db('signedOut'), viewingRequests), asCreated(data));
    await assertSucceeds(send({ ...viewingRequest(), message: 'あ'.repeat(2000) }));
    await assertFails(send({ ...viewingRequest(), message: 'あ'.repeat(2001) }));
    await assertSucceeds(send({ ...viewingRequest(), name: 'あ'.repeat(50) }));
    await assertFails(send({ ...viewingRequest(), name: 'あ'.repeat(51) }));
    await assertFails(send({ ...viewingRequest(), kana: 'ア'.repeat(51) }));
    await assertFails(send({ ...viewingRequest(), email: `${'a'.repeat(250)}@x.jp` }));
    await assertFails(send({ ...viewingRequest(), assetId: ids.asset, spaceId: 'S'.repeat(65) }));
  });
});
