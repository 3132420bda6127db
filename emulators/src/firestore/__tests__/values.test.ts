import { Timestamp as AdminTimestamp, GeoPoint as AdminGeoPoint } from 'firebase-admin/firestore';
import { Bytes, GeoPoint, Timestamp, doc, getDoc, setDoc, vector } from 'firebase/firestore/lite';
import type { VectorValue } from 'firebase/firestore/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, postJson, startTestContext } from './support/firestore-test-context.js';
import type { TestContext } from './support/firestore-test-context.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestContext();
});
afterAll(async () => {
  await ctx.close();
});

async function rawGet(path: string): Promise<Record<string, unknown>> {
  const { json } = await postJson(ctx, ':batchGet', { documents: [`${ROOT}/${path}`] });
  return (
    (json as { found: { fields: Record<string, unknown> } }[])[0] as {
      found: { fields: Record<string, unknown> };
    }
  ).found.fields;
}

describe('value encoding and round trips', () => {
  it('round-trips every value type through the lite SDK', async () => {
    // https://firebase.google.com/docs/firestore/manage-data/data-types lists the supported types:
    // array, boolean, bytes, date and time, floating-point (incl. NaN and ±Infinity), geographical
    // point, integer, map, null, reference, text string; each must read back as written.
    const db = ctx.lite('u1');
    const data = {
      nul: null,
      bool: true,
      int: 42,
      negInt: -7,
      dbl: 1.5,
      nan: Number.NaN,
      inf: Number.POSITIVE_INFINITY,
      negInf: Number.NEGATIVE_INFINITY,
      str: '日本語のテキスト 🚲',
      ts: new Timestamp(1700000000, 123456000),
      bytes: Bytes.fromUint8Array(new Uint8Array([0, 1, 254, 255])),
      ref: doc(db, 'brands/b1'),
      geo: new GeoPoint(35.68, 139.76),
      arr: [1, 'two', { three: 3 }],
      map: { nested: { deeper: { leaf: 'x' } }, empty: {} },
      emptyArr: [],
    };
    await setDoc(doc(db, 'values/all'), data);
    const read = (await getDoc(doc(db, 'values/all'))).data() as Record<string, unknown>;
    expect(read.nul).toBeNull();
    expect(read.bool).toBe(true);
    expect(read.int).toBe(42);
    expect(read.negInt).toBe(-7);
    expect(read.dbl).toBe(1.5);
    expect(read.nan).toBeNaN();
    expect(read.inf).toBe(Number.POSITIVE_INFINITY);
    expect(read.negInf).toBe(Number.NEGATIVE_INFINITY);
    expect(read.str).toBe(data.str);
    expect((read.ts as Timestamp).isEqual(data.ts)).toBe(true);
    expect((read.bytes as Bytes).toUint8Array()).toEqual(new Uint8Array([0, 1, 254, 255]));
    expect((read.ref as { path: string }).path).toBe('brands/b1');
    expect((read.geo as GeoPoint).isEqual(data.geo)).toBe(true);
    expect(read.arr).toEqual([1, 'two', { three: 3 }]);
    expect(read.map).toEqual({ nested: { deeper: { leaf: 'x' } }, empty: {} });
    expect(read.emptyArr).toEqual([]);
  });

  it('answers the documented REST JSON encoding', async () => {
    // https://firebase.google.com/docs/firestore/reference/rest/v1/Value: integerValue is an
    // int64 string, doubleValue a number, timestampValue RFC 3339 "Zulu", bytesValue base64,
    // referenceValue a full resource name, geoPointValue a LatLng object.
    const fields = await rawGet('values/all');
    expect(fields.int).toEqual({ integerValue: '42' });
    expect(fields.dbl).toEqual({ doubleValue: 1.5 });
    expect(fields.nan).toEqual({ doubleValue: 'NaN' });
    expect(fields.inf).toEqual({ doubleValue: 'Infinity' });
    expect(fields.negInf).toEqual({ doubleValue: '-Infinity' });
    expect(fields.ts).toEqual({ timestampValue: '2023-11-14T22:13:20.123456Z' });
    expect(fields.bytes).toEqual({ bytesValue: 'AAH+/w==' });
    expect(fields.ref).toEqual({ referenceValue: `${ROOT}/brands/b1` });
    expect(fields.geo).toEqual({ geoPointValue: { latitude: 35.68, longitude: 139.76 } });
    expect(fields.nul).toEqual({ nullValue: null });
    expect(fields.emptyArr).toEqual({ arrayValue: {} });
  });

  it('round-trips vector values (a map with __type__ "__vector__")', async () => {
    // https://firebase.google.com/docs/firestore/vector-search: vector embeddings are stored with
    // FieldValue.vector(); the REST form is a map { __type__: "__vector__", value: [doubles] }.
    const db = ctx.lite('u1');
    await setDoc(doc(db, 'values/vector'), { embedding: vector([0.5, -1, 2]) });
    const read = (await getDoc(doc(db, 'values/vector'))).get('embedding') as VectorValue;
    expect(read.toArray()).toEqual([0.5, -1, 2]);
  });

  it('keeps timestamps to microseconds, dropping extra precision', async () => {
    // https://firebase.google.com/docs/firestore/manage-data/data-types: "Date and time ...
    // When stored in Cloud Firestore, precise only to microseconds; any additional precision is rounded down."
    const db = ctx.lite('u1');
    await setDoc(doc(db, 'values/precise'), { ts: new Timestamp(1700000000, 123456789) });
    const read = (await getDoc(doc(db, 'values/precise'))).get('ts') as Timestamp;
    expect(read.nanoseconds).toBe(123456000);
    expect((await rawGet('values/precise')).ts).toEqual({
      timestampValue: '2023-11-14T22:13:20.123456Z',
    });
  });

  it('keeps the full 64-bit integer range exactly', async () => {
    // Value.integerValue is an int64: the extremes survive the round trip unchanged.
    const write = {
      writes: [
        {
          update: {
            name: `${ROOT}/values/int64`,
            fields: {
              max: { integerValue: '9223372036854775807' },
              min: { integerValue: '-9223372036854775808' },
            },
          },
        },
      ],
    };
    expect((await postJson(ctx, ':commit', write)).status).toBe(200);
    expect(await rawGet('values/int64')).toEqual({
      max: { integerValue: '9223372036854775807' },
      min: { integerValue: '-9223372036854775808' },
    });
  });

  it('round-trips values through firebase-admin (preferRest)', async () => {
    const db = ctx.admin();
    const data = {
      when: AdminTimestamp.fromMillis(1700000000123),
      where: new AdminGeoPoint(-33.9, 151.2),
      blob: Buffer.from([9, 8, 7]),
      ref: db.doc('brands/b2'),
      list: [true, null, 3.25],
      deep: { a: { b: { c: 1 } } },
    };
    await db.doc('values/admin').set(data);
    const read = (await db.doc('values/admin').get()).data() as Record<string, unknown>;
    expect((read.when as AdminTimestamp).toMillis()).toBe(1700000000123);
    expect((read.where as AdminGeoPoint).isEqual(data.where)).toBe(true);
    expect(Buffer.from(read.blob as Uint8Array)).toEqual(Buffer.from([9, 8, 7]));
    expect((read.ref as { path: string }).path).toBe('brands/b2');
    expect(read.list).toEqual([true, null, 3.25]);
    expect(read.deep).toEqual({ a: { b: { c: 1 } } });
  });

  it('firebase-admin getAll and delete', async () => {
    // https://cloud.google.com/nodejs/docs/reference/firestore/latest/firestore/firestore#_google_cloud_firestore_Firestore_getAll_member_1_:
    // getAll returns snapshots in the order of the references, missing documents included.
    const db = ctx.admin();
    await db.doc('values/ga1').set({ n: 1 });
    await db.doc('values/ga2').set({ n: 2 });
    const snapshots = await db.getAll(
      db.doc('values/ga2'),
      db.doc('values/none'),
      db.doc('values/ga1'),
    );
    expect(snapshots.map((s) => [s.id, s.exists, s.get('n')])).toEqual([
      ['ga2', true, 2],
      ['none', false, undefined],
      ['ga1', true, 1],
    ]);
    await db.doc('values/ga1').delete();
    expect((await db.doc('values/ga1').get()).exists).toBe(false);
  });

  it('gives createTime and updateTime: createTime stays, updateTime moves on change', async () => {
    // https://firebase.google.com/docs/firestore/reference/rest/v1/projects.databases.documents:
    // createTime is when the document was created, updateTime when it was last changed.
    const db = ctx.admin();
    const ref = db.doc('values/times');
    await ref.set({ n: 1 });
    const first = await ref.get();
    await ref.set({ n: 2 });
    const second = await ref.get();
    expect(second.createTime?.isEqual(first.createTime as AdminTimestamp)).toBe(true);
    expect(second.updateTime?.toMillis()).toBeGreaterThanOrEqual(
      first.updateTime?.toMillis() ?? Infinity,
    );
    expect(second.updateTime?.isEqual(first.updateTime as AdminTimestamp)).toBe(false);
    // https://firebase.google.com/docs/firestore/reference/rest/v1/WriteResult: "If the write did
    // not actually change the document, this will be the previous update_time."
    const unchanged = await ref.set({ n: 2 });
    expect(unchanged.writeTime.isEqual(second.updateTime as AdminTimestamp)).toBe(true);
  });
});
