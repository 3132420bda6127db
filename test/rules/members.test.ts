/** Members: a user's own profile per brand; never a source of privileges. */
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
  type Firestore,
} from 'firebase/firestore/lite';
import { describe, it } from 'vitest';
import { assertFails, assertSucceeds } from './support/harness';
import { adminOnly, describeMatrix, ownerAndAdmin } from './support/matrix';
import { useWorld } from './support/use-world';
import { asCreated, asUpdate, toLite } from './support/values';
import { member, paths, uids } from './support/world';

const members = `${paths.brand}/members`;

describe('members (brands/{b}/members/{uid})', () => {
  const world = useWorld();

  describe("alice's profile", () => {
    describeMatrix(world, {
      get: { run: (db) => getDoc(doc(db, paths.aliceMember)), allowed: ownerAndAdmin },
      list: {
        run: (db) => getDocs(query(collection(db, members), where('uid', '==', uids.alice))),
        allowed: ownerAndAdmin,
      },
      create: {
        before: () => world.deleteDocs([paths.aliceMember]),
        run: (db) => setDoc(doc(db, paths.aliceMember), asCreated(member(uids.alice))),
        allowed: ownerAndAdmin,
      },
      update: {
        run: (db) =>
          updateDoc(
            doc(db, paths.aliceMember),
            asUpdate({ phone: '080-1111-2222', 'search.phone': '08011112222' }),
          ),
        allowed: ownerAndAdmin,
      },
      delete: { run: (db) => deleteDoc(doc(db, paths.aliceMember)), allowed: adminOnly },
    });
  });

  describe('creating a profile', () => {
    const fresh = (db: Firestore) =>
      setDoc(
        doc(db, `${members}/${uids.bob}`),
        asCreated({
          ...member(uids.bob),
          email: 'bob@example.jp',
          search: { ...(member(uids.bob)['search'] as object), email: 'bob@example.jp' },
        }),
      );
    it('signed out: denied', async () => {
      await assertFails(fresh(world.db('signedOut')));
    });
    it('the user themself: allowed', async () => {
      await assertSucceeds(fresh(world.db('otherUser')));
    });
    it('another user: denied', async () => {
      await assertFails(fresh(world.db('user')));
    });
    it('admin: allowed', async () => {
      await assertSucceeds(fresh(world.db('admin')));
    });
    it('the id and uid must both be the caller', async () => {
      await assertFails(
        setDoc(doc(world.db('otherUser'), `${members}/${uids.bob}`), asCreated(member(uids.alice))),
      );
      await assertFails(
        setDoc(
          doc(world.db('otherUser'), `${members}/${uids.alice}-2`),
          asCreated(member(uids.bob)),
        ),
      );
    });
    it('takes its timestamps from the server clock', async () => {
      await assertFails(
        setDoc(
          doc(world.db('otherUser'), `${members}/${uids.bob}`),
          toLite({ ...member(uids.bob), createdAt: new Date('2020-01-01T00:00:00Z') }, [
            'updatedAt',
          ]),
        ),
      );
    });
    it('not in an unpublished brand', async () => {
      await assertFails(
        setDoc(
          doc(world.db('otherUser'), `${paths.hiddenBrand}/members/${uids.bob}`),
          asCreated(member(uids.bob)),
        ),
      );
    });
  });

  describe('privilege escalation and validation', () => {
    const own = () => doc(world.db('user'), paths.aliceMember);
    it('a member document cannot carry isAdmin or any unknown field', async () => {
      await assertFails(updateDoc(own(), asUpdate({ isAdmin: true })));
      await assertFails(updateDoc(own(), asUpdate({ role: 'admin' })));
      await assertFails(
        setDoc(
          doc(world.db('otherUser'), `${members}/${uids.bob}`),
          asCreated({ ...member(uids.bob), isAdmin: true }),
        ),
      );
    });
    it('the uid cannot be changed, by the user or an admin', async () => {
      await assertFails(updateDoc(own(), asUpdate({ uid: uids.bob })));
      await assertFails(
        updateDoc(doc(world.db('admin'), paths.aliceMember), asUpdate({ uid: uids.bob })),
      );
    });
    it('createdAt cannot be rewritten and updatedAt must be server time', async () => {
      await assertFails(
        updateDoc(own(), asUpdate({ createdAt: new Date('2020-01-01T00:00:00Z') })),
      );
      await assertFails(updateDoc(own(), { phone: '080-1111-2222' }));
    });
    it('other users cannot read a profile, nor list without the uid constraint', async () => {
      await assertFails(getDocs(collection(world.db('user'), members)));
      await assertSucceeds(getDocs(collection(world.db('admin'), members)));
    });
    it('the search keys are written with the profile: e-mail lower case, the phone digits', async () => {
      await assertFails(updateDoc(own(), asUpdate({ phone: '080-1111-2222' })));
      await assertFails(
        updateDoc(own(), asUpdate({ phone: '080-1111-2222', 'search.phone': '080-1111-2222' })),
      );
      await assertSucceeds(
        updateDoc(own(), asUpdate({ phone: '080-1111-2222', 'search.phone': '08011112222' })),
      );
      await assertFails(updateDoc(own(), asUpdate({ email: 'Hana@Example.jp' })));
      await assertFails(
        updateDoc(own(), asUpdate({ email: 'Hana@Example.jp', 'search.email': 'Hana@Example.jp' })),
      );
      await assertSucceeds(
        updateDoc(own(), asUpdate({ email: 'Hana@Example.jp', 'search.email': 'hana@example.jp' })),
      );
      await assertFails(updateDoc(own(), asUpdate({ 'search.name': '' })));
      await assertFails(updateDoc(own(), asUpdate({ 'search.extra': 'x' })));
      const { search: _search, ...withoutSearch } = member(uids.bob);
      await assertFails(
        setDoc(doc(world.db('otherUser'), `${members}/${uids.bob}`), asCreated(withoutSearch)),
      );
    });
    it('field formats are checked', async () => {
      await assertFails(updateDoc(own(), asUpdate({ kana: 'ﾔﾏﾀﾞ ﾊﾅｺ' })));
      await assertFails(updateDoc(own(), asUpdate({ kana: 'Yamada' })));
      await assertSucceeds(updateDoc(own(), asUpdate({ kana: 'ヤマダ　ハナコ' })));
      await assertFails(updateDoc(own(), asUpdate({ phone: '+81-90-1234-5678' })));
      await assertSucceeds(updateDoc(own(), asUpdate({ phone: '09012345678' })));
      await assertFails(updateDoc(own(), asUpdate({ prefecture: 'Tokyo' })));
      await assertFails(updateDoc(own(), asUpdate({ birthDate: '1990-5-5' })));
      await assertFails(updateDoc(own(), asUpdate({ name: '' })));
      await assertFails(updateDoc(own(), asUpdate({ email: 'a'.repeat(250) + '@x.jp' })));
      await assertFails(updateDoc(own(), asUpdate({ name: 'あ'.repeat(51) })));
      await assertFails(updateDoc(own(), asUpdate({ city: 'あ'.repeat(101) })));
      await assertFails(updateDoc(own(), asUpdate({ addressLine: 'あ'.repeat(101) })));
      await assertFails(updateDoc(own(), asUpdate({ building: 'あ'.repeat(101) })));
      await assertSucceeds(updateDoc(own(), asUpdate({ building: 'あ'.repeat(100) })));
    });
  });
});
