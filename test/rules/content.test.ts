/** Published content: brand pages, brand FAQ and お知らせ, site-wide news and FAQ, site pages. */
import {
  collection,
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
import { adminOnly, describeMatrix, everyone, operatorOnly, type Matrix } from './support/matrix';
import type { Role } from './support/roles';
import { useWorld } from './support/use-world';
import { asCreated, asUpdate, toLite } from './support/values';
import { brandPage, faq, ids, notice, paths, sitePage, type DocData } from './support/world';

const brandPath = paths.brand;

/**
 * The matrix of a staff-written, published-filtered collection: written by `writers` (a brand's
 * staff by default; the site-wide collections are operator-wide).
 */
function publishedContentMatrix(opts: {
  writers?: readonly Role[];
  collectionPath: string;
  existing: string;
  order: string;
  direction?: 'asc' | 'desc';
  fresh: () => DocData;
  change: DocData;
}): Matrix {
  return {
    get: { run: (db) => getDoc(doc(db, opts.existing)), allowed: everyone },
    list: {
      run: (db) =>
        getDocs(
          query(
            collection(db, opts.collectionPath),
            where('published', '==', true),
            orderBy(opts.order, opts.direction),
          ),
        ),
      allowed: everyone,
    },
    create: {
      run: (db) => setDoc(doc(db, `${opts.collectionPath}/new-item`), asCreated(opts.fresh())),
      allowed: opts.writers ?? adminOnly,
    },
    update: {
      run: (db) => updateDoc(doc(db, opts.existing), asUpdate(opts.change)),
      allowed: opts.writers ?? adminOnly,
    },
    delete: { run: (db) => deleteDoc(doc(db, opts.existing)), allowed: opts.writers ?? adminOnly },
  };
}

describe('brand pages (brands/{b}/pages/{key})', () => {
  const world = useWorld();
  describeMatrix(world, {
    get: { run: (db) => getDoc(doc(db, paths.terms)), allowed: everyone },
    list: { run: (db) => getDocs(collection(db, `${brandPath}/pages`)), allowed: everyone },
    create: {
      run: (db) => setDoc(doc(db, `${brandPath}/pages/flow`), toLite(brandPage(1), ['updatedAt'])),
      allowed: adminOnly,
    },
    update: {
      run: (db) =>
        setDoc(
          doc(db, paths.terms),
          toLite({ ...brandPage(3), title: '利用規約（改定）' }, ['updatedAt']),
        ),
      allowed: adminOnly,
    },
    delete: { run: (db) => deleteDoc(doc(db, paths.terms)), allowed: adminOnly },
  });

  it('pages of an unpublished brand are hidden from visitors', async () => {
    await assertFails(getDoc(doc(world.db('signedOut'), paths.hiddenTerms)));
    await assertFails(getDocs(collection(world.db('user'), `brands/${ids.hiddenBrand}/pages`)));
    await assertSucceeds(getDoc(doc(world.db('admin'), paths.hiddenTerms)));
  });
  it('only the seven page keys exist', async () => {
    await assertFails(
      setDoc(
        doc(world.db('admin'), `${brandPath}/pages/about`),
        toLite(brandPage(1), ['updatedAt']),
      ),
    );
    for (const key of [
      'flow',
      'privacy-policy',
      'company-overview',
      'transaction',
      'annotation',
      'thanks',
    ]) {
      await assertSucceeds(
        setDoc(
          doc(world.db('admin'), `${brandPath}/pages/${key}`),
          toLite(brandPage(1), ['updatedAt']),
        ),
      );
    }
  });
  it('the version never goes down (applications refer to it)', async () => {
    await assertFails(
      setDoc(doc(world.db('admin'), paths.terms), toLite(brandPage(1), ['updatedAt'])),
    );
    await assertSucceeds(
      setDoc(doc(world.db('admin'), paths.terms), toLite(brandPage(2), ['updatedAt'])),
    );
  });
  it('validates body size, version type and server time', async () => {
    const admin = world.db('admin');
    await assertSucceeds(
      setDoc(
        doc(admin, paths.terms),
        toLite({ ...brandPage(2), body: 'あ'.repeat(50000) }, ['updatedAt']),
      ),
    );
    await assertFails(
      setDoc(
        doc(admin, paths.terms),
        toLite({ ...brandPage(2), body: 'あ'.repeat(50001) }, ['updatedAt']),
      ),
    );
    await assertFails(
      setDoc(doc(admin, paths.terms), toLite({ ...brandPage(2), version: '3' }, ['updatedAt'])),
    );
    await assertFails(setDoc(doc(admin, paths.terms), toLite(brandPage(3))));
  });
});

describe('brand FAQ (brands/{b}/faqs)', () => {
  const world = useWorld();
  describeMatrix(
    world,
    publishedContentMatrix({
      collectionPath: `${brandPath}/faqs`,
      existing: paths.faq,
      order: 'sortOrder',
      fresh: () => faq(true),
      change: { answer: '前月20日までにご連絡ください。' },
    }),
  );
  it('drafts are hidden, and queries must filter on published', async () => {
    await assertFails(getDoc(doc(world.db('signedOut'), paths.draftFaq)));
    await assertFails(getDocs(collection(world.db('user'), `${brandPath}/faqs`)));
    await assertSucceeds(getDoc(doc(world.db('admin'), paths.draftFaq)));
    await assertSucceeds(getDocs(collection(world.db('admin'), `${brandPath}/faqs`)));
  });
  it('rejects missing, extra and oversized fields', async () => {
    const admin = world.db('admin');
    const { category: _c, ...missing } = faq();
    await assertFails(setDoc(doc(admin, `${brandPath}/faqs/x`), asCreated(missing)));
    await assertFails(setDoc(doc(admin, `${brandPath}/faqs/x`), asCreated({ ...faq(), views: 0 })));
    await assertFails(
      setDoc(doc(admin, `${brandPath}/faqs/x`), asCreated({ ...faq(), answer: 'あ'.repeat(5001) })),
    );
    await assertFails(
      setDoc(doc(admin, `${brandPath}/faqs/x`), asCreated({ ...faq(), answer: '' })),
    );
  });
});

describe('brand お知らせ (brands/{b}/notices)', () => {
  const world = useWorld();
  describeMatrix(
    world,
    publishedContentMatrix({
      collectionPath: `${brandPath}/notices`,
      existing: paths.info,
      order: 'publishedAt',
      direction: 'desc',
      fresh: () => notice(true),
      change: { title: '営業時間変更のお知らせ' },
    }),
  );
  it('drafts and the published items of an unpublished brand are hidden', async () => {
    await assertFails(getDoc(doc(world.db('signedOut'), paths.draftInfo)));
    await assertFails(getDoc(doc(world.db('signedOut'), paths.hiddenBrandInfo)));
    await assertFails(
      getDocs(
        query(
          collection(world.db('user'), `brands/${ids.hiddenBrand}/notices`),
          where('published', '==', true),
        ),
      ),
    );
    await assertSucceeds(getDoc(doc(world.db('admin'), paths.hiddenBrandInfo)));
  });
  it('publishedAt must be a timestamp', async () => {
    await assertFails(
      setDoc(
        doc(world.db('admin'), `${brandPath}/notices/x`),
        asCreated({ ...notice(), publishedAt: '2026-04-01' }),
      ),
    );
  });
});

describe('site-wide お知らせ (notices)', () => {
  const world = useWorld();
  describeMatrix(
    world,
    publishedContentMatrix({
      writers: operatorOnly,
      collectionPath: 'notices',
      existing: paths.news,
      order: 'publishedAt',
      direction: 'desc',
      fresh: () => notice(true),
      change: { body: '本文を更新しました。' },
    }),
  );
  it('drafts are hidden and unfiltered queries are denied', async () => {
    await assertFails(getDoc(doc(world.db('signedOut'), paths.draftNews)));
    await assertFails(getDocs(collection(world.db('signedOut'), 'notices')));
    await assertFails(
      getDocs(query(collection(world.db('user'), 'notices'), where('published', '!=', false))),
    );
    await assertSucceeds(getDocs(collection(world.db('admin'), 'notices')));
  });
  it('rejects an oversized body', async () => {
    await assertFails(
      setDoc(
        doc(world.db('admin'), 'notices/x'),
        asCreated({ ...notice(), body: 'あ'.repeat(20001) }),
      ),
    );
  });
  it('admin writes take their times from the server clock', async () => {
    const admin = world.db('admin');
    const past = new Date('2020-01-01T00:00:00Z');
    await assertFails(setDoc(doc(admin, 'notices/x'), toLite(notice(), ['updatedAt'])));
    await assertFails(updateDoc(doc(admin, paths.news), toLite({ updatedAt: past })));
    await assertFails(updateDoc(doc(admin, paths.news), asUpdate({ createdAt: past })));
  });
});

describe('site-wide FAQ (faqs)', () => {
  const world = useWorld();
  describeMatrix(
    world,
    publishedContentMatrix({
      writers: operatorOnly,
      collectionPath: 'faqs',
      existing: paths.siteFaq,
      order: 'sortOrder',
      fresh: () => faq(true),
      change: { sortOrder: 2 },
    }),
  );
  it('drafts are hidden', async () => {
    await assertFails(getDoc(doc(world.db('user'), paths.draftSiteFaq)));
    await assertSucceeds(getDoc(doc(world.db('admin'), paths.draftSiteFaq)));
  });
});

describe('site pages (site/{key})', () => {
  const world = useWorld();
  describeMatrix(world, {
    get: { run: (db) => getDoc(doc(db, paths.sitePage)), allowed: everyone },
    list: { run: (db) => getDocs(collection(db, 'site')), allowed: everyone },
    create: {
      run: (db) => setDoc(doc(db, 'site/partnership'), toLite(sitePage(), ['updatedAt'])),
      allowed: operatorOnly,
    },
    update: {
      run: (db) =>
        setDoc(
          doc(db, paths.sitePage),
          toLite({ ...sitePage(), body: '改訂しました。' }, ['updatedAt']),
        ),
      allowed: operatorOnly,
    },
    delete: { run: (db) => deleteDoc(doc(db, paths.sitePage)), allowed: operatorOnly },
  });
  it('only partnership, transaction and introduction exist', async () => {
    await assertFails(
      setDoc(doc(world.db('admin'), 'site/home'), toLite(sitePage(), ['updatedAt'])),
    );
    await assertSucceeds(
      setDoc(doc(world.db('admin'), 'site/transaction'), toLite(sitePage(), ['updatedAt'])),
    );
  });
  it('rejects extra keys and client-chosen times', async () => {
    await assertFails(
      setDoc(
        doc(world.db('admin'), paths.sitePage),
        toLite({ ...sitePage(), html: '<b>' }, ['updatedAt']),
      ),
    );
    await assertFails(setDoc(doc(world.db('admin'), paths.sitePage), toLite(sitePage())));
  });
});
