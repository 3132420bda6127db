/**
 * Every query the site makes (docs/data-model.md, "Queries and composite indexes"), run as
 * the role whose screen makes it: the rules must prove each one from its constraints, and the
 * baseline data must come back.
 */
import {
  collection,
  getDocs,
  limit,
  orderBy,
  query,
  where,
  type Firestore,
  type Query,
} from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import type { Role } from './support/roles';
import { useWorld } from './support/use-world';
import { ids, paths, uids } from './support/world';

interface SiteQuery {
  screen: string;
  role: Role;
  build: (db: Firestore) => Query;
  /** How many baseline documents it must return. */
  expected: number;
}

const b = paths.brand;
const siteQueries: SiteQuery[] = [
  {
    screen: '/ (brands)',
    role: 'signedOut',
    expected: 1,
    build: (db) =>
      query(collection(db, 'brands'), where('published', '==', true), orderBy('sortOrder')),
  },
  {
    screen: '/admin/brands',
    role: 'admin',
    expected: 2,
    build: (db) => query(collection(db, 'brands'), orderBy('sortOrder')),
  },
  {
    screen: '/news, / (latest news)',
    role: 'signedOut',
    expected: 1,
    build: (db) =>
      query(
        collection(db, 'news'),
        where('published', '==', true),
        orderBy('publishedAt', 'desc'),
        limit(5),
      ),
  },
  {
    screen: '/faq',
    role: 'signedOut',
    expected: 1,
    build: (db) =>
      query(collection(db, 'faqs'), where('published', '==', true), orderBy('sortOrder')),
  },
  {
    screen: '/{b}/info',
    role: 'signedOut',
    expected: 1,
    build: (db) =>
      query(
        collection(db, `${b}/infos`),
        where('published', '==', true),
        orderBy('publishedAt', 'desc'),
      ),
  },
  {
    screen: '/admin/brands/{id}/info',
    role: 'admin',
    expected: 2,
    build: (db) => query(collection(db, `${b}/infos`), orderBy('publishedAt', 'desc')),
  },
  {
    screen: '/{b}/faq',
    role: 'signedOut',
    expected: 1,
    build: (db) =>
      query(collection(db, `${b}/faqs`), where('published', '==', true), orderBy('sortOrder')),
  },
  {
    screen: '/admin/brands/{id}/faq',
    role: 'admin',
    expected: 2,
    build: (db) => query(collection(db, `${b}/faqs`), orderBy('sortOrder')),
  },
  {
    screen: '/{b}/sitemap (pages)',
    role: 'signedOut',
    expected: 1,
    build: (db) => query(collection(db, `${b}/pages`)),
  },
  {
    screen: '/{b}, /{b}/list',
    role: 'signedOut',
    expected: 1,
    build: (db) =>
      query(collection(db, `${b}/assets`), where('published', '==', true), orderBy('assetNumber')),
  },
  {
    screen: '/{b}/list (prefecture)',
    role: 'signedOut',
    expected: 1,
    build: (db) =>
      query(
        collection(db, `${b}/assets`),
        where('published', '==', true),
        where('prefecture', '==', '東京都'),
        orderBy('assetNumber'),
      ),
  },
  {
    screen: '/admin/brands/{b}/assets',
    role: 'admin',
    expected: 2,
    build: (db) => query(collection(db, `${b}/assets`), orderBy('assetNumber')),
  },
  {
    screen: '/{b}/{id} (spaces)',
    role: 'signedOut',
    expected: 2,
    build: (db) => query(collection(db, `${paths.asset}/spaces`), orderBy('label')),
  },
  {
    screen: '/{b}/{id} (free spaces)',
    role: 'signedOut',
    expected: 1,
    build: (db) =>
      query(
        collection(db, `${paths.asset}/spaces`),
        where('status', '==', 'available'),
        orderBy('label'),
      ),
  },
  {
    screen: '/{b}/myunit (applications)',
    role: 'user',
    expected: 1,
    build: (db) =>
      query(
        collection(db, `${b}/applications`),
        where('uid', '==', uids.alice),
        orderBy('createdAt', 'desc'),
      ),
  },
  {
    screen: '/{b}/myunit (bills)',
    role: 'user',
    expected: 1,
    build: (db) =>
      query(
        collection(db, `${b}/billings`),
        where('uid', '==', uids.alice),
        orderBy('period', 'desc'),
      ),
  },
  {
    screen: '/admin/brands/{b}/users/{id} (applications)',
    role: 'admin',
    expected: 1,
    build: (db) =>
      query(
        collection(db, `${b}/applications`),
        where('uid', '==', uids.alice),
        orderBy('createdAt', 'desc'),
      ),
  },
  {
    screen: '/admin (applications by status)',
    role: 'admin',
    expected: 1,
    build: (db) =>
      query(
        collection(db, `${b}/applications`),
        where('status', '==', 'submitted'),
        orderBy('createdAt', 'desc'),
      ),
  },
  {
    screen: '/admin/brands/{b}/billing (status)',
    role: 'admin',
    expected: 1,
    build: (db) =>
      query(collection(db, `${b}/billings`), where('status', '==', 'unpaid'), orderBy('dueDate')),
  },
  {
    screen: '/admin/brands/{b}/billing (month)',
    role: 'admin',
    expected: 1,
    build: (db) =>
      query(collection(db, `${b}/billings`), where('period', '==', ids.period), orderBy('dueDate')),
  },
  {
    screen: '/admin/brands/{b}/users',
    role: 'admin',
    expected: 1,
    build: (db) => query(collection(db, `${b}/members`), orderBy('createdAt', 'desc')),
  },
  {
    screen: '/admin/brands/{b}/contacts',
    role: 'admin',
    expected: 1,
    build: (db) =>
      query(
        collection(db, `${b}/contacts`),
        where('status', '==', 'new'),
        orderBy('createdAt', 'desc'),
      ),
  },
  {
    screen: '/admin/brands/{b}/previews',
    role: 'admin',
    expected: 1,
    build: (db) =>
      query(
        collection(db, `${b}/viewingRequests`),
        where('status', '==', 'new'),
        orderBy('createdAt', 'desc'),
      ),
  },
  {
    screen: '/admin/deviceList',
    role: 'admin',
    expected: 1,
    build: (db) =>
      query(collection(db, 'devices'), where('brandId', '==', ids.brand), orderBy('name')),
  },
];

describe('the queries the site makes', () => {
  const world = useWorld();
  for (const q of siteQueries) {
    it(`${q.screen} as ${q.role} is allowed and returns the data`, async () => {
      const snapshot = await getDocs(q.build(world.db(q.role)));
      expect(snapshot.size).toBe(q.expected);
    });
  }
});
