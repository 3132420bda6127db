import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  setDoc,
  Timestamp,
  updateDoc,
  where,
} from 'firebase/firestore/lite';
import { describe, it } from 'vitest';
import { reservedFirstSegments } from '../../src/utils/reserved-first-segments';
import { assertFails, assertSucceeds } from './support/harness';
import { adminOnly, describeMatrix, everyone, operatorOnly } from './support/matrix';
import { useWorld } from './support/use-world';
import { asCreated, asUpdate, toLite } from './support/values';
import { brand, paths } from './support/world';

describe('brands', () => {
  const world = useWorld();

  describeMatrix(world, {
    get: { run: (db) => getDoc(doc(db, paths.brand)), allowed: everyone },
    list: {
      run: (db) =>
        getDocs(
          query(collection(db, 'brands'), where('published', '==', true), orderBy('sortOrder')),
        ),
      allowed: everyone,
    },
    // Adding and removing brands is the operator's; brand staff run the brands they are given.
    create: {
      run: (db) => setDoc(doc(db, 'brands/momiji-garage'), asCreated(brand())),
      allowed: operatorOnly,
    },
    update: {
      run: (db) => updateDoc(doc(db, paths.brand), asUpdate({ tagline: '新しいキャッチコピー' })),
      allowed: adminOnly,
    },
    delete: { run: (db) => deleteDoc(doc(db, paths.hiddenBrand)), allowed: operatorOnly },
  });

  describe('only published brands are public', () => {
    it('an unpublished brand is hidden from visitors and users', async () => {
      await assertFails(getDoc(doc(world.db('signedOut'), paths.hiddenBrand)));
      await assertFails(getDoc(doc(world.db('user'), paths.hiddenBrand)));
      await assertSucceeds(getDoc(doc(world.db('admin'), paths.hiddenBrand)));
    });
    it('a list without the published filter is denied, even if every result would be published', async () => {
      await assertFails(getDocs(collection(world.db('signedOut'), 'brands')));
      await assertFails(
        getDocs(query(collection(world.db('user'), 'brands'), where('published', '==', false))),
      );
      await assertSucceeds(getDocs(collection(world.db('admin'), 'brands')));
    });
    it('brand staff read their own unpublished brand, not another, and never list every brand', async () => {
      await assertSucceeds(getDoc(doc(world.db('otherBrandStaff'), paths.hiddenBrand)));
      await assertFails(getDoc(doc(world.db('brandStaff'), paths.hiddenBrand)));
      await assertFails(getDocs(collection(world.db('otherBrandStaff'), 'brands')));
      await assertSucceeds(
        updateDoc(doc(world.db('otherBrandStaff'), paths.hiddenBrand), asUpdate({ sortOrder: 5 })),
      );
      await assertFails(
        updateDoc(doc(world.db('otherBrandStaff'), paths.brand), asUpdate({ sortOrder: 5 })),
      );
    });
    it('a brand staff member whose brands claim is not a list runs no brand (fail closed)', async () => {
      const odd = world
        .env()
        .authenticated('odd-staff', { isAdmin: true, brands: 'sakura-storage' });
      await assertFails(getDoc(doc(odd.firestore, paths.hiddenBrand)));
      await assertFails(
        updateDoc(doc(odd.firestore, paths.brand), asUpdate({ tagline: '新しいキャッチコピー' })),
      );
    });
    it('a missing brand reads as absent for a visitor only through rules that allow it', async () => {
      await assertFails(getDoc(doc(world.db('signedOut'), 'brands/no-such-brand')));
    });
  });

  describe('validation of writes', () => {
    const admin = () => world.db('admin');
    it('accepts a complete brand', async () => {
      await assertSucceeds(setDoc(doc(admin(), 'brands/momiji-garage'), asCreated(brand())));
    });
    it('rejects a missing key', async () => {
      const { kind: _kind, ...rest } = brand();
      await assertFails(setDoc(doc(admin(), 'brands/momiji-garage'), asCreated(rest)));
    });
    it('rejects an extra key', async () => {
      await assertFails(
        setDoc(doc(admin(), 'brands/momiji-garage'), asCreated({ ...brand(), isFeatured: true })),
      );
    });
    it('rejects wrong types', async () => {
      await assertFails(
        setDoc(doc(admin(), 'brands/momiji-garage'), asCreated({ ...brand(), published: 'yes' })),
      );
      await assertFails(
        setDoc(doc(admin(), 'brands/momiji-garage'), asCreated({ ...brand(), sortOrder: 1.5 })),
      );
      await assertFails(
        setDoc(doc(admin(), 'brands/momiji-garage'), asCreated({ ...brand(), kind: 'hotel' })),
      );
    });
    it('rejects an over-long name and accepts the longest allowed', async () => {
      await assertSucceeds(
        setDoc(
          doc(admin(), 'brands/momiji-garage'),
          asCreated({ ...brand(), name: 'あ'.repeat(50) }),
        ),
      );
      await assertFails(
        setDoc(
          doc(admin(), 'brands/kaede-garage'),
          asCreated({ ...brand(), name: 'あ'.repeat(51) }),
        ),
      );
    });
    it('rejects reserved and malformed brand ids', async () => {
      // Every segment the router owns (the same set brandIdSchema refuses), then malformed ids.
      for (const id of [...reservedFirstSegments, 'Sakura', 'ab', 'x_y_z', 'trailing-']) {
        await assertFails(setDoc(doc(admin(), `brands/${id}`), asCreated(brand())));
      }
    });
    it('requires server timestamps', async () => {
      const clientTime = toLite({ ...brand() });
      await assertFails(setDoc(doc(admin(), 'brands/momiji-garage'), clientTime));
      await assertFails(
        updateDoc(doc(admin(), paths.brand), {
          tagline: '更新',
          updatedAt: Timestamp.fromDate(new Date('2026-01-01')),
        }),
      );
    });
    it('keeps createdAt unchanged on update', async () => {
      await assertFails(
        updateDoc(
          doc(admin(), paths.brand),
          asUpdate({ createdAt: new Date('2020-01-01T00:00:00Z') }),
        ),
      );
    });
    it('rejects a malformed nested contact', async () => {
      const bad = {
        ...brand(),
        contact: { email: 'not-an-email', phone: '03-1234-5678', hours: '' },
      };
      await assertFails(setDoc(doc(admin(), 'brands/momiji-garage'), asCreated(bad)));
      const extra = {
        ...brand(),
        contact: { email: 'a@b.jp', phone: '03-1234-5678', hours: '', fax: '03-0000-0000' },
      };
      await assertFails(setDoc(doc(admin(), 'brands/momiji-garage'), asCreated(extra)));
    });
  });
});
