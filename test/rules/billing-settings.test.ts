import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  runTransaction,
  serverTimestamp,
  setDoc,
  updateDoc,
} from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import { saveMember } from '@/features/members/api/save-member';
import { saveBillingSettings } from '@/features/payment/api/save-billing-settings';
import type { BillingSettingsForm } from '@/lib/model/billing-settings';
import { collectionPaths } from '@/lib/model/collection-paths';
import type { MemberForm } from '@/lib/model/member';
import { assertFails, assertSucceeds } from './support/harness';
import { adminOnly, describeMatrix, everyone, nobody } from './support/matrix';
import { useWorld } from './support/use-world';
import { toLite } from './support/values';
import { ids, member, paths, t0, uids } from './support/world';

const settingsPath = collectionPaths.billingSettings(ids.brand);
const hiddenSettingsPath = collectionPaths.billingSettings(ids.hiddenBrand);
const numbersPath = collectionPaths.customerNumbers(ids.brand);

/** A brand's billing settings as staff type them (国税庁's own 法人番号 as the 登録番号). */
function settings(overrides: Partial<BillingSettingsForm> = {}): BillingSettingsForm {
  return {
    paymentMethods: ['transfer', 'debit'],
    bankAccount: {
      bankName: 'みずほ銀行',
      branchName: '神田支店',
      accountType: 'ordinary',
      accountNumber: '1234567',
      accountHolder: 'カ）サクラストレージ',
    },
    issuerName: '株式会社さくらストレージ',
    registrationNumber: 'T7000012050002',
    note: '振込手数料はお客様のご負担となります。',
    ...overrides,
  };
}

function profile(): MemberForm {
  const { uid: _uid, createdAt: _c, updatedAt: _u, ...fields } = member(uids.alice);
  return fields as MemberForm;
}

describe('brands/{b}/settings/billing', () => {
  const world = useWorld();
  const seeded = async () =>
    world.seedDocs({
      [settingsPath]: { ...settings(), updatedAt: t0 },
      [hiddenSettingsPath]: { ...settings(), updatedAt: t0 },
    });

  describeMatrix(world, {
    get: { before: seeded, run: (db) => getDoc(doc(db, settingsPath)), allowed: everyone },
    // Nobody lists a brand's settings: each is read by its known id.
    list: {
      before: seeded,
      run: (db) => getDocs(collection(db, `${paths.brand}/settings`)),
      allowed: nobody,
    },
    create: {
      run: (db) => saveBillingSettings(db, { brandId: ids.brand, settings: settings() }),
      allowed: adminOnly,
    },
    update: {
      before: seeded,
      run: (db) => updateDoc(doc(db, settingsPath), { note: '', updatedAt: serverTimestamp() }),
      allowed: adminOnly,
    },
    delete: { before: seeded, run: (db) => deleteDoc(doc(db, settingsPath)), allowed: adminOnly },
  });

  it('an unpublished brand keeps its settings from visitors', async () => {
    await seeded();
    await assertFails(getDoc(doc(world.db('signedOut'), hiddenSettingsPath)));
    await assertFails(getDoc(doc(world.db('user'), hiddenSettingsPath)));
    await assertSucceeds(getDoc(doc(world.db('admin'), hiddenSettingsPath)));
  });

  it('refuses settings the model refuses, even from staff', async () => {
    const admin = world.db('admin');
    const save = (s: Partial<BillingSettingsForm>) =>
      saveBillingSettings(admin, { brandId: ids.brand, settings: settings(s) });
    await assertFails(save({ paymentMethods: ['transfer'], bankAccount: null }));
    await assertFails(save({ paymentMethods: [] }));
    await assertFails(
      setDoc(doc(admin, settingsPath), {
        ...settings({ registrationNumber: 'T700001205000' }),
        updatedAt: serverTimestamp(),
      }),
    );
    await assertFails(
      setDoc(doc(admin, settingsPath), {
        ...settings(),
        bankAccount: { ...settings().bankAccount, accountNumber: '123456' },
        updatedAt: serverTimestamp(),
      }),
    );
    await assertSucceeds(save({ registrationNumber: null }));
  });

  it('offers only what can be collected: 銀行振込, 口座振替 and 窓口での現金払い', async () => {
    const admin = world.db('admin');
    const write = (paymentMethods: string[], bankAccount = settings().bankAccount) =>
      setDoc(doc(admin, settingsPath), {
        ...settings(),
        paymentMethods,
        bankAccount,
        updatedAt: serverTimestamp(),
      });
    await assertSucceeds(write(['transfer', 'debit', 'cash']));
    await assertSucceeds(write(['debit'], null));
    await assertSucceeds(write(['cash'], null));
    // No payment provider is connected: card and コンビニ払い cannot be offered, alone or not.
    await assertFails(write(['card'], null));
    await assertFails(write(['convenience'], null));
    await assertFails(write(['transfer', 'card']));
    await assertFails(write(['transfer', 'debit', 'cash', 'convenience']));
    await assertFails(write(['transfer', 'debit', 'cash', 'transfer']));
    await assertFails(write(['other'], null));
  });

  it('a setting stored with クレジットカード still reads, and is saved only without it', async () => {
    await world.seedDocs({
      [settingsPath]: { ...settings(), paymentMethods: ['transfer', 'card'], updatedAt: t0 },
    });
    await assertSucceeds(getDoc(doc(world.db('signedOut'), settingsPath)));
    const admin = world.db('admin');
    await assertFails(
      updateDoc(doc(admin, settingsPath), { note: '', updatedAt: serverTimestamp() }),
    );
    await assertSucceeds(
      updateDoc(doc(admin, settingsPath), {
        paymentMethods: ['transfer'],
        updatedAt: serverTimestamp(),
      }),
    );
  });
});

describe('お客様番号 (members customerNumber, settings/customerNumbers)', () => {
  const world = useWorld();

  it('the first profile save takes the next number of the brand, once', async () => {
    const db = world.db('user');
    await assertSucceeds(
      saveMember(db, { brandId: ids.brand, uid: uids.alice, profile: profile(), exists: true }),
    );
    const first = await getDoc(doc(db, paths.aliceMember));
    expect(first.data()?.['customerNumber']).toBe(1001);
    await assertSucceeds(
      saveMember(db, { brandId: ids.brand, uid: uids.alice, profile: profile(), exists: true }),
    );
    const again = await getDoc(doc(db, paths.aliceMember));
    expect(again.data()?.['customerNumber']).toBe(1001);
    const bob = world.db('otherUser');
    await assertSucceeds(
      saveMember(bob, {
        brandId: ids.brand,
        uid: uids.bob,
        profile: { ...profile(), email: 'bob@example.jp' },
        exists: false,
      }),
    );
    const bobs = await getDoc(doc(bob, collectionPaths.member(ids.brand, uids.bob)));
    expect(bobs.data()?.['customerNumber']).toBe(1002);
  });

  it('a customer cannot choose, change or drop their number', async () => {
    const db = world.db('user');
    await world.seedDocs({ [numbersPath]: { last: 1005, lastUid: uids.bob, updatedAt: t0 } });
    // A number the counter did not give in this write.
    await assertFails(
      updateDoc(doc(db, paths.aliceMember), { customerNumber: 1006, updatedAt: serverTimestamp() }),
    );
    // Skipping ahead on the counter.
    await assertFails(
      runTransaction(db, async (tx) => {
        tx.set(doc(db, numbersPath), {
          last: 1007,
          lastUid: uids.alice,
          updatedAt: serverTimestamp(),
        });
        tx.update(doc(db, paths.aliceMember), {
          customerNumber: 1007,
          updatedAt: serverTimestamp(),
        });
      }),
    );
    await world.seedDocs({ [paths.aliceMember]: { ...member(uids.alice), customerNumber: 1003 } });
    await assertFails(
      updateDoc(doc(db, paths.aliceMember), { customerNumber: 1004, updatedAt: serverTimestamp() }),
    );
    await assertFails(
      runTransaction(db, async (tx) => {
        tx.set(doc(db, numbersPath), {
          last: 1006,
          lastUid: uids.alice,
          updatedAt: serverTimestamp(),
        });
        tx.update(doc(db, paths.aliceMember), {
          customerNumber: 1006,
          updatedAt: serverTimestamp(),
        });
      }),
    );
    const { customerNumber: _n, ...withoutNumber } = {
      ...member(uids.alice),
      customerNumber: 1003,
    };
    await assertFails(
      setDoc(doc(db, paths.aliceMember), toLite({ ...withoutNumber, updatedAt: new Date() })),
    );
    // Profile edits keep it.
    await assertSucceeds(
      saveMember(db, { brandId: ids.brand, uid: uids.alice, profile: profile(), exists: true }),
    );
  });

  it('a customer cannot move the counter for someone else; staff set numbers', async () => {
    const bob = world.db('otherUser');
    await assertFails(
      runTransaction(bob, async (tx) => {
        tx.set(doc(bob, numbersPath), {
          last: 1001,
          lastUid: uids.alice,
          updatedAt: serverTimestamp(),
        });
      }),
    );
    await assertFails(getDoc(doc(world.db('signedOut'), numbersPath)));
    const admin = world.db('admin');
    await assertSucceeds(
      updateDoc(doc(admin, paths.aliceMember), {
        customerNumber: 1234,
        updatedAt: serverTimestamp(),
      }),
    );
    await assertFails(
      updateDoc(doc(admin, paths.aliceMember), {
        customerNumber: 12,
        updatedAt: serverTimestamp(),
      }),
    );
  });
});
