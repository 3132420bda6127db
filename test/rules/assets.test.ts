/** Assets and their spaces: public only when published, admin-written, fees never user-writable. */
import {
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore/lite';
import { describe, it } from 'vitest';
import { assertFails, assertSucceeds } from './support/harness';
import { adminOnly, describeMatrix, everyone } from './support/matrix';
import { useWorld } from './support/use-world';
import { asCreated, asUpdate, toLite } from './support/values';
import { asset, ids, paths, space, uids } from './support/world';

const assets = `${paths.brand}/assets`;
const spaces = `${paths.asset}/spaces`;

describe('assets (brands/{b}/assets/{assetNumber})', () => {
  const world = useWorld();
  const admin = () => world.db('admin');
  const create = (id: string, data: Record<string, unknown>) =>
    setDoc(doc(admin(), `${assets}/${id}`), asCreated(data));

  describeMatrix(world, {
    get: { run: (db) => getDoc(doc(db, paths.asset)), allowed: everyone },
    list: {
      run: (db) =>
        getDocs(
          query(collection(db, assets), where('published', '==', true), orderBy('assetNumber')),
        ),
      allowed: everyone,
    },
    create: {
      run: (db) => setDoc(doc(db, `${assets}/A-009`), asCreated(asset('A-009'))),
      allowed: adminOnly,
    },
    update: {
      run: (db) =>
        updateDoc(doc(db, paths.asset), asUpdate({ name: 'さくらトランク 中野坂上駅前' })),
      allowed: adminOnly,
    },
    delete: { run: (db) => deleteDoc(doc(db, paths.draftAsset)), allowed: adminOnly },
  });

  describe('visibility', () => {
    it('a draft asset, and a published asset of an unpublished brand, are hidden', async () => {
      await assertFails(getDoc(doc(world.db('signedOut'), paths.draftAsset)));
      await assertFails(getDoc(doc(world.db('user'), paths.hiddenBrandAsset)));
      await assertSucceeds(getDoc(doc(admin(), paths.draftAsset)));
    });
    it('list queries must carry the published filter; the prefecture filter is allowed with it', async () => {
      await assertFails(getDocs(collection(world.db('signedOut'), assets)));
      await assertFails(
        getDocs(query(collection(world.db('user'), assets), where('prefecture', '==', '東京都'))),
      );
      await assertSucceeds(
        getDocs(
          query(
            collection(world.db('signedOut'), assets),
            where('published', '==', true),
            where('prefecture', '==', '東京都'),
            orderBy('assetNumber'),
          ),
        ),
      );
      await assertFails(
        getDocs(
          query(
            collection(world.db('signedOut'), `brands/${ids.hiddenBrand}/assets`),
            where('published', '==', true),
          ),
        ),
      );
    });
  });

  describe('the asset number is the id (unique within the brand)', () => {
    it('rejects an assetNumber that differs from the id', async () => {
      await assertFails(create('A-010', asset('A-011')));
    });
    it('rejects ids that could collide with brand routes or are malformed', async () => {
      for (const id of ['flow', 'list', 'a-001', 'A_001', 'A-0000000000000000'])
        await assertFails(create(id, asset(id)));
    });
    it('the asset number cannot change', async () => {
      await assertFails(updateDoc(doc(admin(), paths.asset), asUpdate({ assetNumber: 'A-002' })));
    });
  });

  describe('validation', () => {
    it('rejects a bad address', async () => {
      await assertFails(create('A-020', { ...asset('A-020'), prefecture: '東京' }));
      await assertFails(create('A-020', { ...asset('A-020'), postalCode: '1640011' }));
      await assertFails(create('A-020', { ...asset('A-020'), city: '' }));
      await assertFails(create('A-020', { ...asset('A-020'), building: 'あ'.repeat(101) }));
      const { building: _b, ...withoutBuilding } = asset('A-020');
      await assertSucceeds(create('A-020', withoutBuilding));
    });
    it('requires a GeoPoint location', async () => {
      await assertFails(create('A-021', { ...asset('A-021'), location: '35.69,139.68' }));
      await assertFails(
        create('A-021', { ...asset('A-021'), location: { lat: 35.6, lng: 139.6 } }),
      );
    });
    it('checks stations', async () => {
      const station = { line: 'JR中央線', station: '中野', walkMinutes: 8 };
      await assertSucceeds(
        create('A-022', { ...asset('A-022'), stations: Array(5).fill(station) }),
      );
      await assertFails(create('A-023', { ...asset('A-023'), stations: Array(6).fill(station) }));
      await assertFails(
        create('A-023', { ...asset('A-023'), stations: [{ ...station, walkMinutes: 8.5 }] }),
      );
      await assertFails(
        create('A-023', { ...asset('A-023'), stations: [{ ...station, exit: '北口' }] }),
      );
      await assertFails(
        create('A-023', {
          ...asset('A-023'),
          stations: [station, { line: 'JR', station: '', walkMinutes: 1 }],
        }),
      );
    });
    it('checks features and image paths', async () => {
      await assertSucceeds(
        create('A-024', { ...asset('A-024'), features: Array(20).fill('空調完備') }),
      );
      await assertFails(
        create('A-025', { ...asset('A-025'), features: Array(21).fill('空調完備') }),
      );
      await assertFails(create('A-025', { ...asset('A-025'), features: ['空調完備', 24] }));
      await assertFails(create('A-025', { ...asset('A-025'), features: ['あ'.repeat(51)] }));
      await assertFails(create('A-025', { ...asset('A-025'), imagePaths: ['/brands/x.webp'] }));
      await assertFails(
        create('A-025', { ...asset('A-025'), imagePaths: Array(11).fill('brands/x.webp') }),
      );
    });
    it('takes createdAt and updatedAt from the server clock', async () => {
      const db = world.db('admin');
      await assertFails(
        setDoc(doc(db, `${paths.brand}/assets/A-030`), toLite(asset('A-030'), ['updatedAt'])),
      );
    });
    it('rejects extra and missing keys', async () => {
      await assertFails(create('A-026', { ...asset('A-026'), rating: 5 }));
      const { stations: _s, ...missing } = asset('A-026');
      await assertFails(create('A-026', missing));
    });
  });
});

describe('spaces (brands/{b}/assets/{a}/spaces/{id})', () => {
  const world = useWorld();
  const admin = () => world.db('admin');

  describeMatrix(world, {
    get: { run: (db) => getDoc(doc(db, paths.freeSpace)), allowed: everyone },
    list: {
      run: (db) => getDocs(query(collection(db, spaces), orderBy('label'))),
      allowed: everyone,
    },
    create: {
      run: (db) => setDoc(doc(db, `${spaces}/S-103`), asCreated(space())),
      allowed: adminOnly,
    },
    update: {
      run: (db) => updateDoc(doc(db, paths.freeSpace), asUpdate({ monthlyFee: 9900 })),
      allowed: adminOnly,
    },
    delete: { run: (db) => deleteDoc(doc(db, paths.freeSpace)), allowed: adminOnly },
  });

  describe('visibility follows the asset and the brand', () => {
    it('spaces of a draft asset are hidden from visitors', async () => {
      await assertFails(getDoc(doc(world.db('signedOut'), paths.draftAssetSpace)));
      await assertFails(getDocs(collection(world.db('user'), `${paths.draftAsset}/spaces`)));
      await assertSucceeds(getDocs(collection(admin(), `${paths.draftAsset}/spaces`)));
    });
    it('spaces of an unpublished brand are hidden from visitors', async () => {
      await assertFails(getDoc(doc(world.db('signedOut'), paths.hiddenBrandSpace)));
    });
    it('free spaces of a published asset can be queried by status', async () => {
      await assertSucceeds(
        getDocs(
          query(
            collection(world.db('signedOut'), spaces),
            where('status', '==', 'available'),
            orderBy('label'),
          ),
        ),
      );
    });
    it('a collection-group query over all spaces is denied to visitors', async () => {
      await assertFails(
        getDocs(
          query(
            collectionGroup(world.db('signedOut'), 'spaces'),
            where('status', '==', 'available'),
          ),
        ),
      );
    });
  });

  describe('users cannot grant themselves anything', () => {
    it('a user cannot change fees', async () => {
      await assertFails(
        updateDoc(doc(world.db('user'), paths.freeSpace), asUpdate({ monthlyFee: 1 })),
      );
      await assertFails(
        updateDoc(
          doc(world.db('user'), paths.freeSpace),
          asUpdate({ initialCosts: { handlingFee: 0, guaranteeFee: 0, keyFee: 0 } }),
        ),
      );
    });
    it('a user cannot mark a space occupied or unavailable', async () => {
      await assertFails(
        updateDoc(doc(world.db('user'), paths.freeSpace), asUpdate({ status: 'occupied' })),
      );
      await assertFails(
        updateDoc(
          doc(world.db('user'), paths.reservedSpace),
          asUpdate({ status: 'unavailable', reservedBy: null, applicationId: null }),
        ),
      );
    });
    it('a user cannot reserve a space without creating the application in the same batch', async () => {
      await assertFails(
        updateDoc(
          doc(world.db('user'), paths.freeSpace),
          asUpdate({
            status: 'reserved',
            reservedBy: uids.alice,
            applicationId: 'AliceApplication0099',
          }),
        ),
      );
    });
    it('a user cannot release the space of an application that is still submitted', async () => {
      await assertFails(
        updateDoc(
          doc(world.db('user'), paths.reservedSpace),
          asUpdate({ status: 'available', reservedBy: null, applicationId: null }),
        ),
      );
    });
  });

  describe('validation (admin writes)', () => {
    let n = 0;
    // A fresh id per write, so every accepted write is a create.
    const create = (data: Record<string, unknown>) =>
      setDoc(doc(admin(), `${spaces}/S-2${n++}`), asCreated(data));
    it('holder fields must match the status', async () => {
      await assertFails(create({ ...space(), status: 'reserved' }));
      await assertFails(create({ ...space(), reservedBy: uids.alice }));
      await assertSucceeds(
        create(
          space({ status: 'reserved', uid: uids.alice, applicationId: 'AliceApplication0050' }),
        ),
      );
      await assertSucceeds(create({ ...space(), status: 'occupied' }));
      await assertFails(create({ ...space(), status: 'rented' }));
    });
    it('fees are whole yen within range', async () => {
      await assertFails(create({ ...space(), monthlyFee: 8800.5 }));
      await assertFails(create({ ...space(), adminFee: -1 }));
      await assertFails(create({ ...space(), monthlyFee: 10000001 }));
      await assertFails(create({ ...space(), monthlyFee: '8800' }));
      await assertFails(create({ ...space(), initialCosts: { handlingFee: 0, guaranteeFee: 0 } }));
      await assertFails(
        create({
          ...space(),
          initialCosts: { handlingFee: 0, guaranteeFee: 0, keyFee: 0, cleaningFee: 0 },
        }),
      );
    });
    it('sizes and layout are checked', async () => {
      await assertFails(
        create({ ...space(), size: { widthCm: 120.5, depthCm: 180, heightCm: 220, areaM2: 2.16 } }),
      );
      await assertFails(
        create({ ...space(), size: { widthCm: 120, depthCm: 180, heightCm: 220, areaM2: 0 } }),
      );
      await assertSucceeds(
        create({ ...space(), size: { widthCm: 250, depthCm: 500, heightCm: null, areaM2: 12.5 } }),
      );
      await assertFails(create({ ...space(), layout: { x: 10, y: 20, w: 120, h: 8 } }));
      await assertFails(create({ ...space(), type: 'warehouse' }));
      await assertFails(create({ ...space(), label: 'あ'.repeat(21) }));
    });
    it('space ids are restricted', async () => {
      await assertFails(setDoc(doc(admin(), `${spaces}/S 1`), asCreated(space())));
    });
  });
});
