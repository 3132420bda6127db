/**
 * Staff scope fails closed (issue 36, items 1 and 2; docs/auth.md "Staff"): a staff claim counts
 * only in the exact shape grantAdmin writes — isAdmin and no `brands`, or isAdmin and `brands`, a
 * list of 1–20 brand ids — and only while the caller's staff directory entry (staff/{uid}) is
 * active and agrees with it. Every malformed shape the attack suite used, and every directory
 * state that is not grantAdmin's current word, is refused in Firestore and in Storage; the same
 * request with the legitimate claim and entry is the control that succeeds.
 */
import {
  collection,
  doc,
  getDoc,
  getDocs,
  query,
  where,
  type Firestore,
} from 'firebase/firestore/lite';
import { listAll, ref, uploadBytes, type FirebaseStorage } from 'firebase/storage';
import { beforeEach, describe, it } from 'vitest';
import { assertFails, assertSucceeds } from './support/harness';
import { useWorld } from './support/use-world';
import { ids, paths, t0, uids, type DocData } from './support/world';

const ODD = 'odd-staff-uid';
const operatorMail = 'mail/password-reset_odd_1';
const identityPrefix = `users/${uids.alice}/identity/${ids.brand}`;

/** A directory entry as grantAdmin writes it (brands null: operator-wide). */
function entry(brands: readonly unknown[] | null, extra: DocData = {}): DocData {
  return {
    name: '試験 次郎',
    email: 'odd@example.com',
    active: true,
    brands,
    updatedAt: t0,
    ...extra,
  };
}

/** What a staff member of ids.brand does: each must be refused to a claim that is not staff. */
const brandReads: Record<string, (db: Firestore) => Promise<unknown>> = {
  'a member': (db) => getDoc(doc(db, paths.aliceMember)),
  'the bills': (db) => getDocs(collection(db, `${paths.brand}/bills`)),
  "the brand's mail": (db) =>
    getDocs(query(collection(db, 'mail'), where('brandId', '==', ids.brand))),
  'an unpublished asset': (db) => getDoc(doc(db, paths.draftAsset)),
};
/** What only operator-wide staff read. */
const operatorReads: Record<string, (db: Firestore) => Promise<unknown>> = {
  "the operator's mail": (db) => getDoc(doc(db, operatorMail)),
  'the staff directory': (db) => getDocs(collection(db, 'staff')),
  'a directory entry': (db) => getDoc(doc(db, `staff/${uids.brandStaff}`)),
  "the operator's 監査ログ": (db) => getDocs(collection(db, 'auditLogs/_operator/entries')),
};

const storageRead = (storage: FirebaseStorage) => listAll(ref(storage, identityPrefix));

describe('staff claims and the staff directory', () => {
  const world = useWorld();
  beforeEach(async () => {
    await world.seedDocs({
      [operatorMail]: {
        to: 'someone@example.com',
        message: { subject: 'パスワードの再設定', text: '本文' },
        brandId: null,
        kind: 'password-reset',
        about: { type: 'member', id: 'odd' },
        uid: null,
        createdAt: t0,
      },
    });
    await world.env().clearStorage();
    await world.env().seed(async ({ storage }) => {
      await uploadBytes(
        ref(storage, `${identityPrefix}/${ids.aliceApplication}.pdf`),
        new Uint8Array(8),
        {
          contentType: 'application/pdf',
        },
      );
    });
  });

  /** The odd user with `claims` and (unless null) this directory entry. */
  const as = async (claims: Record<string, unknown>, directory: DocData | null) => {
    if (directory) await world.seedDocs({ [`staff/${ODD}`]: directory });
    return world.env().authenticated(ODD, claims);
  };

  it('control: the legitimate brand staff claim with its entry reads its brand, not the operator’s', async () => {
    const staff = await as({ isAdmin: true, brands: [ids.brand] }, entry([ids.brand]));
    for (const [what, read] of Object.entries(brandReads)) {
      await assertSucceeds(read(staff.firestore)).catch((error: unknown) => {
        throw new Error(`${what}: ${String(error)}`);
      });
    }
    for (const read of Object.values(operatorReads)) await assertFails(read(staff.firestore));
    await assertSucceeds(storageRead(staff.storage));
  });

  it('control: the legitimate operator-wide claim with its entry reads everything', async () => {
    const operator = await as({ isAdmin: true }, entry(null));
    for (const read of [...Object.values(brandReads), ...Object.values(operatorReads)])
      await assertSucceeds(read(operator.firestore));
    await assertSucceeds(storageRead(operator.storage));
  });

  // The shapes of the attack suite (issue 36), each with an entry that would confirm a
  // legitimate claim of the brand, so only the claim's shape decides.
  const malformed: Record<string, unknown> = {
    'brands: [null]': [null],
    "brands: ['sakura-storage', 1]": [ids.brand, 1],
    "brands: [null, 'sakura-storage']": [null, ids.brand],
    "brands: ['sakura-storage', null]": [ids.brand, null],
    "brands: 'sakura-storage' (a string)": ids.brand,
    'brands: [] (an empty list)': [],
    'brands: null': null,
    "brands: ['_operator']": ['_operator'],
    "brands: ['sakura-storage', '_operator']": [ids.brand, '_operator'],
    'brands: { 0: sakura-storage } (a map)': { 0: ids.brand },
    'brands: 21 brand ids': Array.from({ length: 21 }, () => ids.brand),
  };
  for (const [label, brands] of Object.entries(malformed)) {
    it(`${label}: not staff, in Firestore and Storage`, async () => {
      const odd = await as({ isAdmin: true, brands }, entry([ids.brand]));
      for (const read of [...Object.values(brandReads), ...Object.values(operatorReads)])
        await assertFails(read(odd.firestore));
      await assertFails(storageRead(odd.storage));
    });
  }
  it('isAdmin other than true (a string, 1): not staff, whatever the entry says', async () => {
    for (const isAdmin of ['true', 1]) {
      const odd = await as({ isAdmin }, entry(null));
      for (const read of [...Object.values(brandReads), ...Object.values(operatorReads)])
        await assertFails(read(odd.firestore));
      await assertFails(storageRead(odd.storage));
    }
  });

  // Directory states that are not grantAdmin's current word for the claim.
  const entries: Record<string, [Record<string, unknown>, DocData | null]> = {
    'no directory entry (staff made outside grantAdmin)': [{ isAdmin: true }, null],
    'an entry deactivated (removed from staff)': [
      { isAdmin: true },
      entry(null, { active: false }),
    ],
    'an entry with no `active`': [
      { isAdmin: true },
      { name: 'x', email: 'x@example.com', brands: null, updatedAt: t0 },
    ],
    'brand staff removed: the entry inactive': [
      { isAdmin: true, brands: [ids.brand] },
      entry([ids.brand], { active: false }),
    ],
    'narrowed since the token: the entry no longer lists the brand': [
      { isAdmin: true, brands: [ids.brand] },
      entry([ids.hiddenBrand]),
    ],
    'operator-wide in the token, brand staff in the entry': [{ isAdmin: true }, entry([ids.brand])],
    'brand staff in the token, operator-wide in the entry': [
      { isAdmin: true, brands: [ids.brand] },
      entry(null),
    ],
  };
  for (const [label, [claims, directory]] of Object.entries(entries)) {
    it(`${label}: refused, in Firestore and Storage`, async () => {
      const odd = await as(claims, directory);
      for (const read of Object.values(brandReads)) await assertFails(read(odd.firestore));
      await assertFails(storageRead(odd.storage));
    });
  }

  it('widened since the token: the brands the token names still work (the new one after a refresh)', async () => {
    const staff = await as(
      { isAdmin: true, brands: [ids.hiddenBrand] },
      entry([ids.hiddenBrand, ids.brand]),
    );
    await assertSucceeds(getDoc(doc(staff.firestore, paths.hiddenBrand)));
    await assertFails(getDoc(doc(staff.firestore, paths.aliceMember)));
  });

  it('public reads need no entry: a visitor and a customer read published content', async () => {
    await assertSucceeds(getDoc(doc(world.db('signedOut'), paths.brand)));
    await assertSucceeds(getDoc(doc(world.db('user'), paths.asset)));
  });
});
