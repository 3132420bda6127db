/**
 * 利用規約 versions (issue 19, item 12): saveBrandPage keeps each 版 of the terms at
 * pages/terms/versions/{版} in the same transaction; nobody can change or remove a kept 版.
 */
import {
  deleteDoc,
  doc,
  getDoc,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
} from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import { saveBrandPage } from '@/features/content/api/admin-save-brand-page';
import { collectionPaths } from '@/lib/model/collection-paths';
import { assertFails, assertSucceeds } from './support/harness';
import { useWorld } from './support/use-world';
import { ids } from './support/world';

const versionPath = (version: number) =>
  collectionPaths.brandPageVersion(ids.brand, 'terms', version);
const termsPath = collectionPaths.brandPage(ids.brand, 'terms');

describe('terms versions (brands/{b}/pages/terms/versions/{版})', () => {
  const world = useWorld();

  it('saving the terms keeps that 版 with its text; visitors of a published brand may read it', async () => {
    const admin = world.db('admin');
    const fields = { title: '利用規約', body: '第1条（目的）第3版の本文' };
    const version = await assertSucceeds(
      saveBrandPage(admin, { brandId: ids.brand, key: 'terms', fields, baseVersion: 2 }),
    );
    expect(version).toBe(3);
    const kept = await assertSucceeds(getDoc(doc(world.db('signedOut'), versionPath(3))));
    expect(kept.data()).toMatchObject({ ...fields, version: 3 });
    // Another page saves no version.
    await assertSucceeds(
      saveBrandPage(admin, {
        brandId: ids.brand,
        key: 'privacy-policy',
        fields,
        baseVersion: null,
      }),
    );
    const other = await getDoc(
      doc(admin, collectionPaths.brandPageVersion(ids.brand, 'privacy-policy', 1)),
    );
    expect(other.exists()).toBe(false);
  });

  it('a kept 版 cannot be changed or removed, even by staff', async () => {
    const admin = world.db('admin');
    await saveBrandPage(admin, {
      brandId: ids.brand,
      key: 'terms',
      fields: { title: '利用規約', body: '本文' },
      baseVersion: 2,
    });
    await assertFails(updateDoc(doc(admin, versionPath(3)), { body: '書き換え' }));
    await assertFails(deleteDoc(doc(admin, versionPath(3))));
  });

  it('a 版 is written only with the page, under its own number and with its text', async () => {
    const admin = world.db('admin');
    const page = (version: number, body: string) => ({
      title: '利用規約',
      body,
      version,
      updatedAt: serverTimestamp(),
    });
    // Alone (the page stays at 第2版), under another number, or with other text: refused.
    await assertFails(setDoc(doc(admin, versionPath(3)), page(3, 'x')));
    const wrongNumber = writeBatch(admin);
    wrongNumber.set(doc(admin, termsPath), page(3, 'x'));
    wrongNumber.set(doc(admin, versionPath(4)), page(3, 'x'));
    await assertFails(wrongNumber.commit());
    const otherText = writeBatch(admin);
    otherText.set(doc(admin, termsPath), page(3, 'x'));
    otherText.set(doc(admin, versionPath(3)), page(3, 'y'));
    await assertFails(otherText.commit());
    // A customer cannot write one at all.
    await assertFails(setDoc(doc(world.db('user'), versionPath(9)), page(9, 'x')));
  });
});
