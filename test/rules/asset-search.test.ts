/**
 * assetSearch/{brandId}_{assetId}: the cross-brand search reads only searchable documents (the
 * asset and its brand published), nobody but staff writes, and the staff writes of assets and
 * brands keep `published` true to the asset and the brand.
 */
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  serverTimestamp,
  setDoc,
  where,
} from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import { assetEditDefaults } from '@/features/assets/asset-edit-defaults';
import { assetEditFormSchema } from '@/features/assets/asset-edit-form-schema';
import { setAssetPublished } from '@/features/assets/api/set-asset-published';
import { updateAsset } from '@/features/assets/api/update-asset';
import { setBrandPublished } from '@/features/brands/api/admin-set-brand-published';
import { assetSchema } from '@/lib/model/asset';
import { foldSearchText } from '@/utils/fold-search-text';
import { assertFails, assertSucceeds } from './support/harness';
import { adminOnly, describeMatrix, everyone } from './support/matrix';
import { useWorld } from './support/use-world';
import { asCreated, toLite } from './support/values';
import { asset, assetSearch, ids, paths } from './support/world';

/** A search document as the staff writes send it (updatedAt from the server clock). */
const asWritten = (data: Record<string, unknown>) => ({
  ...toLite(data),
  updatedAt: serverTimestamp(),
});

describe('asset search (assetSearch/{brandId}_{assetId})', () => {
  const world = useWorld();
  const admin = () => world.db('admin');
  const visitor = () => world.db('signedOut');
  const searchFor = (db: ReturnType<typeof admin>, key: string) =>
    getDocs(
      query(
        collection(db, 'assetSearch'),
        where('published', '==', true),
        where('tokens', 'array-contains', foldSearchText(key)),
        limit(20),
      ),
    );

  describeMatrix(world, {
    get: { run: (db) => getDoc(doc(db, paths.assetSearch)), allowed: everyone },
    list: { run: (db) => searchFor(db, '中野'), allowed: everyone },
    create: {
      before: () => world.deleteDocs([paths.draftAssetSearch]),
      run: (db) =>
        setDoc(
          doc(db, paths.draftAssetSearch),
          asWritten(assetSearch(ids.brand, ids.draftAsset, false)),
        ),
      allowed: adminOnly,
    },
    update: {
      run: (db) =>
        setDoc(doc(db, paths.assetSearch), asWritten(assetSearch(ids.brand, ids.asset, true))),
      allowed: adminOnly,
    },
    delete: { run: (db) => deleteDoc(doc(db, paths.assetSearch)), allowed: adminOnly },
  });

  describe('visibility', () => {
    it('hides the document of a draft asset and of a published asset of an unpublished brand', async () => {
      await assertFails(getDoc(doc(visitor(), paths.draftAssetSearch)));
      await assertFails(getDoc(doc(world.db('user'), paths.hiddenBrandAssetSearch)));
      await assertSucceeds(getDoc(doc(admin(), paths.hiddenBrandAssetSearch)));
    });
    it('a search must ask for published documents, and finds only searchable ones', async () => {
      await assertFails(getDocs(collection(visitor(), 'assetSearch')));
      await assertFails(
        getDocs(
          query(collection(visitor(), 'assetSearch'), where('tokens', 'array-contains', '中野')),
        ),
      );
      const found = await searchFor(visitor(), '中野坂上');
      expect(found.docs.map((d) => d.id)).toEqual([`${ids.brand}_${ids.asset}`]);
    });
  });

  describe('what staff may write', () => {
    it('refuses a searchable document for a draft asset or an unpublished brand', async () => {
      await assertFails(
        setDoc(
          doc(admin(), paths.draftAssetSearch),
          asWritten({ ...assetSearch(ids.brand, ids.draftAsset, false), published: true }),
        ),
      );
      await assertFails(
        setDoc(
          doc(admin(), paths.hiddenBrandAssetSearch),
          asWritten({
            ...assetSearch(ids.hiddenBrand, ids.hiddenBrandAsset, false),
            published: true,
          }),
        ),
      );
    });
    it('refuses an id that does not name the brand and asset, extra keys and a client time', async () => {
      const data = assetSearch(ids.brand, ids.asset, true);
      await assertFails(setDoc(doc(admin(), `assetSearch/${ids.brand}_A-999`), asWritten(data)));
      await assertFails(setDoc(doc(admin(), paths.assetSearch), asWritten({ ...data, extra: 1 })));
      await assertFails(setDoc(doc(admin(), paths.assetSearch), toLite(data)));
    });
    it('accepts kana readings on an asset and refuses anything else', async () => {
      const create = (id: string, readings: unknown) =>
        setDoc(doc(admin(), `${paths.brand}/assets/${id}`), asCreated({ ...asset(id), readings }));
      await assertSucceeds(create('A-030', ['なかのさかうえ', 'ナカノ']));
      await assertFails(create('A-031', ['nakano']));
      await assertFails(create('A-032', Array(11).fill('なかの')));
      await assertFails(create('A-033', ['な'.repeat(31)]));
    });
  });

  describe('staff writes keep it true', () => {
    it('publishing and unpublishing an asset makes it searchable and hides it', async () => {
      await setAssetPublished(admin(), {
        brandId: ids.brand,
        assetId: ids.draftAsset,
        published: true,
      });
      await assertSucceeds(getDoc(doc(visitor(), paths.draftAssetSearch)));
      await setAssetPublished(admin(), {
        brandId: ids.brand,
        assetId: ids.asset,
        published: false,
      });
      await assertFails(getDoc(doc(visitor(), paths.assetSearch)));
      const found = await searchFor(visitor(), '中野坂上');
      expect(found.docs.map((d) => d.id)).toEqual([`${ids.brand}_${ids.draftAsset}`]);
    });

    it('a brand switch hides or shows all its assets', async () => {
      await setBrandPublished(admin(), { brandId: ids.brand, published: false });
      await assertFails(getDoc(doc(visitor(), paths.assetSearch)));
      expect((await searchFor(visitor(), '中野坂上')).size).toBe(0);

      await setBrandPublished(admin(), { brandId: ids.hiddenBrand, published: true });
      await assertSucceeds(getDoc(doc(visitor(), paths.hiddenBrandAssetSearch)));
      expect((await searchFor(visitor(), '中野坂上')).docs.map((d) => d.id)).toEqual([
        `${ids.hiddenBrand}_${ids.hiddenBrandAsset}`,
      ]);
    });

    it('an asset edit rewrites its search document, readings included', async () => {
      const stored = assetSchema.parse(asset(ids.asset, true));
      const fields = assetEditFormSchema.parse({
        ...assetEditDefaults(stored),
        readings: 'なかのさかうえ ナカノ',
      });
      await updateAsset(admin(), { brandId: ids.brand, assetId: ids.asset, fields });
      const found = await searchFor(visitor(), 'ナカノサカ');
      expect(found.docs.map((d) => d.id)).toEqual([`${ids.brand}_${ids.asset}`]);

      await updateAsset(admin(), {
        brandId: ids.brand,
        assetId: ids.asset,
        fields: { ...fields, published: false },
      });
      expect((await searchFor(visitor(), 'なかのさか')).size).toBe(0);
    });
  });
});
