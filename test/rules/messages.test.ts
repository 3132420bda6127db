/**
 * What the messages feature adds to the rules (docs/mail.md): a request's thread (staff replies,
 * mailed by a function, and status changes), a brand's mail templates, and the staff directory.
 */
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  updateDoc,
} from 'firebase/firestore/lite';
import { beforeEach, describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from './support/harness';
import { adminOnly, anyStaff, operatorOnly, describeMatrix, nobody } from './support/matrix';
import { updateContact } from '@/features/requests/api/update-contact';
import { useWorld } from './support/use-world';
import { ids, paths, uids, type DocData } from './support/world';

const contactThread = `${paths.contact}/thread`;
const viewingThread = `${paths.viewingRequest}/thread`;
const existingEntry = `${contactThread}/entry-1`;
const templatePath = `${paths.brand}/mailTemplates/application-rejected`;

function reply(by: string | null, extra: DocData = {}): DocData {
  return {
    kind: 'reply',
    body: 'お問い合わせありがとうございます。0.5畳の区画にヘルメットは2つ入ります。',
    by,
    byName: '佐藤 美咲',
    createdAt: serverTimestamp(),
    ...extra,
  };
}

const template = (extra: DocData = {}): DocData => ({
  subject: '【{{ブランド名}}】審査結果のお知らせ',
  body: '{{お名前}} 様\n理由：{{理由}}\n{{署名}}',
  updatedAt: serverTimestamp(),
  ...extra,
});

describe('request thread (contacts|viewingRequests/{id}/thread)', () => {
  const world = useWorld();
  beforeEach(async () => {
    await world.seedDocs({
      [existingEntry]: {
        kind: 'reply',
        body: '先日のご連絡です',
        by: uids.admin,
        byName: '佐藤 美咲',
        createdAt: new Date('2026-11-20T01:00:00Z'),
      },
    });
  });

  describeMatrix(world, {
    get: { run: (db) => getDoc(doc(db, existingEntry)), allowed: adminOnly },
    list: { run: (db) => getDocs(collection(db, contactThread)), allowed: adminOnly },
    create: {
      run: (db, uid) => addDoc(collection(db, contactThread), reply(uid)),
      allowed: adminOnly,
    },
    update: {
      run: (db) => updateDoc(doc(db, existingEntry), { body: '書き換え' }),
      allowed: nobody,
    },
    delete: { run: (db) => deleteDoc(doc(db, existingEntry)), allowed: nobody },
  });

  it('a reply names the staff member who sent it, at the server time, 1–2000 characters', async () => {
    const admin = world.db('admin');
    const send = (data: DocData, thread = contactThread) => addDoc(collection(admin, thread), data);
    await assertSucceeds(send(reply(uids.admin)));
    await assertSucceeds(send(reply(uids.admin), viewingThread));
    await assertSucceeds(send(reply(uids.admin, { body: 'あ'.repeat(2000) })));
    const refused: [string, DocData][] = [
      ['another staff uid', reply(uids.alice)],
      ['an empty body', reply(uids.admin, { body: '' })],
      ['2001 characters', reply(uids.admin, { body: 'あ'.repeat(2001) })],
      ['no name', reply(uids.admin, { byName: '' })],
      ['a client time', reply(uids.admin, { createdAt: new Date() })],
      ['an extra field', reply(uids.admin, { to: 'someone@example.com' })],
      ['an unknown kind', reply(uids.admin, { kind: 'note' })],
    ];
    for (const [what, data] of refused) {
      await expect(assertFails(send(data)), what).resolves.toBeDefined();
    }
  });

  it('a status move writes its thread entry in the same batch (updateContact with the actor)', async () => {
    const admin = world.db('admin');
    await assertSucceeds(
      updateContact(admin, {
        brandId: ids.brand,
        contactId: paths.contact.split('/').pop()!,
        current: 'new',
        status: 'in_progress',
        staffNote: '折り返し電話済み',
        actor: { uid: uids.admin, name: '佐藤 美咲' },
      }),
    );
    const entries = (await getDocs(collection(admin, contactThread))).docs.map((d) => d.data());
    expect(entries).toContainEqual(
      expect.objectContaining({
        kind: 'status',
        from: 'new',
        to: 'in_progress',
        byName: '佐藤 美咲',
      }),
    );
  });

  it('a status entry records a real move from → to', async () => {
    const admin = world.db('admin');
    const status = (from: string, to: string) => ({
      kind: 'status',
      from,
      to,
      by: uids.admin,
      byName: '佐藤 美咲',
      createdAt: serverTimestamp(),
    });
    await assertSucceeds(addDoc(collection(admin, contactThread), status('new', 'in_progress')));
    await assertFails(addDoc(collection(admin, contactThread), status('new', 'new')));
    await assertFails(addDoc(collection(admin, contactThread), status('new', 'closed')));
  });
});

describe('mail templates (brands/{b}/mailTemplates/{kind})', () => {
  const world = useWorld();
  beforeEach(async () => {
    await world.seedDocs({
      [templatePath]: { ...template(), updatedAt: new Date('2026-11-20T01:00:00Z') },
    });
  });

  describeMatrix(world, {
    get: { run: (db) => getDoc(doc(db, templatePath)), allowed: adminOnly },
    list: {
      run: (db) => getDocs(collection(db, `${paths.brand}/mailTemplates`)),
      allowed: adminOnly,
    },
    create: {
      run: (db) => setDoc(doc(db, `${paths.brand}/mailTemplates/contact-reply`), template()),
      allowed: adminOnly,
    },
    update: { run: (db) => setDoc(doc(db, templatePath), template()), allowed: adminOnly },
    delete: { run: (db) => deleteDoc(doc(db, templatePath)), allowed: adminOnly },
  });

  it('refuses an empty subject, an oversized body, extra fields and a bad kind id', async () => {
    const admin = world.db('admin');
    await assertFails(setDoc(doc(admin, templatePath), template({ subject: '' })));
    await assertFails(setDoc(doc(admin, templatePath), template({ body: 'あ'.repeat(5001) })));
    await assertFails(setDoc(doc(admin, templatePath), template({ html: '<p>' })));
    await assertFails(setDoc(doc(admin, `${paths.brand}/mailTemplates/Bad_Kind`), template()));
  });
});

describe('staff directory (staff/{uid}) and staff names (staffNames/{uid})', () => {
  const world = useWorld();
  const entry = `staff/${uids.admin}`;
  const name = `staffNames/${uids.admin}`;

  // Names, e-mails and scopes: operator-wide staff only (issue 36). Only grantAdmin (admin SDK)
  // writes it: not even staff can rename themselves or others.
  describeMatrix(world, {
    get: { run: (db) => getDoc(doc(db, entry)), allowed: operatorOnly },
    list: { run: (db) => getDocs(collection(db, 'staff')), allowed: operatorOnly },
    create: {
      run: (db, uid) =>
        setDoc(doc(db, `staff/${uid ?? 'nobody'}`), {
          name: '名乗り',
          email: 'x@example.com',
          active: true,
          updatedAt: serverTimestamp(),
        }),
      allowed: nobody,
    },
    update: { run: (db) => updateDoc(doc(db, entry), { name: '別名' }), allowed: nobody },
    delete: { run: (db) => deleteDoc(doc(db, entry)), allowed: nobody },
  });

  // The names alone: every staff member, brand staff of any brand too (histories, threads).
  describe('names', () => {
    describeMatrix(world, {
      get: { run: (db) => getDoc(doc(db, name)), allowed: anyStaff },
      list: { run: (db) => getDocs(collection(db, 'staffNames')), allowed: anyStaff },
      create: {
        run: (db, uid) => setDoc(doc(db, `staffNames/${uid ?? 'nobody'}`), { name: '名乗り' }),
        allowed: nobody,
      },
      update: { run: (db) => updateDoc(doc(db, name), { name: '別名' }), allowed: nobody },
      delete: { run: (db) => deleteDoc(doc(db, name)), allowed: nobody },
    });
  });
});
