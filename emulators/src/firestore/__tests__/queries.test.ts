import {
  FieldPath as AdminFieldPath,
  Filter as AdminFilter,
  GeoPoint as AdminGeoPoint,
} from 'firebase-admin/firestore';
import {
  Bytes,
  GeoPoint,
  Timestamp,
  and,
  average,
  collection,
  collectionGroup,
  count,
  documentId,
  endAt,
  endBefore,
  getAggregate,
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
import type {
  Firestore,
  Query,
  QueryCompositeFilterConstraint,
  QueryConstraint,
} from 'firebase/firestore/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, postJson, startTestContext } from './support/firestore-test-context.js';
import type { TestContext } from './support/firestore-test-context.js';

let ctx: TestContext;
let db: Firestore;

async function ids(q: Query): Promise<string[]> {
  return (await getDocs(q)).docs.map((d) => d.id);
}

function ops(...constraints: QueryConstraint[]): Query {
  return query(collection(db, 'ops'), ...constraints);
}

function opsWhere(filter: QueryCompositeFilterConstraint): Query {
  return query(collection(db, 'ops'), filter);
}

// One document per value type, named so the expected order is easy to read.
const MIXED: [string, unknown][] = [
  ['00-null', null],
  ['01-false', false],
  ['02-true', true],
  ['03-nan', Number.NaN],
  ['04-neg-inf', Number.NEGATIVE_INFINITY],
  ['05-int-minus-1', -1],
  ['06-double-0.5', 0.5],
  ['07-int-1', 1],
  ['08-double-1.5', 1.5],
  ['09-int-2', 2],
  ['10-pos-inf', Number.POSITIVE_INFINITY],
  ['11-ts-early', new Timestamp(1000, 0)],
  ['12-ts-late', new Timestamp(2000, 0)],
  ['13-str-A', 'A'],
  ['14-str-a', 'a'],
  ['15-str-bmp-max', '\uFFFD'],
  ['16-str-emoji', '😀'],
  ['17-bytes-01', Bytes.fromUint8Array(new Uint8Array([1]))],
  ['18-bytes-0102', Bytes.fromUint8Array(new Uint8Array([1, 2]))],
  ['19-ref', 'REF'],
  ['20-geo-south', new GeoPoint(-10, 50)],
  ['21-geo-north', new GeoPoint(10, 0)],
  ['22-array-short', [1]],
  ['23-array-long', [1, 2]],
  ['24-map-a', { a: 1 }],
  ['25-map-b', { b: 0 }],
];

beforeAll(async () => {
  ctx = await startTestContext();
  db = ctx.lite('reader');
  const admin = ctx.admin();
  const batch = admin.batch();
  for (const [id, value] of MIXED) {
    const v = value === 'REF' ? admin.doc('brands/b1') : value;
    const adminValue =
      v instanceof Bytes
        ? Buffer.from(v.toUint8Array())
        : v instanceof Timestamp
          ? v.toDate()
          : v instanceof GeoPoint
            ? new AdminGeoPoint(v.latitude, v.longitude)
            : v;
    batch.set(admin.doc(`mixed/${id}`), { v: adminValue });
  }
  batch.set(admin.doc('mixed/26-missing'), { other: 1 });
  const opsDocs: Record<string, Record<string, unknown>> = {
    a: { n: 1, s: 'x', tags: ['red', 'blue'], k: 1 },
    b: { n: 2, s: 'y', tags: ['green'], k: 1 },
    c: { n: 3, s: 'z', tags: [], k: 2 },
    d: { n: 'three', s: null, tags: ['red'], k: 2 },
    e: { n: Number.NaN, k: 3 },
    f: { n: null, k: 3 },
    g: { k: 4 },
    h: { n: 2.0, s: 'x', k: 4, tags: ['blue'] },
  };
  for (const [id, data] of Object.entries(opsDocs)) batch.set(admin.doc(`ops/${id}`), data);
  for (const path of [
    'brands/b1/assets/a1',
    'brands/b2/assets/a2',
    'assets/top',
    'brands/b1/other/x',
    'brands/b1/assets/a1/assets/deep',
  ]) {
    batch.set(admin.doc(path), { active: path !== 'brands/b2/assets/a2', path });
  }
  await batch.commit();
});
afterAll(async () => {
  await ctx.close();
});

describe('value ordering', () => {
  it('orders across types as documented: null < bool < NaN < numbers < timestamps < strings < bytes < references < geopoints < arrays < maps', async () => {
    // https://firebase.google.com/docs/firestore/manage-data/data-types#value_type_ordering;
    // integers and doubles sort together numerically; strings by UTF-8 encoded bytes (so U+FFFD,
    // EF BF BD, sorts before an emoji, F0 9F ...); geopoints by latitude then longitude; arrays and
    // maps element by element.
    const expected = MIXED.map(([id]) => id);
    expect(await ids(query(collection(db, 'mixed'), orderBy('v')))).toEqual(expected);
    expect(await ids(query(collection(db, 'mixed'), orderBy('v', 'desc')))).toEqual(
      [...expected].reverse(),
    );
  });

  it('leaves out documents that lack an orderBy field', async () => {
    // https://firebase.google.com/docs/firestore/query-data/order-limit-data: "An orderBy() clause
    // also filters for existence of the given field. The result set will not include documents
    // that do not contain the given field."
    expect(await ids(query(collection(db, 'mixed'), orderBy('v')))).not.toContain('26-missing');
  });

  it('orders by document ID when there is no orderBy', async () => {
    // Queries without orderBy return documents in ascending document ID order.
    expect(await ids(ops())).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
  });
});

describe('filter operators', () => {
  // https://firebase.google.com/docs/firestore/query-data/queries#query_operators
  it('== matches equal values, with integers and doubles compared numerically', async () => {
    expect(await ids(ops(where('n', '==', 2)))).toEqual(['b', 'h']);
    expect(await ids(ops(where('s', '==', 'x')))).toEqual(['a', 'h']);
  });

  it('compares integers beyond 2^53 with doubles by their exact values', async () => {
    // https://firebase.google.com/docs/firestore/manage-data/data-types: "Integer and
    // floating-point values are sorted together in numeric order"; 9007199254740993 (an int) is
    // greater than the double 9007199254740992, which a conversion to double would make equal.
    await ctx.admin().doc('big/i').set({ n: 9_007_199_254_740_993n });
    const run = async (op: string, value: unknown) => {
      const { json } = await postJson(ctx, ':runQuery', {
        structuredQuery: {
          from: [{ collectionId: 'big' }],
          where: { fieldFilter: { field: { fieldPath: 'n' }, op, value } },
        },
      });
      return (json as { document?: unknown }[]).filter((row) => row.document).length;
    };
    const double = { doubleValue: 9_007_199_254_740_992 };
    expect(await run('EQUAL', double)).toBe(0);
    expect(await run('GREATER_THAN', double)).toBe(1);
    expect(await run('LESS_THAN', { doubleValue: 9_007_199_254_740_994 })).toBe(1);
    expect(await run('EQUAL', { integerValue: '9007199254740993' })).toBe(1);
  });

  it('!= needs the field to exist and not be null', async () => {
    // "!= ... returns documents where the given field exists and does not match the comparison value";
    // "a field with a null value does not match !=".
    expect(await ids(ops(where('s', '!=', 'x')))).toEqual(['b', 'c']);
  });

  it('range filters only match values of the same type', async () => {
    // "Cloud Firestore ... a query like where('n', '>', 1) only returns documents where n is a number".
    expect(await ids(ops(where('n', '>', 1)))).toEqual(['b', 'h', 'c']);
    expect(await ids(ops(where('n', '>=', 2)))).toEqual(['b', 'h', 'c']);
    expect(await ids(ops(where('n', '<', 2)))).toEqual(['e', 'a']);
    expect(await ids(ops(where('n', '<=', 2)))).toEqual(['e', 'a', 'b', 'h']);
    expect(await ids(ops(where('n', '>', 'a')))).toEqual(['d']);
  });

  it('array-contains and array-contains-any', async () => {
    expect(await ids(ops(where('tags', 'array-contains', 'red')))).toEqual(['a', 'd']);
    expect(await ids(ops(where('tags', 'array-contains-any', ['green', 'blue'])))).toEqual([
      'a',
      'b',
      'h',
    ]);
  });

  it('in and not-in', async () => {
    expect(await ids(ops(where('k', 'in', [1, 4])))).toEqual(['a', 'b', 'g', 'h']);
    // "not-in ... excludes documents where the given field does not exist" and null values.
    expect(await ids(ops(where('s', 'not-in', ['x', 'y'])))).toEqual(['c']);
  });

  it('== null, == NaN, != null and != NaN (IS_NULL, IS_NAN, IS_NOT_NULL, IS_NOT_NAN)', async () => {
    expect(await ids(ops(where('n', '==', null)))).toEqual(['f']);
    expect(await ids(ops(where('n', '==', Number.NaN)))).toEqual(['e']);
    expect((await ids(ops(where('n', '!=', null)))).sort()).toEqual(['a', 'b', 'c', 'd', 'e', 'h']);
    expect((await ids(ops(where('n', '!=', Number.NaN)))).sort()).toEqual([
      'a',
      'b',
      'c',
      'd',
      'h',
    ]);
  });

  it('composite AND and OR filters', async () => {
    expect(await ids(opsWhere(and(where('k', '==', 1), where('s', '==', 'x'))))).toEqual(['a']);
    expect(await ids(opsWhere(or(where('k', '==', 3), where('s', '==', 'z'))))).toEqual([
      'c',
      'e',
      'f',
    ]);
    expect(
      await ids(
        opsWhere(or(and(where('k', '==', 1), where('n', '==', 2)), where('n', '==', 'three'))),
      ),
    ).toEqual(['b', 'd']);
  });

  it('firebase-admin sends operators and directions as enum numbers; the answers are the same', async () => {
    // firebase-admin's REST transport uses `$alt=json;enum-encoding=int`; the operators keep the
    // meaning documented at https://firebase.google.com/docs/firestore/query-data/queries.
    const col = ctx.admin().collection('ops');
    const adminIds = async (q: FirebaseFirestore.Query) => (await q.get()).docs.map((d) => d.id);
    expect(await adminIds(col.where('n', '==', null))).toEqual(['f']);
    expect(await adminIds(col.where('n', '==', Number.NaN))).toEqual(['e']);
    expect(await adminIds(col.where('s', 'not-in', ['x', 'y']))).toEqual(['c']);
    expect(await adminIds(col.where('tags', 'array-contains-any', ['green', 'blue']))).toEqual([
      'a',
      'b',
      'h',
    ]);
    expect(
      await adminIds(
        col.where(
          AdminFilter.or(AdminFilter.where('k', '==', 3), AdminFilter.where('s', '==', 'z')),
        ),
      ),
    ).toEqual(['c', 'e', 'f']);
    expect(await adminIds(col.where('k', '>=', 3).orderBy('k', 'desc'))).toEqual([
      'h',
      'g',
      'f',
      'e',
    ]);
  });

  it('filters on the document ID', async () => {
    expect(await ids(ops(where(documentId(), '>', 'f')))).toEqual(['g', 'h']);
    expect(await ids(ops(where(documentId(), 'in', ['b', 'z'])))).toEqual(['b']);
  });
});

describe('ordering, cursors, offset and limit', () => {
  it('orders by several fields, then by document ID', async () => {
    expect(await ids(ops(where('k', '<=', 2), orderBy('k', 'desc'), orderBy('s')))).toEqual([
      'd',
      'c',
      'a',
      'b',
    ]);
    expect(await ids(ops(orderBy('k')))).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
  });

  it('an inequality orders by its field when no orderBy is given', async () => {
    // With a range filter and no explicit orderBy, results are ordered by the filtered field.
    expect(await ids(ops(where('k', '>', 1)))).toEqual(['c', 'd', 'e', 'f', 'g', 'h']);
  });

  it('startAt, startAfter, endAt and endBefore', async () => {
    // https://firebase.google.com/docs/firestore/query-data/query-cursors
    expect(await ids(ops(orderBy('k'), startAt(2)))).toEqual(['c', 'd', 'e', 'f', 'g', 'h']);
    expect(await ids(ops(orderBy('k'), startAfter(2)))).toEqual(['e', 'f', 'g', 'h']);
    expect(await ids(ops(orderBy('k'), endAt(2)))).toEqual(['a', 'b', 'c', 'd']);
    expect(await ids(ops(orderBy('k'), endBefore(2)))).toEqual(['a', 'b']);
    expect(await ids(ops(orderBy('k'), startAfter(1), endBefore(4)))).toEqual(['c', 'd', 'e', 'f']);
    // A cursor on k plus the document ID picks up mid-way through equal k values.
    expect(await ids(ops(orderBy('k'), orderBy(documentId()), startAfter(2, 'c')))).toEqual([
      'd',
      'e',
      'f',
      'g',
      'h',
    ]);
  });

  it('cursors from a document snapshot (firebase-admin)', async () => {
    const admin = ctx.admin();
    const snapshot = await admin.doc('ops/c').get();
    const result = await admin.collection('ops').orderBy('k').startAfter(snapshot).get();
    expect(result.docs.map((d) => d.id)).toEqual(['d', 'e', 'f', 'g', 'h']);
  });

  it('limit, limitToLast and offset', async () => {
    expect(await ids(ops(orderBy('k'), limit(3)))).toEqual(['a', 'b', 'c']);
    expect(await ids(ops(orderBy('k'), limitToLast(3)))).toEqual(['f', 'g', 'h']);
    const admin = ctx.admin();
    const page = await admin.collection('ops').orderBy('k').offset(2).limit(3).get();
    expect(page.docs.map((d) => d.id)).toEqual(['c', 'd', 'e']);
  });

  it('select() returns only the chosen fields', async () => {
    const admin = ctx.admin();
    const result = await admin.collection('ops').where('k', '==', 1).select('s').get();
    expect(result.docs.map((d) => d.data())).toEqual([{ s: 'x' }, { s: 'y' }]);
    const names = await admin.collection('ops').select(AdminFieldPath.documentId()).limit(2).get();
    expect(names.docs.map((d) => [d.id, d.data()])).toEqual([
      ['a', {}],
      ['b', {}],
    ]);
  });
});

describe('collection groups', () => {
  it('queries every collection with the ID, at any depth', async () => {
    // https://firebase.google.com/docs/firestore/query-data/queries#collection-group-query
    const all = (await getDocs(query(collectionGroup(db, 'assets'), orderBy('path')))).docs.map(
      (d) => d.ref.path,
    );
    expect(all).toEqual([
      'assets/top',
      'brands/b1/assets/a1',
      'brands/b1/assets/a1/assets/deep',
      'brands/b2/assets/a2',
    ]);
    const active = await ids(query(collectionGroup(db, 'assets'), where('active', '==', false)));
    expect(active).toEqual(['a2']);
    const admin = ctx.admin();
    expect((await admin.collectionGroup('other').get()).docs.map((d) => d.ref.path)).toEqual([
      'brands/b1/other/x',
    ]);
  });

  it('limits a collection group to a parent document', async () => {
    const { status, json } = await postJson(ctx, `/brands/b1:runQuery`, {
      structuredQuery: { from: [{ collectionId: 'assets', allDescendants: true }] },
    });
    expect(status).toBe(200);
    const names = (json as { document: { name: string } }[]).map((r) =>
      r.document.name.slice(ROOT.length + 1),
    );
    expect(names).toEqual(['brands/b1/assets/a1', 'brands/b1/assets/a1/assets/deep']);
  });
});

describe('aggregations', () => {
  // https://firebase.google.com/docs/firestore/query-data/aggregation-queries
  it('count, sum and average', async () => {
    const snapshot = await getAggregate(ops(where('k', '<=', 2)), {
      n: count(),
      total: sum('n'),
      mean: average('n'),
    });
    // sum() and average() ignore non-numeric values ('three').
    expect(snapshot.data()).toEqual({ n: 4, total: 6, mean: 2 });
  });

  it('sum stays an integer for integers and turns double with a double; average of nothing is null', async () => {
    const ints = await postJson(ctx, ':runAggregationQuery', {
      structuredAggregationQuery: {
        structuredQuery: {
          from: [{ collectionId: 'ops' }],
          where: {
            fieldFilter: { field: { fieldPath: 'k' }, op: 'EQUAL', value: { integerValue: '1' } },
          },
        },
        aggregations: [{ alias: 's', sum: { field: { fieldPath: 'n' } } }],
      },
    });
    expect((ints.json as { result: unknown }[])[0]?.result).toEqual({
      aggregateFields: { s: { integerValue: '3' } },
    });
    const none = await getAggregate(ops(where('k', '==', 99)), {
      mean: average('n'),
      total: sum('n'),
      n: count(),
    });
    expect(none.data()).toEqual({ mean: null, total: 0, n: 0 });
  });

  it('sum and average keep only the documents that have every field they aggregate', async () => {
    // As Firestore (and the SDK's own suite, "performs aggregations on documents with all
    // aggregated fields"): g has no n and no s, so it is left out of every aggregation of the
    // request, count() included.
    const withN = await getAggregate(ops(where('k', '==', 4)), { n: count(), total: sum('n') });
    expect(withN.data()).toEqual({ n: 1, total: 2 });
    // A field of any type counts as there: e and f (NaN, null) stay in the count beside h.
    const anyType = await getAggregate(ops(where('k', '>=', 3)), {
      n: count(),
      mean: average('n'),
    });
    expect(anyType.data().n).toBe(3);
    // Two fields: only documents with both n and s (a, b, c, d, h) are counted.
    const both = await getAggregate(ops(), { n: count(), total: sum('n'), mean: average('s') });
    expect(both.data()).toEqual({ n: 5, total: 8, mean: null });
    // count() alone counts every match, with or without the fields.
    expect((await getAggregate(ops(where('k', '==', 4)), { n: count() })).data().n).toBe(2);
    expect((await getAggregate(ops(), { n: count() })).data().n).toBe(8);
  });

  it('respects the query limit', async () => {
    expect((await getAggregate(ops(orderBy('k'), limit(3)), { n: count() })).data().n).toBe(3);
  });
});

describe('a large collection', () => {
  it('answers a filtered, ordered, limited query over 10,000 documents', async () => {
    const big = await startTestContext();
    try {
      const documents = Array.from({ length: 10_000 }, (_, i) => ({
        name: `${ROOT}/big/d${String(i).padStart(5, '0')}`,
        fields: { n: { integerValue: String(i) }, even: { booleanValue: i % 2 === 0 } },
      }));
      // A commit holds at most 500 writes.
      for (let start = 0; start < documents.length; start += 500) {
        const writes = documents.slice(start, start + 500).map((d) => ({ update: d }));
        expect((await postJson(big, ':commit', { writes })).status).toBe(200);
      }
      const result = await postJson(big, ':runQuery', {
        structuredQuery: {
          from: [{ collectionId: 'big' }],
          where: {
            fieldFilter: {
              field: { fieldPath: 'even' },
              op: 'EQUAL',
              value: { booleanValue: true },
            },
          },
          orderBy: [{ field: { fieldPath: 'n' }, direction: 'DESCENDING' }],
          limit: 3,
        },
      });
      const names = (result.json as { document: { name: string } }[]).map((r) =>
        r.document.name.split('/').pop(),
      );
      expect(names).toEqual(['d09998', 'd09996', 'd09994']);
      // Timing is left to the benchmark script (npm run bench:emulators): CI cores are shared.
    } finally {
      await big.close();
    }
  });
});
