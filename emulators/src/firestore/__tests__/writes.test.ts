import { FieldPath as AdminFieldPath, FieldValue } from 'firebase-admin/firestore';
import type { Timestamp as AdminTimestamp } from 'firebase-admin/firestore';
import {
  arrayRemove,
  arrayUnion,
  deleteField,
  doc,
  getDoc,
  increment,
  runTransaction,
  setDoc,
  updateDoc,
  writeBatch,
} from 'firebase/firestore/lite';
import type { Firestore } from 'firebase/firestore/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, postJson, startTestContext } from './support/firestore-test-context.js';
import type { TestContext } from './support/firestore-test-context.js';

let ctx: TestContext;
let db: Firestore;
beforeAll(async () => {
  ctx = await startTestContext();
  db = ctx.lite('writer');
});
afterAll(async () => {
  await ctx.close();
});

async function rawFields(path: string): Promise<Record<string, unknown> | null> {
  const { json } = await postJson(ctx, ':batchGet', { documents: [`${ROOT}/${path}`] });
  const first = (json as { found?: { fields: Record<string, unknown> } }[])[0];
  return first?.found ? first.found.fields : null;
}

async function commit(
  writes: unknown[],
): Promise<{ status: number; json: Record<string, unknown> }> {
  const result = await postJson(ctx, ':commit', { writes });
  return { status: result.status, json: result.json as Record<string, unknown> };
}

function transformWrite(
  path: string,
  fieldTransforms: unknown[],
  fields: Record<string, unknown> = {},
) {
  return {
    update: { name: `${ROOT}/${path}`, fields },
    updateMask: { fieldPaths: Object.keys(fields) },
    updateTransforms: fieldTransforms,
  };
}

describe('field transforms', () => {
  it('serverTimestamp is the commit time', async () => {
    // https://firebase.google.com/docs/firestore/reference/rest/v1/Write#servervalue: REQUEST_TIME
    // is "the time at which the server processed the request, with millisecond precision", the
    // same for every transform of one commit; the write's updateTime is that commit time.
    const ref = ctx.admin().doc('transforms/ts');
    const result = await ref.set({
      a: FieldValue.serverTimestamp(),
      b: FieldValue.serverTimestamp(),
    });
    const snapshot = await ref.get();
    expect((snapshot.get('a') as AdminTimestamp).isEqual(result.writeTime)).toBe(true);
    expect((snapshot.get('b') as AdminTimestamp).isEqual(result.writeTime)).toBe(true);
  });

  it('increment keeps integers integral, turns double with a double, and starts from 0', async () => {
    // https://firebase.google.com/docs/firestore/reference/rest/v1/Write#FieldTransform: increment
    // "If both the current value and the given value are integers, the result is an integer;
    // otherwise a double. If the field is not a number or does not exist, it is set to the given value."
    await setDoc(doc(db, 'transforms/inc'), { i: 5, d: 1.5, s: 'text' });
    await updateDoc(doc(db, 'transforms/inc'), {
      i: increment(2),
      d: increment(1),
      s: increment(3),
      missing: increment(4),
    });
    expect(await rawFields('transforms/inc')).toEqual({
      i: { integerValue: '7' },
      d: { doubleValue: 2.5 },
      s: { integerValue: '3' },
      missing: { integerValue: '4' },
    });
    await updateDoc(doc(db, 'transforms/inc'), { i: increment(0.5) });
    expect((await rawFields('transforms/inc'))?.i).toEqual({ doubleValue: 7.5 });
  });

  it('increment saturates at the 64-bit limits', async () => {
    // "If there is positive/negative integer overflow, the field is resolved to the largest
    // magnitude positive/negative integer."
    await commit([
      {
        update: {
          name: `${ROOT}/transforms/overflow`,
          fields: { n: { integerValue: '9223372036854775800' } },
        },
      },
    ]);
    const response = await commit([
      transformWrite('transforms/overflow', [
        { fieldPath: 'n', increment: { integerValue: '10' } },
      ]),
    ]);
    expect(response.status).toBe(200);
    expect((await rawFields('transforms/overflow'))?.n).toEqual({
      integerValue: '9223372036854775807',
    });
  });

  it('maximum and minimum follow the documented tie and mixed-type rules', async () => {
    // "If the operands are equivalent (e.g. 3 and 3.0), the field does not change"; mixed types
    // take the type of the larger (smaller) operand; a non-numeric field takes the given value.
    await setDoc(doc(db, 'transforms/extremes'), { tie: 3, mixed: 2, low: 10.5, str: 'x' });
    const response = await commit([
      transformWrite('transforms/extremes', [
        { fieldPath: 'tie', maximum: { doubleValue: 3 } },
        { fieldPath: 'mixed', maximum: { doubleValue: 2.5 } },
        { fieldPath: 'low', minimum: { integerValue: '4' } },
        { fieldPath: 'str', minimum: { integerValue: '1' } },
      ]),
    ]);
    expect(response.status).toBe(200);
    expect(await rawFields('transforms/extremes')).toEqual({
      tie: { integerValue: '3' },
      mixed: { doubleValue: 2.5 },
      low: { integerValue: '4' },
      str: { integerValue: '1' },
    });
    // transformResults carry the resulting values, in order.
    const results = (response.json.writeResults as { transformResults: unknown[] }[])[0]
      ?.transformResults;
    expect(results).toEqual([
      { integerValue: '3' },
      { doubleValue: 2.5 },
      { integerValue: '4' },
      { integerValue: '1' },
    ]);
  });

  it('arrayUnion adds only missing elements; arrayRemove removes every equal element', async () => {
    // appendMissingElements: "Append the given elements in order if they are not already present
    // ... If the field is not an array, or does not yet exist, it is first set to the empty array."
    // removeAllFromArray: "Remove all of the given elements from the array in the field."
    await setDoc(doc(db, 'transforms/arrays'), {
      tags: ['a', 'b', 'a'],
      nums: [1, 2, 1],
      notArray: 'x',
    });
    await updateDoc(doc(db, 'transforms/arrays'), {
      tags: arrayUnion('b', 'c', 'c'),
      nums: arrayRemove(1),
      notArray: arrayUnion('y'),
      fresh: arrayRemove('z'),
    });
    const data = (await getDoc(doc(db, 'transforms/arrays'))).data();
    expect(data).toEqual({ tags: ['a', 'b', 'a', 'c'], nums: [2], notArray: ['y'], fresh: [] });
  });
});

describe('preconditions', () => {
  it('update of a missing document fails with NOT_FOUND', async () => {
    // Write.currentDocument exists=true: "the target document must exist".
    await expect(updateDoc(doc(db, 'pre/missing'), { a: 1 })).rejects.toMatchObject({
      code: 'not-found',
    });
    expect(await rawFields('pre/missing')).toBeNull();
  });

  it('create of an existing document fails with ALREADY_EXISTS', async () => {
    const admin = ctx.admin();
    await admin.doc('pre/existing').create({ a: 1 });
    // Like Firestore's REST endpoint, ALREADY_EXISTS answers HTTP 409 (which firebase-admin with
    // preferRest cannot tell from ABORTED and retries: firebase-admin-node#2587), so the raw
    // answer is checked here; BulkWriter below shows the SDK-level error.
    const raw = await commit([
      { update: { name: `${ROOT}/pre/existing`, fields: {} }, currentDocument: { exists: false } },
    ]);
    expect(raw.status).toBe(409);
    expect(raw.json).toMatchObject({
      error: {
        code: 409,
        status: 'ALREADY_EXISTS',
        message: `Document already exists: ${ROOT}/pre/existing`,
      },
    });
    expect((await admin.doc('pre/existing').get()).get('a')).toBe(1);
  });

  it('updateTime must match the stored version (FAILED_PRECONDITION otherwise)', async () => {
    const admin = ctx.admin();
    const ref = admin.doc('pre/versioned');
    const first = await ref.set({ v: 1 });
    await ref.set({ v: 2 });
    await expect(ref.update({ v: 3 }, { lastUpdateTime: first.writeTime })).rejects.toThrow(
      /updated at|required/,
    );
    const current = await ref.get();
    await ref.update({ v: 3 }, { lastUpdateTime: current.updateTime as AdminTimestamp });
    expect((await ref.get()).get('v')).toBe(3);
    const raw = await commit([
      { delete: `${ROOT}/pre/versioned`, currentDocument: { updateTime: '2001-01-01T00:00:00Z' } },
    ]);
    expect(raw.status).toBe(400);
    expect(raw.json).toMatchObject({ error: { status: 'FAILED_PRECONDITION' } });
  });

  it('delete with exists=true of a missing document fails', async () => {
    await expect(ctx.admin().doc('pre/nothing').delete({ exists: true })).rejects.toThrow(
      /No document to update/,
    );
    await expect(ctx.admin().doc('pre/nothing').update({ a: 1 })).rejects.toMatchObject({
      code: 5,
    });
  });
});

describe('update masks', () => {
  it('dotted paths change one nested field and keep its siblings', async () => {
    // Document updateMask: fields in the mask are set from the request; "Fields referenced in
    // the mask, but not present in the input document, are deleted"; others are left unchanged.
    await setDoc(doc(db, 'masks/nested'), { profile: { name: '太郎', age: 30 }, keep: true });
    await updateDoc(doc(db, 'masks/nested'), { 'profile.age': 31, keep: deleteField() });
    expect((await getDoc(doc(db, 'masks/nested'))).data()).toEqual({
      profile: { name: '太郎', age: 31 },
    });
  });

  it('backquoted paths reach field names with dots and special characters', async () => {
    const admin = ctx.admin();
    await admin.doc('masks/quoted').set({ 'we.ird': { 'x~y': 0, other: 1 } });
    await admin.doc('masks/quoted').update(new AdminFieldPath('we.ird', 'x~y'), 5);
    expect((await admin.doc('masks/quoted').get()).data()).toEqual({
      'we.ird': { 'x~y': 5, other: 1 },
    });
    const raw = await commit([
      {
        update: { name: `${ROOT}/masks/quoted`, fields: {} },
        updateMask: { fieldPaths: ['`we.ird`.other'] },
      },
    ]);
    expect(raw.status).toBe(200);
    expect((await admin.doc('masks/quoted').get()).data()).toEqual({ 'we.ird': { 'x~y': 5 } });
  });

  it('set with merge keeps fields it does not mention', async () => {
    await setDoc(doc(db, 'masks/merge'), { a: 1, b: { c: 2, d: 3 } });
    await setDoc(doc(db, 'masks/merge'), { b: { c: 20 }, e: 5 }, { merge: true });
    expect((await getDoc(doc(db, 'masks/merge'))).data()).toEqual({
      a: 1,
      b: { c: 20, d: 3 },
      e: 5,
    });
  });
});

describe('atomic commits', () => {
  it('a batch with one failing write writes nothing', async () => {
    // https://firebase.google.com/docs/firestore/manage-data/transactions#batched-writes: "A batch
    // of writes completes atomically"; if one write fails, none is applied.
    const batch = writeBatch(db);
    batch.set(doc(db, 'atomic/one'), { ok: true });
    batch.update(doc(db, 'atomic/missing'), { ok: true });
    await expect(batch.commit()).rejects.toMatchObject({ code: 'not-found' });
    expect(await rawFields('atomic/one')).toBeNull();
  });

  it('later writes of a batch see earlier ones', async () => {
    // https://firebase.google.com/docs/firestore/reference/rest/v1/projects.databases.documents/commit:
    // "writes: The writes to apply. Always executed atomically and in order."
    const batch = writeBatch(db);
    batch.set(doc(db, 'atomic/seq'), { n: 1 });
    batch.update(doc(db, 'atomic/seq'), { n: increment(1) });
    await batch.commit();
    expect((await getDoc(doc(db, 'atomic/seq'))).get('n')).toBe(2);
  });
});

describe('transactions', () => {
  it('firebase-admin runTransaction: concurrent increments all land (contention is retried)', async () => {
    // https://firebase.google.com/docs/firestore/manage-data/transactions: a transaction whose
    // reads changed before commit is retried (the server answers ABORTED).
    const admin = ctx.admin();
    const ref = admin.doc('tx/counter');
    await ref.set({ n: 0 });
    await Promise.all(
      [1, 2, 3].map(() =>
        admin.runTransaction(async (tx) => {
          const snapshot = await tx.get(ref);
          tx.update(ref, { n: (snapshot.get('n') as number) + 1 });
        }),
      ),
    );
    expect((await ref.get()).get('n')).toBe(3);
  });

  it('firebase-admin: a failing transaction function rolls back and writes nothing', async () => {
    // https://firebase.google.com/docs/firestore/manage-data/transactions: "A transaction ... If
    // the transaction function fails, no writes are applied."
    const admin = ctx.admin();
    await expect(
      admin.runTransaction(async (tx) => {
        await tx.get(admin.doc('tx/none'));
        tx.set(admin.doc('tx/none'), { written: true });
        throw new Error('abandon');
      }),
    ).rejects.toThrow('abandon');
    expect((await admin.doc('tx/none').get()).exists).toBe(false);
  });

  it('firebase-admin: read-only transactions and queries inside transactions', async () => {
    // https://cloud.google.com/nodejs/docs/reference/firestore/latest/firestore/transaction:
    // transactions may read documents and queries; readOnly transactions only read.
    const admin = ctx.admin();
    await admin.doc('tx/q1').set({ k: 1 });
    const count = await admin.runTransaction(
      async (tx) => (await tx.get(admin.collection('tx').where('k', '==', 1))).size,
      { readOnly: true },
    );
    expect(count).toBe(1);
  });

  it('lite runTransaction: a concurrent change makes the commit retry with fresh data', async () => {
    // The lite SDK commits with `verify` preconditions on what it read; a changed document fails
    // the precondition and the SDK retries the transaction function.
    await setDoc(doc(db, 'tx/lite'), { n: 10 });
    let attempts = 0;
    await runTransaction(db, async (tx) => {
      const snapshot = await tx.get(doc(db, 'tx/lite'));
      attempts++;
      if (attempts === 1) await ctx.admin().doc('tx/lite').update({ n: 100 });
      tx.update(doc(db, 'tx/lite'), { n: (snapshot.get('n') as number) + 1 });
    });
    expect(attempts).toBe(2);
    expect((await getDoc(doc(db, 'tx/lite'))).get('n')).toBe(101);
  });

  it('a transaction whose read document changed before commit is ABORTED, even if it re-read it', async () => {
    // https://firebase.google.com/docs/firestore/transaction-data-contention: when data a
    // transaction read is changed by another writer, the commit fails with ABORTED and is retried.
    const name = `${ROOT}/tx/raw`;
    await commit([{ update: { name, fields: { n: { integerValue: '1' } } } }]);
    const begun = await postJson(ctx, ':beginTransaction', {});
    const transaction = (begun.json as { transaction: string }).transaction;
    await postJson(ctx, ':batchGet', { documents: [name], transaction });
    await commit([{ update: { name, fields: { n: { integerValue: '2' } } } }]);
    await postJson(ctx, ':batchGet', { documents: [name], transaction });
    const result = await postJson(ctx, ':commit', {
      writes: [{ update: { name, fields: { n: { integerValue: '10' } } } }],
      transaction,
    });
    expect(result.status).toBe(409);
    expect(result.json).toMatchObject({ error: { status: 'ABORTED' } });
    expect((await rawFields('tx/raw'))?.n).toEqual({ integerValue: '2' });
  });

  it('commit with an unknown transaction is rejected', async () => {
    // https://firebase.google.com/docs/firestore/reference/rest/v1/projects.databases.documents/commit:
    // `transaction` must be a transaction begun by beginTransaction (or a read's newTransaction).
    const raw = await postJson(ctx, ':commit', {
      writes: [],
      transaction: 'bm90LWEtdHJhbnNhY3Rpb24=',
    });
    expect(raw.status).toBe(400);
    expect(raw.json).toMatchObject({ error: { status: 'INVALID_ARGUMENT' } });
  });
});

describe('batchWrite (BulkWriter)', () => {
  it('applies writes independently and reports each outcome', async () => {
    // https://firebase.google.com/docs/firestore/reference/rest/v1/projects.databases.documents/batchWrite:
    // "The BatchWrite method does not apply the write operations atomically".
    const admin = ctx.admin();
    await admin.doc('bulk/existing').set({ a: 1 });
    const writer = admin.bulkWriter();
    writer.onWriteError(() => false);
    const created = writer.create(admin.doc('bulk/new'), { a: 2 });
    const duplicate = writer.create(admin.doc('bulk/existing'), { a: 3 });
    await writer.close();
    await expect(created).resolves.toBeDefined();
    await expect(duplicate).rejects.toThrow(/already exists/i);
    expect((await admin.doc('bulk/new').get()).get('a')).toBe(2);
    expect((await admin.doc('bulk/existing').get()).get('a')).toBe(1);
  });

  it('listDocuments, listCollections and recursiveDelete', async () => {
    // https://firebase.google.com/docs/firestore/reference/rest/v1/projects.databases.documents/list
    // (showMissing: "documents that do not exist but have sub-documents") and listCollectionIds.
    const admin = ctx.admin();
    await admin.doc('tree/root/leaves/l1').set({ a: 1 });
    await admin.doc('tree/other').set({ a: 2 });
    // ListDocuments with showMissing lists documents that only have subcollections.
    expect((await admin.collection('tree').listDocuments()).map((r) => r.id)).toEqual([
      'other',
      'root',
    ]);
    expect((await admin.doc('tree/root').listCollections()).map((c) => c.id)).toEqual(['leaves']);
    await admin.recursiveDelete(admin.collection('tree'));
    expect((await admin.collection('tree').listDocuments()).length).toBe(0);
  });
});
