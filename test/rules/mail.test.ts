/**
 * mail/{id}, the outgoing messages (docs/mail.md): the functions write them with the admin SDK;
 * staff read them (the delivery log); no client writes, and customers never read, not even a
 * message addressed to themselves.
 */
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore/lite';
import { beforeEach, describe, it } from 'vitest';
import { assertFails, assertSucceeds } from './support/harness';
import { adminOnly, describeMatrix, nobody } from './support/matrix';
import { roleUid } from './support/roles';
import { useWorld } from './support/use-world';
import { toLite } from './support/values';
import { ids, type DocData } from './support/world';

const mailPath = 'mail/application-received_app123_received';

/** A message as sendMail leaves it after sending, addressed to the matrix's user. */
function sentMail(): DocData {
  const at = new Date('2026-11-01T00:00:00Z');
  return {
    to: 'alice@example.com',
    message: { subject: 'お申し込みを受け付けました', text: '本文' },
    brandId: ids.brand,
    kind: 'application-received',
    about: { type: 'application', id: 'app123' },
    uid: roleUid.user,
    createdAt: at,
    delivery: {
      state: 'SUCCESS',
      attempts: 1,
      startTime: at,
      endTime: at,
      error: null,
      leaseExpireTime: null,
      info: {
        messageId: '<x@example>',
        accepted: ['alice@example.com'],
        rejected: [],
        pending: [],
        response: '250 OK',
      },
    },
  };
}

describe('mail', () => {
  const world = useWorld();
  beforeEach(async () => {
    await world.seedDocs({ [mailPath]: sentMail() });
  });

  describeMatrix(world, {
    get: { run: (db) => getDoc(doc(db, mailPath)), allowed: adminOnly },
    list: {
      run: (db) => getDocs(query(collection(db, 'mail'), where('brandId', '==', ids.brand))),
      allowed: adminOnly,
    },
    create: {
      run: (db) => setDoc(doc(db, 'mail/new-message'), toLite(sentMail())),
      allowed: nobody,
    },
    update: {
      run: (db) => updateDoc(doc(db, mailPath), { 'delivery.state': 'RETRY' }),
      allowed: nobody,
    },
    delete: { run: (db) => deleteDoc(doc(db, mailPath)), allowed: nobody },
  });

  it('staff list the messages about one document (the delivery log query)', async () => {
    const q = query(
      collection(world.db('admin'), 'mail'),
      where('about.type', '==', 'application'),
      where('about.id', '==', 'app123'),
    );
    await assertSucceeds(getDocs(q));
  });

  it("brand staff read their brands' mail only, and list it by brand (issue 29)", async () => {
    const about = (role: 'brandStaff' | 'otherBrandStaff') =>
      query(
        collection(world.db(role), 'mail'),
        where('brandId', '==', ids.brand),
        where('about.type', '==', 'application'),
        where('about.id', '==', 'app123'),
      );
    await assertSucceeds(getDocs(about('brandStaff')));
    await assertFails(getDocs(about('otherBrandStaff')));
    // Without the brand in the query the rules cannot prove every result is theirs.
    await assertFails(getDocs(collection(world.db('brandStaff'), 'mail')));
    await assertSucceeds(getDocs(collection(world.db('admin'), 'mail')));
    // Mail of no brand is the operator's.
    await world.seedDocs({ 'mail/site-message': { ...sentMail(), brandId: null } });
    await assertFails(getDoc(doc(world.db('brandStaff'), 'mail/site-message')));
    await assertSucceeds(getDoc(doc(world.db('admin'), 'mail/site-message')));
  });

  it('staff list the messages of one member (the member page’s delivery log query)', async () => {
    const q = query(
      collection(world.db('admin'), 'mail'),
      where('brandId', '==', ids.brand),
      where('uid', '==', roleUid.user),
    );
    await assertSucceeds(getDocs(q));
  });

  it('a customer cannot read the messages sent to them, even by their own uid', async () => {
    const q = query(collection(world.db('user'), 'mail'), where('uid', '==', roleUid.user));
    await assertFails(getDocs(q));
    await assertFails(getDoc(doc(world.db('user'), mailPath)));
  });

  it('no client queues a message, admins included (no mail through the rules)', async () => {
    for (const role of ['signedOut', 'user', 'admin', 'brandStaff'] as const) {
      await assertFails(
        setDoc(doc(world.db(role), 'mail/x'), {
          to: 'someone@example.com',
          message: { subject: 's', text: 't' },
        }),
      );
    }
  });
});
