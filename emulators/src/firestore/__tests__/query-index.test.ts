/**
 * The field indexes (field-index.ts) answer exactly as a scan does: the same documents in the
 * same order, the same counts, sums and averages, for every query shape the app sends (equality
 * + order + limit, several equalities, `in`, `array-contains(-any)`, inequalities beside an
 * equality, OR, `__name__` lookups, collection groups, cursors, offsets, projections), and after
 * writes that move documents between index entries, change a field's type, remove it or delete
 * the document, and add new documents to collections already indexed. Two emulators get the same
 * writes: one with indexes, one scanning (queryIndexes: false); every query goes to both.
 */
import {
  FieldPath as AdminFieldPath,
  type Firestore as AdminFirestore,
} from 'firebase-admin/firestore';
import {
  and,
  average,
  collection,
  collectionGroup,
  count,
  doc,
  documentId,
  endAt,
  endBefore,
  getAggregate,
  getDoc,
  getDocs,
  limit,
  limitToLast,
  or,
  orderBy,
  query,
  startAfter,
  startAt,
  sum,
  where,
} from 'firebase/firestore/lite';
import type { Firestore, Query } from 'firebase/firestore/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestContext } from './support/firestore-test-context.js';
import type { TestContext } from './support/firestore-test-context.js';

let indexed: TestContext;
let scanned: TestContext;
const sides: { name: string; lite: Firestore; admin: AdminFirestore }[] = [];

/** A small deterministic generator, so a failure can be replayed. */
function generator(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  return { next, pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]! };
}

const BILL_COLLECTIONS = [
  'brands/b1/bills',
  'brands/b2/bills',
  'brands/b3/bills',
  'bills',
  'other/x/deep/y/bills',
];
const PERIODS = ['2026-10', '2026-11', '2026-12', '2027-01'];
const STATUSES = ['unpaid', 'paid', 'partial', 'cancelled'];

/** A bill-like document; some lack fields or carry another type, as real data may. */
function bill(random: ReturnType<typeof generator>, i: number): Record<string, unknown> {
  const period = random.pick(PERIODS);
  const data: Record<string, unknown> = {
    period,
    status: random.next() < 0.05 ? 1 : random.pick(STATUSES),
    dueDate: `${period}-${String(20 + Math.floor(random.next() * 9)).padStart(2, '0')}`,
    // 1 in 10 a double that equals an integer elsewhere (7650 and 7650.0 are equal); some
    // fractions, whose sum depends on the order they are added in.
    amount:
      random.next() < 0.1
        ? 7650.5 - 0.5
        : random.next() < 0.15
          ? random.pick([0.1, 0.7, 1e-9, 3.3])
          : random.pick([7650, 8800, 4400, 12_000]),
    paidAmount: random.pick([0, 0, 3000, 7650]),
    uid: `u${Math.floor(random.next() * 12)}`,
    search: { keys: [`k${i % 7}`, `k${(i * 3) % 11}`, random.pick(['ア', 'カ', 'サ'])] },
    about: { type: random.pick(['bill', 'contract', null]) },
    n: i,
  };
  if (random.next() < 0.1) delete data['dueDate'];
  if (random.next() < 0.05) data['flag'] = null;
  else if (random.next() < 0.5) data['flag'] = random.next() < 0.5;
  return data;
}

async function writeBoth(path: string, data: Record<string, unknown> | null): Promise<void> {
  await Promise.all(
    sides.map(({ admin }) =>
      data === null ? admin.doc(path).delete() : admin.doc(path).set(data),
    ),
  );
}

/** The query shapes, built for one side's lite SDK. */
const shapes: [string, (db: Firestore) => Promise<Query>][] = [
  // The billing screen: a month's bills by due date, a page at a time.
  [
    'equality + order + limit',
    async (db) =>
      query(
        collection(db, 'brands/b1/bills'),
        where('period', '==', '2026-11'),
        orderBy('dueDate'),
        limit(5),
      ),
  ],
  [
    'two equalities + order',
    async (db) =>
      query(
        collection(db, 'brands/b1/bills'),
        where('period', '==', '2026-12'),
        where('status', '==', 'unpaid'),
        orderBy('dueDate', 'desc'),
      ),
  ],
  [
    'equality + inequality on another field (支払期限超過)',
    async (db) =>
      query(
        collection(db, 'brands/b2/bills'),
        where('status', 'in', ['unpaid', 'partial']),
        where('dueDate', '<', '2026-11-25'),
        orderBy('dueDate'),
        limit(20),
      ),
  ],
  [
    'equality + paidAmount < amount-like range',
    async (db) =>
      query(
        collection(db, 'brands/b3/bills'),
        where('period', '==', '2026-10'),
        where('paidAmount', '>=', 3000),
      ),
  ],
  [
    'equality on a number (7650 and 7650.0 alike)',
    async (db) => query(collection(db, 'brands/b1/bills'), where('amount', '==', 7650)),
  ],
  [
    'equality on a type the field rarely has',
    async (db) => query(collection(db, 'brands/b1/bills'), where('status', '==', 1)),
  ],
  [
    'equality on null and on a boolean',
    async (db) =>
      query(
        collection(db, 'brands/b2/bills'),
        where('flag', 'in', [null, true]),
        orderBy('n', 'desc'),
      ),
  ],
  [
    'equality on a nested field',
    async (db) => query(collection(db, 'brands/b1/bills'), where('about.type', '==', 'bill')),
  ],
  [
    'array-contains (a search key)',
    async (db) =>
      query(
        collection(db, 'brands/b1/bills'),
        where('search.keys', 'array-contains', 'k3'),
        orderBy('n'),
        limit(8),
      ),
  ],
  [
    'array-contains-any + equality',
    async (db) =>
      query(
        collection(db, 'brands/b2/bills'),
        where('search.keys', 'array-contains-any', ['k1', 'サ']),
        where('period', '==', '2026-11'),
      ),
  ],
  [
    'not-equal and not-in beside an equality',
    async (db) =>
      query(
        collection(db, 'brands/b3/bills'),
        where('uid', '==', 'u3'),
        where('status', 'not-in', ['paid', 'cancelled']),
      ),
  ],
  [
    'OR of equalities (no index: a scan)',
    async (db) =>
      query(
        collection(db, 'brands/b1/bills'),
        or(where('status', '==', 'partial'), where('uid', '==', 'u5')),
        orderBy('n'),
      ),
  ],
  [
    'AND of an equality and an OR',
    async (db) =>
      query(
        collection(db, 'brands/b2/bills'),
        and(
          where('period', '==', '2026-12'),
          or(where('status', '==', 'unpaid'), where('paidAmount', '>', 0)),
        ),
      ),
  ],
  [
    'collection group: equality + order (every brand)',
    async (db) =>
      query(
        collectionGroup(db, 'bills'),
        where('status', '==', 'unpaid'),
        orderBy('dueDate'),
        limit(30),
      ),
  ],
  [
    'collection group: in + inequality',
    async (db) =>
      query(
        collectionGroup(db, 'bills'),
        where('period', 'in', ['2026-10', '2027-01']),
        where('paidAmount', '<', 7650),
        orderBy('paidAmount', 'desc'),
      ),
  ],
  [
    'by name: documentId() in',
    async (db) =>
      query(
        collection(db, 'brands/b1/bills'),
        where(documentId(), 'in', ['bill-3', 'bill-10', 'bill-11', 'missing', 'bill-40']),
      ),
  ],
  [
    'by name and a field',
    async (db) =>
      query(
        collection(db, 'brands/b2/bills'),
        where(documentId(), '==', 'bill-7'),
        where('period', '==', '2026-11'),
      ),
  ],
  [
    'cursor: startAfter a document, equality + order',
    async (db) => {
      const first = await getDocs(
        query(
          collection(db, 'brands/b1/bills'),
          where('period', '==', '2026-11'),
          orderBy('dueDate'),
          limit(4),
        ),
      );
      const last = first.docs[first.docs.length - 1];
      return query(
        collection(db, 'brands/b1/bills'),
        where('period', '==', '2026-11'),
        orderBy('dueDate'),
        ...(last ? [startAfter(last)] : []),
        limit(4),
      );
    },
  ],
  [
    'cursor: startAt / endBefore values',
    async (db) =>
      query(
        collection(db, 'brands/b3/bills'),
        where('uid', '==', 'u1'),
        orderBy('dueDate'),
        startAt('2026-11-22'),
        endBefore('2026-12-27'),
      ),
  ],
  [
    'cursor: endAt, descending, limitToLast',
    async (db) =>
      query(
        collection(db, 'brands/b1/bills'),
        where('status', '==', 'paid'),
        orderBy('n', 'desc'),
        endAt(5),
        limitToLast(3),
      ),
  ],
  [
    'no filter: newest first, a page',
    async (db) => query(collection(db, 'brands/b2/bills'), orderBy('n', 'desc'), limit(10)),
  ],
  // The reports job (functions/src/reports/read-records.ts): a brand's first and last billed
  // month, each month's bills, the bills since a month, every space of one brand.
  [
    'order by a shared value + limit 1 (first and last month; ties by name)',
    async (db) => query(collection(db, 'brands/b3/bills'), orderBy('period', 'desc'), limit(1)),
  ],
  [
    'equality alone, every row',
    async (db) => query(collection(db, 'brands/b1/bills'), where('period', '==', '2027-01')),
  ],
  [
    'inequality alone (since a month)',
    async (db) => query(collection(db, 'brands/b2/bills'), where('period', '>=', '2026-12')),
  ],
  [
    'collection group over one brand’s path range by document id',
    async (db) =>
      query(
        collectionGroup(db, 'bills'),
        where(documentId(), '>=', 'brands/b2'),
        where(documentId(), '<', 'brands/b2\u0000'),
      ),
  ],
];

/** The document paths a query answers, on each side. */
async function answers(shape: (db: Firestore) => Promise<Query>) {
  return Promise.all(
    sides.map(async ({ lite }) => (await getDocs(await shape(lite))).docs.map((d) => d.ref.path)),
  );
}

async function aggregates(shape: (db: Firestore) => Promise<Query>) {
  return Promise.all(
    sides.map(async ({ lite }) => {
      const q = await shape(lite);
      const [plain, numbers] = await Promise.all([
        getAggregate(q, { n: count() }),
        getAggregate(q, { n: count(), total: sum('amount'), mean: average('paidAmount') }),
      ]);
      return { ...plain.data(), numbers: numbers.data() };
    }),
  );
}

async function expectSameAnswers(): Promise<void> {
  for (const [name, shape] of shapes) {
    const [withIndexes, byScan] = await answers(shape);
    expect(withIndexes, name).toEqual(byScan);
  }
}

beforeAll(async () => {
  indexed = await startTestContext();
  scanned = await startTestContext({ queryIndexes: false });
  sides.push(
    { name: 'indexed', lite: indexed.lite(), admin: indexed.admin() },
    { name: 'scanned', lite: scanned.lite(), admin: scanned.admin() },
  );
  const random = generator(20261207);
  for (const [c, path] of BILL_COLLECTIONS.entries()) {
    const batch = sides.map(({ admin }) => admin.batch());
    for (let i = 0; i < 60; i++) {
      const data = bill(random, i + c * 100);
      batch.forEach((b, side) => b.set(sides[side]!.admin.doc(`${path}/bill-${i}`), data));
    }
    await Promise.all(batch.map((b) => b.commit()));
  }
});

afterAll(async () => {
  await indexed?.close();
  await scanned?.close();
});

describe('queries answered from the field indexes', () => {
  it('give the scan’s documents in the scan’s order for every query shape', async () => {
    await expectSameAnswers();
    // Not vacuous: most shapes find something, and the indexes were used (a page is a subset).
    const found = await Promise.all(shapes.map(async ([, shape]) => (await answers(shape))[0]!));
    expect(found.filter((paths) => paths.length > 0).length).toBeGreaterThan(shapes.length - 3);
  });

  it('give the scan’s count, sum and average', async () => {
    for (const [name, shape] of shapes) {
      if (name.startsWith('cursor: endAt')) continue; // limitToLast has no aggregation
      const [withIndexes, byScan] = await aggregates(shape);
      expect(withIndexes, name).toEqual(byScan);
    }
  });

  it('stay right after writes that move, retype, drop and delete indexed fields, and after new documents', async () => {
    await expectSameAnswers(); // every index the shapes use is built now
    const random = generator(7);
    for (let i = 0; i < 40; i++) {
      const path = `${random.pick(BILL_COLLECTIONS)}/bill-${Math.floor(random.next() * 60)}`;
      const change = random.pick(['status', 'period', 'array', 'retype', 'drop', 'delete']);
      if (change === 'delete') {
        await writeBoth(path, null);
        continue;
      }
      const [current] = await Promise.all(sides.map(({ admin }) => admin.doc(path).get()));
      const data = { ...(current!.data() ?? bill(random, 500 + i)) };
      if (change === 'status') data['status'] = random.pick(STATUSES);
      if (change === 'period') data['period'] = random.pick(PERIODS);
      if (change === 'array') data['search'] = { keys: [random.pick(['k3', 'k1', 'サ', 'ン'])] };
      if (change === 'retype') data['period'] = 202611;
      if (change === 'drop') delete data['status'];
      await writeBoth(path, data);
    }
    // New documents in collections already indexed, and a new collection of the group.
    for (let i = 0; i < 15; i++) {
      const data = bill(random, 900 + i);
      await writeBoth(`brands/b1/bills/new-${i}`, data);
      await writeBoth(`brands/b9/bills/new-${i}`, data);
    }
    await expectSameAnswers();
    for (const [name, shape] of shapes) {
      if (name.startsWith('cursor: endAt')) continue;
      const [withIndexes, byScan] = await aggregates(shape);
      expect(withIndexes, name).toEqual(byScan);
    }
  });

  it('read integer-coded operators from firebase-admin the same way', async () => {
    const run = (admin: AdminFirestore) =>
      admin
        .collection('brands/b1/bills')
        .where('period', '==', '2026-11')
        .where(AdminFieldPath.documentId(), 'in', ['bill-1', 'bill-2', 'bill-5', 'new-3'])
        .orderBy('n')
        .get()
        .then((snapshot) => snapshot.docs.map((d) => d.ref.path));
    const group = (admin: AdminFirestore) =>
      admin
        .collectionGroup('bills')
        .where('search.keys', 'array-contains', 'k1')
        .where('status', 'in', ['unpaid', 'paid'])
        .orderBy('dueDate', 'desc')
        .limit(12)
        .get()
        .then((snapshot) => snapshot.docs.map((d) => d.ref.path));
    const [a, b] = await Promise.all(sides.map(({ admin }) => run(admin)));
    expect(a).toEqual(b);
    const [c, d] = await Promise.all(sides.map(({ admin }) => group(admin)));
    expect(c).toEqual(d);
    expect(c!.length).toBeGreaterThan(0);
  });

  it('a document read by path is unaffected', async () => {
    const [a, b] = await Promise.all(
      sides.map(async ({ lite }) => (await getDoc(doc(lite, 'brands/b2/bills/bill-4'))).data()),
    );
    expect(a).toEqual(b);
  });
});
