import { getApps, initializeApp as initializeAdminApp } from 'firebase-admin/app';
import { FieldValue, GeoPoint, Timestamp, getFirestore } from 'firebase-admin/firestore';
import {
  onDocumentCreated,
  onDocumentCreatedWithAuthContext,
  onDocumentDeleted,
  onDocumentDeletedWithAuthContext,
  onDocumentWritten,
  onDocumentWrittenWithAuthContext,
} from 'firebase-functions/firestore';
import {
  deleteDoc,
  doc,
  runTransaction,
  setDoc,
  updateDoc,
  writeBatch,
} from 'firebase/firestore/lite';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CloudEventRecorder, RecordedRequest } from './support/cloud-event-recorder.js';
import { startCloudEventRecorder } from './support/cloud-event-recorder.js';
import { functionsRuntimeEvent } from './support/functions-runtime-event.js';
import { PROJECT_ID, ROOT, postJson, startTestContext } from './support/firestore-test-context.js';
import type { TestContext } from './support/firestore-test-context.js';

const RULES = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /things/{path=**} { allow read, write: if request.auth != null; }
    match /locked/{id} { allow read: if true; allow write: if false; }
    match /open/{id} { allow read, write: if true; }
  }
}
`;
const WRITTEN = 'google.cloud.firestore.document.v1.written';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let ctx: TestContext;
let recorder: CloudEventRecorder;

beforeAll(async () => {
  // firebase-functions builds snapshots with the default firebase-admin app (no network).
  if (!getApps().some((app) => app.name === '[DEFAULT]'))
    initializeAdminApp({ projectId: PROJECT_ID });
  recorder = await startCloudEventRecorder();
  ctx = await startTestContext({ rulesSource: RULES, functionsEmulator: recorder.host });
});
afterAll(async () => {
  await ctx.close();
  await recorder.close();
});
beforeEach(async () => {
  ctx.emulator.triggers.clear();
  await ctx.emulator.triggers.settled();
  recorder.requests.length = 0;
});

/** Registers a trigger exactly as firebase-tools' Functions emulator does for a v2 function. */
async function register(
  id: string,
  document: string,
  eventType = WRITTEN,
  matchType: 'EXACT' | 'PATH_PATTERN' = /[{*]/.test(document) ? 'PATH_PATTERN' : 'EXACT',
): Promise<Response> {
  return ctx.fetch(`/emulator/v1/projects/${PROJECT_ID}/eventarcTrigger?eventarcTriggerId=${id}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      eventType,
      database: '(default)',
      namespace: '(default)',
      document: { value: document, matchType },
    }),
  });
}

/** Every event sent so far, once the emulator has had every answer. */
async function delivered(id?: string): Promise<RecordedRequest[]> {
  await ctx.emulator.triggers.settled();
  return id === undefined ? [...recorder.requests] : recorder.forTrigger(id);
}

/** Runs firebase-functions' own onDocumentWritten on a delivered request; returns what the handler saw. */
async function asWrittenEvent(request: RecordedRequest, pattern: string) {
  let seen: Parameters<Parameters<typeof onDocumentWritten<string>>[1]>[0] | undefined;
  const fn = onDocumentWritten(pattern, (event) => {
    seen = event;
  });
  await fn(functionsRuntimeEvent(request) as never);
  if (!seen) throw new Error('the handler did not run');
  return seen;
}

/** An RFC 3339 time (0, 3, 6 or 9 fractional digits) as microseconds since the epoch. */
function microsOf(time: string): number {
  const fraction = /\.(\d+)Z$/.exec(time)?.[1] ?? '';
  const whole = Date.parse(time.replace(/\.\d+Z$/, 'Z'));
  return whole * 1000 + Number(fraction.padEnd(6, '0').slice(0, 6));
}

describe('trigger registration (what the Functions emulator calls)', () => {
  it('registers, lists, replaces and removes 2nd-gen triggers', async () => {
    expect((await register('us-central1-a-0', 'things/{id}')).status).toBe(200);
    expect((await register('us-central1-b-0', 'things/fixed')).status).toBe(200);
    // The same id again (a reload) replaces the registration instead of adding a second one.
    expect(
      (
        await register(
          'us-central1-a-0',
          'things/{id}',
          'google.cloud.firestore.document.v1.created',
        )
      ).status,
    ).toBe(200);
    const listed = await ctx.fetch(`/emulator/v1/projects/${PROJECT_ID}/triggers`);
    expect(await listed.json()).toEqual({
      triggers: [
        {
          id: 'us-central1-a-0',
          eventType: 'google.cloud.firestore.document.v1.created',
          database: '(default)',
          namespace: '(default)',
          document: { value: 'things/{id}', matchType: 'PATH_PATTERN' },
        },
        {
          id: 'us-central1-b-0',
          eventType: WRITTEN,
          database: '(default)',
          namespace: '(default)',
          document: { value: 'things/fixed', matchType: 'EXACT' },
        },
      ],
    });
    const removeOne = await ctx.fetch(
      `/emulator/v1/projects/${PROJECT_ID}/eventarcTrigger?eventarcTriggerId=us-central1-b-0`,
      { method: 'DELETE' },
    );
    expect(removeOne.status).toBe(200);
    expect(ctx.emulator.triggers.list().map((t) => t.id)).toEqual(['us-central1-a-0']);
    const removeAll = await ctx.fetch(`/emulator/v1/projects/${PROJECT_ID}/triggers`, {
      method: 'DELETE',
    });
    expect(removeAll.status).toBe(200);
    expect(ctx.emulator.triggers.list()).toEqual([]);
  });

  it('refuses malformed registrations and 1st-gen ones with a reason', async () => {
    const badType = await register(
      'x-0',
      'things/{id}',
      'google.cloud.pubsub.topic.v1.messagePublished',
    );
    expect(badType.status).toBe(501);
    expect(await badType.json()).toMatchObject({ error: { status: 'UNIMPLEMENTED' } });
    const badPattern = await register('x-0', 'things/{id=**}x', WRITTEN, 'PATH_PATTERN');
    expect(badPattern.status).toBe(400);
    const noId = await ctx.fetch(`/emulator/v1/projects/${PROJECT_ID}/eventarcTrigger`, {
      method: 'POST',
      body: '{}',
    });
    expect(noId.status).toBe(400);
    const unknownField = await ctx.fetch(
      `/emulator/v1/projects/${PROJECT_ID}/eventarcTrigger?eventarcTriggerId=x-0`,
      { method: 'POST', body: JSON.stringify({ eventType: WRITTEN, documnet: {} }) },
    );
    expect(unknownField.status).toBe(400);
    // firebase-tools' 1st-gen registration (firebase-functions/v1 triggers).
    const v1 = await ctx.fetch(`/emulator/v1/projects/${PROJECT_ID}/triggers/onWrite`, {
      method: 'PUT',
      body: JSON.stringify({
        eventTrigger: { eventType: 'providers/cloud.firestore/eventTypes/document.write' },
      }),
    });
    expect(v1.status).toBe(501);
    expect(ctx.emulator.triggers.list()).toEqual([]);
  });
});

describe('events for committed writes', () => {
  it('create, update and delete each send one event with the before and after data', async () => {
    await register('us-central1-onThing-0', 'things/{thingId}');
    const db = ctx.lite('alice');
    const ref = doc(db, 'things/t1');
    await setDoc(ref, { name: 'box', size: 1 });
    await updateDoc(ref, { size: 2, note: 'bigger' });
    await deleteDoc(ref);

    const requests = await delivered('us-central1-onThing-0');
    expect(requests).toHaveLength(3);
    for (const request of requests) {
      expect(request.method).toBe('POST');
      expect(request.path).toBe(`/functions/projects/${PROJECT_ID}/triggers/us-central1-onThing-0`);
      expect(request.headers).toMatchObject({
        'content-type': 'application/protobuf',
        'ce-specversion': '1.0',
        'ce-type': WRITTEN,
        'ce-source': `//firestore.googleapis.com/projects/${PROJECT_ID}/databases/(default)`,
        'ce-subject': 'documents/things/t1',
        'ce-project': PROJECT_ID,
        'ce-database': '(default)',
        'ce-namespace': '(default)',
        'ce-document': 'things/t1',
        'ce-datacontenttype': 'application/protobuf',
      });
      expect(request.headers['ce-id']).toMatch(UUID);
    }
    expect(new Set(requests.map((r) => r.headers['ce-id'])).size).toBe(3);

    const [created, updated, deleted] = await Promise.all(
      requests.map((r) => asWrittenEvent(r, 'things/{thingId}')),
    );
    expect(created?.params).toEqual({ thingId: 't1' });
    expect(created?.data?.before.exists).toBe(false);
    expect(created?.data?.after.data()).toEqual({ name: 'box', size: 1 });
    expect(updated?.data?.before.data()).toEqual({ name: 'box', size: 1 });
    expect(updated?.data?.after.data()).toEqual({ name: 'box', size: 2, note: 'bigger' });
    expect(deleted?.data?.before.data()).toEqual({ name: 'box', size: 2, note: 'bigger' });
    expect(deleted?.data?.after.exists).toBe(false);
    // The event time is the commit time, which is the written document's updateTime.
    // Compared to the microsecond: commit times carry real sub-millisecond precision.
    const updateTime = created!.data!.after.updateTime!;
    expect(microsOf(created!.time)).toBe(updateTime.seconds * 1e6 + updateTime.nanoseconds / 1000);
    expect(updated?.data?.after.updateTime?.toMillis()).toBe(Date.parse(updated?.time ?? ''));
    expect(updated?.data?.after.createTime?.isEqual(created!.data!.after.createTime!)).toBe(true);
  });

  it('created, updated and deleted triggers hear only their kind of change', async () => {
    const kinds = ['created', 'updated', 'deleted', 'written'] as const;
    for (const kind of kinds) {
      await register(`r-${kind}-0`, 'things/{id}', `google.cloud.firestore.document.v1.${kind}`);
    }
    const ref = doc(ctx.lite('alice'), 'things/kinds');
    await setDoc(ref, { n: 1 });
    await updateDoc(ref, { n: 2 });
    await deleteDoc(ref);
    await delivered();
    const typesOf = (kind: string) =>
      recorder.forTrigger(`r-${kind}-0`).map((r) => r.headers['ce-type']);
    expect(typesOf('created')).toEqual(['google.cloud.firestore.document.v1.created']);
    expect(typesOf('updated')).toEqual(['google.cloud.firestore.document.v1.updated']);
    expect(typesOf('deleted')).toEqual(['google.cloud.firestore.document.v1.deleted']);
    expect(typesOf('written')).toEqual([WRITTEN, WRITTEN, WRITTEN]);

    // firebase-functions' created/deleted handlers read the right side of the change.
    let createdData: unknown;
    await onDocumentCreated('things/{id}', (event) => {
      createdData = event.data?.data();
    })(functionsRuntimeEvent(recorder.forTrigger('r-created-0')[0]!) as never);
    expect(createdData).toEqual({ n: 1 });
    let deletedData: unknown;
    await onDocumentDeleted('things/{id}', (event) => {
      deletedData = event.data?.data();
    })(functionsRuntimeEvent(recorder.forTrigger('r-deleted-0')[0]!) as never);
    expect(deletedData).toEqual({ n: 2 });
  });

  it('a write the rules refuse, a failed precondition or an aborted transaction sends nothing', async () => {
    await register('r-any-0', '{collection}/{id}');
    const alice = ctx.lite('alice');
    await expect(setDoc(doc(alice, 'locked/l1'), { x: 1 })).rejects.toMatchObject({
      code: 'permission-denied',
    });
    // A batch with one refused write commits nothing, so nothing is sent for the allowed one.
    const batch = writeBatch(alice);
    batch.set(doc(alice, 'things/in-refused-batch'), { x: 1 });
    batch.set(doc(alice, 'locked/l2'), { x: 1 });
    await expect(batch.commit()).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(updateDoc(doc(alice, 'things/missing'), { x: 1 })).rejects.toMatchObject({
      code: 'not-found',
    });
    // A transaction whose read changed before it committed is aborted (the raw commit, no retry).
    const admin = ctx.admin();
    await admin.doc('things/contended').set({ v: 0 });
    await ctx.emulator.triggers.settled();
    recorder.requests.length = 0;
    const begin = await postJson(ctx, ':beginTransaction', {});
    const transaction = (begin.json as { transaction: string }).transaction;
    await postJson(ctx, ':batchGet', { documents: [`${ROOT}/things/contended`], transaction });
    await admin.doc('things/contended').set({ v: 1 });
    const aborted = await postJson(ctx, ':commit', {
      transaction,
      writes: [
        { update: { name: `${ROOT}/things/contended`, fields: { v: { integerValue: '2' } } } },
      ],
    });
    expect(aborted.status).toBe(409);

    const requests = await delivered('r-any-0');
    // Only the concurrent set that did commit.
    expect(requests.map((r) => r.headers['ce-document'])).toEqual(['things/contended']);
    const event = await asWrittenEvent(requests[0]!, '{collection}/{id}');
    expect(event.data?.after.data()).toEqual({ v: 1 });
  });

  it('a batch sends one event per document, a transaction likewise, and nothing twice', async () => {
    await register('r-batch-0', 'things/{id}');
    const alice = ctx.lite('alice');
    const batch = writeBatch(alice);
    batch.set(doc(alice, 'things/b1'), { n: 1 });
    batch.set(doc(alice, 'things/b2'), { n: 2 });
    batch.set(doc(alice, 'things/b3'), { n: 3 });
    // Written twice in one commit: one event with the net change.
    batch.update(doc(alice, 'things/b3'), { n: 33 });
    await batch.commit();
    await runTransaction(alice, async (tx) => {
      const b1 = await tx.get(doc(alice, 'things/b1'));
      tx.update(doc(alice, 'things/b1'), { n: (b1.data()?.['n'] as number) + 10 });
      tx.delete(doc(alice, 'things/b2'));
    });

    const requests = await delivered('r-batch-0');
    expect(requests.map((r) => r.headers['ce-document'])).toEqual([
      'things/b1',
      'things/b2',
      'things/b3',
      'things/b1',
      'things/b2',
    ]);
    expect(new Set(requests.map((r) => r.headers['ce-id'])).size).toBe(5);
    const events = await Promise.all(requests.map((r) => asWrittenEvent(r, 'things/{id}')));
    expect(events[2]?.data?.before.exists).toBe(false);
    expect(events[2]?.data?.after.data()).toEqual({ n: 33 });
    expect(events[3]?.data?.before.data()).toEqual({ n: 1 });
    expect(events[3]?.data?.after.data()).toEqual({ n: 11 });
    expect(events[4]?.data?.after.exists).toBe(false);
    // One commit, one commit time for its events.
    expect(new Set(requests.slice(0, 3).map((r) => r.headers['ce-time'])).size).toBe(1);

    // Nothing more arrives later (no duplicate or late delivery).
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await delivered('r-batch-0')).toHaveLength(5);
  });

  it('a write that changes nothing, or deletes a missing document, sends nothing', async () => {
    await register('r-noop-0', 'things/{id}');
    const admin = ctx.admin();
    await admin.doc('things/same').set({ a: 1 });
    await admin.doc('things/same').set({ a: 1 });
    await admin.doc('things/never-there').delete();
    const requests = await delivered('r-noop-0');
    expect(requests.map((r) => r.headers['ce-document'])).toEqual(['things/same']);
  });

  it('path patterns: exact paths, {wildcards}, {rest=**} and subcollections', async () => {
    await register('r-exact-0', 'things/config');
    await register('r-part-0', 'things/{thingId}/parts/{partId}');
    await register('r-deep-0', 'things/{rest=**}');
    const admin = ctx.admin();
    await admin.doc('things/config').set({ a: 1 });
    await admin.doc('things/t9/parts/p1').set({ a: 1 });
    await admin.doc('things/t9/parts/p1/notes/n1').set({ a: 1 });
    await admin.doc('other/config').set({ a: 1 });
    await delivered();
    const docs = (id: string) => recorder.forTrigger(id).map((r) => r.headers['ce-document']);
    expect(docs('r-exact-0')).toEqual(['things/config']);
    expect(docs('r-part-0')).toEqual(['things/t9/parts/p1']);
    expect(docs('r-deep-0')).toEqual([
      'things/config',
      'things/t9/parts/p1',
      'things/t9/parts/p1/notes/n1',
    ]);
    const part = await asWrittenEvent(
      recorder.forTrigger('r-part-0')[0]!,
      'things/{thingId}/parts/{partId}',
    );
    expect(part.params).toEqual({ thingId: 't9', partId: 'p1' });
    const deep = await asWrittenEvent(recorder.forTrigger('r-deep-0')[2]!, 'things/{rest=**}');
    expect(deep.params).toEqual({ rest: 't9/parts/p1/notes/n1' });
  });
});

describe('delivery', () => {
  it('does not hold up the commit while the function runs', async () => {
    let finishFunction = (): void => undefined;
    const running = new Promise<void>((resolve) => (finishFunction = resolve));
    const slow = await startCloudEventRecorder({ answerWhen: running });
    const emulator = await startTestContext({ functionsEmulator: slow.host });
    try {
      await emulator.fetch(
        `/emulator/v1/projects/${PROJECT_ID}/eventarcTrigger?eventarcTriggerId=slow-0`,
        {
          method: 'POST',
          body: JSON.stringify({
            eventType: WRITTEN,
            database: '(default)',
            namespace: '(default)',
            document: { value: 'things/{id}', matchType: 'PATH_PATTERN' },
          }),
        },
      );
      let answered = false;
      void running.then(() => (answered = true));
      // The commit is answered while the function has not finished (its answer is held).
      await emulator.admin().doc('things/slow').set({ a: 1 });
      expect(answered).toBe(false);
      let settled = false;
      const settling = emulator.emulator.triggers.settled().then(() => (settled = true));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(settled).toBe(false);
      finishFunction();
      await settling;
      expect(slow.requests).toHaveLength(1);
    } finally {
      await emulator.close();
      await slow.close();
    }
  });

  it('retries while the Functions emulator is not listening yet, and delivers once', async () => {
    // A port nobody listens on yet: the first attempts are refused.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const emulator = await startTestContext({ functionsEmulator: `127.0.0.1:${port}` });
    let late: CloudEventRecorder | undefined;
    try {
      await emulator.fetch(
        `/emulator/v1/projects/${PROJECT_ID}/eventarcTrigger?eventarcTriggerId=late-0`,
        {
          method: 'POST',
          body: JSON.stringify({
            eventType: WRITTEN,
            database: '(default)',
            namespace: '(default)',
            document: { value: 'things/{id}', matchType: 'PATH_PATTERN' },
          }),
        },
      );
      await emulator.admin().doc('things/early').set({ a: 1 });
      await new Promise((resolve) => setTimeout(resolve, 400));
      late = await startCloudEventRecorder({ port });
      await emulator.emulator.triggers.settled();
      expect(late.requests).toHaveLength(1);
      expect(late.requests[0]?.headers['ce-document']).toBe('things/early');
    } finally {
      await emulator.close();
      await late?.close();
    }
  });
});

describe('firebase-functions decodes the events', () => {
  it('onDocumentWritten: every value type, params from a Japanese id, the v1 context', async () => {
    await register('asia-northeast1-probe-0', 'things/{thingId}');
    const admin = ctx.admin();
    const ref = admin.doc('things/倉庫 A');
    await ref.set({
      text: 'ソラクラ',
      int: 42,
      double: 1.5,
      nan: Number.NaN,
      yes: true,
      nothing: null,
      when: Timestamp.fromMillis(1_700_000_000_123),
      bytes: Buffer.from([0, 1, 2, 255]),
      ref: admin.doc('things/other'),
      place: new GeoPoint(35.68, 139.76),
      list: ['a', 1, { nested: true }],
      emptyList: [],
      map: { a: { b: 'c' } },
      emptyMap: {},
      stamped: FieldValue.serverTimestamp(),
    });
    await ref.update({ text: '更新', 'map.a.b': 'd' });

    const [createdRequest, updatedRequest] = await delivered('asia-northeast1-probe-0');
    // Non-ASCII attribute values travel percent-encoded (CloudEvents HTTP binary mode).
    expect(createdRequest?.headers['ce-document']).toBe(`things/${encodeURIComponent('倉庫 A')}`);
    const created = await asWrittenEvent(createdRequest!, 'things/{thingId}');
    expect(created.params).toEqual({ thingId: '倉庫 A' });
    const after = created.data!.after;
    expect(after.ref.path).toBe('things/倉庫 A');
    expect(after.get('text')).toBe('ソラクラ');
    expect(after.get('int')).toBe(42);
    expect(after.get('double')).toBe(1.5);
    expect(after.get('nan')).toBeNaN();
    expect(after.get('yes')).toBe(true);
    expect(after.get('nothing')).toBeNull();
    expect((after.get('when') as Timestamp).toMillis()).toBe(1_700_000_000_123);
    expect([...(after.get('bytes') as Uint8Array)]).toEqual([0, 1, 2, 255]);
    expect(after.get('ref').path).toBe('things/other');
    expect(after.get('place')).toEqual(new GeoPoint(35.68, 139.76));
    expect(after.get('list')).toEqual(['a', 1, { nested: true }]);
    expect(after.get('emptyList')).toEqual([]);
    expect(after.get('map')).toEqual({ a: { b: 'c' } });
    expect(after.get('emptyMap')).toEqual({});
    expect((after.get('stamped') as Timestamp).isEqual(after.updateTime!)).toBe(true);
    // The v1-style context firebase-functions derives from the event's attributes.
    expect(created.id).toBe(createdRequest?.headers['ce-id']);
    expect(created.document).toBe(createdRequest?.headers['ce-document']);

    const updated = await asWrittenEvent(updatedRequest!, 'things/{thingId}');
    expect(updated.data?.before.get('text')).toBe('ソラクラ');
    expect(updated.data?.after.get('text')).toBe('更新');
    expect(updated.data?.after.get('map')).toEqual({ a: { b: 'd' } });
  });

  it('onDocumentWrittenWithAuthContext: who wrote', async () => {
    await register(
      'r-auth-0',
      'things/{id}',
      'google.cloud.firestore.document.v1.written.withAuthContext',
    );
    await setDoc(doc(ctx.lite('alice'), 'things/by-alice'), { a: 1 });
    await ctx.admin().doc('things/by-admin').set({ a: 1 });
    const seen: { authType: string; authId: string | undefined }[] = [];
    const fn = onDocumentWrittenWithAuthContext('things/{id}', (event) => {
      seen.push({ authType: event.authType, authId: event.authId });
    });
    for (const request of await delivered('r-auth-0'))
      await fn(functionsRuntimeEvent(request) as never);
    expect(seen).toEqual([
      { authType: 'unknown', authId: 'alice' },
      { authType: 'service_account', authId: undefined },
    ]);
  });

  it('auth context on the created and deleted kinds too: a visitor is unauthenticated; plain types carry none', async () => {
    const AUTH = 'google.cloud.firestore.document.v1';
    await register('r-auth-created-0', 'open/{id}', `${AUTH}.created.withAuthContext`);
    await register('r-auth-deleted-0', 'open/{id}', `${AUTH}.deleted.withAuthContext`);
    await register('r-plain-0', 'open/{id}');
    await setDoc(doc(ctx.lite(), 'open/by-visitor'), { a: 1 });
    await deleteDoc(doc(ctx.lite('bob', { isAdmin: true }), 'open/by-visitor'));

    const [created] = await delivered('r-auth-created-0');
    expect(created?.headers['ce-authtype']).toBe('unauthenticated');
    expect(created?.headers['ce-authid']).toBeUndefined();
    const [deleted] = await delivered('r-auth-deleted-0');
    // The writer's uid, whatever their claims: staff are users to Firestore.
    expect(deleted?.headers).toMatchObject({ 'ce-authtype': 'unknown', 'ce-authid': 'bob' });
    const plain = await delivered('r-plain-0');
    expect(plain).toHaveLength(2);
    for (const request of plain) {
      expect(request.headers['ce-authtype']).toBeUndefined();
      expect(request.headers['ce-authid']).toBeUndefined();
    }

    // firebase-functions' own handlers read them into event.authType / event.authId.
    const seen: { authType: string; authId: string | undefined }[] = [];
    const onCreated = onDocumentCreatedWithAuthContext('open/{id}', (event) => {
      seen.push({ authType: event.authType, authId: event.authId });
    });
    const onDeleted = onDocumentDeletedWithAuthContext('open/{id}', (event) => {
      seen.push({ authType: event.authType, authId: event.authId });
    });
    await onCreated(functionsRuntimeEvent(created!) as never);
    await onDeleted(functionsRuntimeEvent(deleted!) as never);
    expect(seen).toEqual([
      { authType: 'unauthenticated', authId: undefined },
      { authType: 'unknown', authId: 'bob' },
    ]);
  });
});

describe('imports (the demo seed)', () => {
  const commitAs = (authorization: string, id: string) =>
    ctx.fetch(`/v1/projects/${PROJECT_ID}/databases/(default)/documents:commit`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: authorization,
        'x-offline-emulator-import': 'true',
      },
      body: JSON.stringify({
        writes: [
          { update: { name: `${ROOT}/things/${id}`, fields: { n: { integerValue: '1' } } } },
        ],
      }),
    });

  it('an owner marked x-offline-emulator-import commits without events; the mark means nothing to anyone else', async () => {
    await register('r-import-0', 'things/{id}');
    expect((await commitAs('Bearer owner', 'imported-raw')).status).toBe(200);
    // firebase-admin as the seed uses it: the mark comes with the auth client's headers.
    const app = initializeAdminApp({ projectId: PROJECT_ID }, `import-${process.pid}`);
    const seed = getFirestore(app);
    seed.settings({
      preferRest: true,
      host: `${ctx.emulator.host}:${ctx.emulator.port}`,
      ssl: false,
      auth: { getRequestHeaders: async () => ({ 'x-offline-emulator-import': 'true' }) },
    } as FirebaseFirestore.Settings);
    const batch = seed.batch();
    batch.set(seed.doc('things/imported-sdk-1'), { n: 1 });
    batch.set(seed.doc('things/imported-sdk-2'), { n: 2 });
    await batch.commit();
    expect((await seed.doc('things/imported-sdk-2').get()).get('n')).toBe(2);
    await seed.terminate();

    const payload = Buffer.from(JSON.stringify({ user_id: 'carol', sub: 'carol' })).toString(
      'base64url',
    );
    expect((await commitAs(`Bearer e30.${payload}.`, 'by-carol')).status).toBe(200);
    await ctx.admin().doc('things/after-import').set({ n: 3 });

    const events = await delivered('r-import-0');
    expect(events.map((event) => event.headers['ce-document'])).toEqual([
      'things/by-carol',
      'things/after-import',
    ]);
  });
});
