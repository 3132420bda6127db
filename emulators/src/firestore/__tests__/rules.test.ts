import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FieldValue } from 'firebase-admin/firestore';
import {
  collection,
  collectionGroup,
  doc,
  getCount,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore/lite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFirestoreEmulator } from '../server.js';
import { PROJECT_ID, ROOT, postJson, startTestContext } from './support/firestore-test-context.js';
import type { TestContext } from './support/firestore-test-context.js';

const RULES = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /brands/{brandId} {
      allow get: if true;
      allow create: if request.auth != null && request.resource.data.owner == request.auth.uid;
      allow update: if request.auth != null && resource.data.owner == request.auth.uid;
    }
    match /posts/{postId} {
      allow read: if resource.data.visibility == 'public';
      allow write: if request.auth.token.isAdmin == true;
    }
    match /stamps/{id} {
      allow create: if request.resource.data.at == request.time;
    }
    match /pairs/{id} {
      allow create: if getAfter(/databases/$(database)/documents/pairs/$(request.resource.data.partner)).data.partner == id;
    }
    match /{path=**}/assets/{assetId} {
      allow list: if request.auth != null;
    }
    match /flagged/{id} {
      allow create: if exists(/databases/$(database)/documents/flags/$(request.resource.data.flag));
    }
    match /checked/{id} {
      allow create: if exists(/databases/$(database)/documents/flags/f0) && exists(/databases/$(database)/documents/flags/f1)
        && exists(/databases/$(database)/documents/flags/f2) && exists(/databases/$(database)/documents/flags/f3)
        && exists(/databases/$(database)/documents/flags/f4) && exists(/databases/$(database)/documents/flags/f5)
        && exists(/databases/$(database)/documents/flags/f6) && exists(/databases/$(database)/documents/flags/f7)
        && exists(/databases/$(database)/documents/flags/f8) && exists(/databases/$(database)/documents/flags/f9)
        && (request.resource.data.extra == false || exists(/databases/$(database)/documents/flags/f10));
    }
  }
}
`;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestContext({ rulesSource: RULES });
});
afterAll(async () => {
  await ctx.close();
});
beforeEach(() => {
  ctx.emulator.clear();
});

describe('request.auth from tokens', () => {
  it('a mockUserToken user may create a document they own; anyone else is denied with the reason', async () => {
    const alice = ctx.lite('alice');
    await setDoc(doc(alice, 'brands/b1'), { owner: 'alice' });
    const bob = ctx.lite('bob');
    const denied = updateDoc(doc(bob, 'brands/b1'), { name: 'x' });
    await expect(denied).rejects.toMatchObject({ code: 'permission-denied' });
    // The official emulator names the failing rule and line ("false for 'update' @ L7").
    await expect(denied).rejects.toThrow(/update.*L7|L7.*update/);
    await expect(
      setDoc(doc(ctx.lite(null), 'brands/b2'), { owner: 'nobody' }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('custom claims reach request.auth.token', async () => {
    await expect(
      setDoc(doc(ctx.lite('u', { isAdmin: true }), 'posts/p1'), { visibility: 'public' }),
    ).resolves.toBeUndefined();
    await expect(
      setDoc(doc(ctx.lite('u'), 'posts/p2'), { visibility: 'public' }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('an unsigned Auth-emulator token is decoded without verification; a malformed one is refused', async () => {
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const payload = Buffer.from(
      JSON.stringify({
        sub: 'carol',
        user_id: 'carol',
        email: 'carol@example.com',
        firebase: { sign_in_provider: 'password' },
      }),
    ).toString('base64url');
    const write = {
      writes: [
        { update: { name: `${ROOT}/brands/c1`, fields: { owner: { stringValue: 'carol' } } } },
      ],
    };
    expect(
      (await postJson(ctx, ':commit', write, { Authorization: `Bearer ${header}.${payload}.` }))
        .status,
    ).toBe(200);
    const bad = await postJson(ctx, ':commit', write, { Authorization: 'Bearer not-a-jwt' });
    expect(bad.status).toBe(401);
    expect(bad.json).toMatchObject({ error: { status: 'UNAUTHENTICATED' } });
  });

  it('Bearer owner (firebase-admin) bypasses the rules', async () => {
    await ctx.admin().doc('posts/secret').set({ visibility: 'private' });
    expect((await ctx.admin().doc('posts/secret').get()).exists).toBe(true);
  });
});

describe('rules are not filters', () => {
  // https://firebase.google.com/docs/firestore/security/rules-query#rules_are_not_filters: a query
  // is allowed only if every document it could return is allowed, judged from its constraints.
  beforeEach(async () => {
    const admin = ctx.admin();
    await admin.doc('posts/pub').set({ visibility: 'public' });
    await admin.doc('posts/priv').set({ visibility: 'private' });
  });

  it('denies a query that could return documents the rules forbid', async () => {
    await expect(getDocs(collection(ctx.lite('u'), 'posts'))).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });

  it('allows a query whose filter matches the rule, returning only matching documents', async () => {
    const result = await getDocs(
      query(collection(ctx.lite('u'), 'posts'), where('visibility', '==', 'public')),
    );
    expect(result.docs.map((d) => d.id)).toEqual(['pub']);
  });

  it('aggregation queries are judged as list queries too', async () => {
    const db = ctx.lite('u');
    await expect(getCount(collection(db, 'posts'))).rejects.toMatchObject({
      code: 'permission-denied',
    });
    expect(
      (await getCount(query(collection(db, 'posts'), where('visibility', '==', 'public')))).data()
        .count,
    ).toBe(1);
  });

  it('judges single-document reads from the stored document', async () => {
    const db = ctx.lite('u');
    expect((await getDoc(doc(db, 'posts/pub'))).exists()).toBe(true);
    await expect(getDoc(doc(db, 'posts/priv'))).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });

  it('listDocuments with showMissing is for privileged callers only', async () => {
    // ListDocuments show_missing lists "documents that do not exist but have sub-documents";
    // a list rule only ever allows existing documents, so those names are not the user's to see.
    await ctx.admin().doc('assets/gone/child/c').set({ n: 1 });
    await ctx.admin().doc('assets/here').set({ n: 1 });
    const encode = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const user = { Authorization: `Bearer ${encode({ alg: 'none' })}.${encode({ sub: 'u' })}.` };
    const listing = (query: string, headers: Record<string, string>) =>
      ctx.fetch(`/v1/${ROOT}/assets${query}`, { headers });
    const plain = await listing('', user);
    expect(plain.status).toBe(200);
    expect(((await plain.json()) as { documents: unknown[] }).documents).toHaveLength(1);
    const missing = await listing('?showMissing=true', user);
    expect(missing.status).toBe(403);
    expect(await missing.json()).toMatchObject({ error: { status: 'PERMISSION_DENIED' } });
    const owner = await listing('?showMissing=true', { Authorization: 'Bearer owner' });
    expect(((await owner.json()) as { documents: unknown[] }).documents).toHaveLength(2);
  });

  it('collection group queries match recursive-wildcard rules only', async () => {
    await ctx.admin().doc('brands/b1/assets/a1').set({ n: 1 });
    expect((await getDocs(collectionGroup(ctx.lite('u'), 'assets'))).size).toBe(1);
    await expect(getDocs(collectionGroup(ctx.lite(null), 'assets'))).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });
});

describe('writes and rules', () => {
  it('request.time equals the serverTimestamp of the same write', async () => {
    // https://firebase.google.com/docs/firestore/security/rules-conditions#timestamps:
    // request.time matches FieldValue.serverTimestamp() written by the same request.
    await expect(
      setDoc(doc(ctx.lite('u'), 'stamps/s1'), { at: serverTimestamp() }),
    ).resolves.toBeUndefined();
    await expect(
      setDoc(doc(ctx.lite('u'), 'stamps/s2'), { at: new Date(0) }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('a client-made time is never request.time, even when sent within the same millisecond', async () => {
    // Real Firestore commit times carry microseconds, so a client's whole-millisecond
    // Timestamp.now() equals request.time about once in a thousand; the emulator must not make
    // it likelier (it did when commit times started each millisecond at .000).
    // One after another, so each time is read just before its commit (often the same ms here).
    const db = ctx.lite('u');
    let accepted = 0;
    for (let i = 0; i < 1000; i++) {
      try {
        await setDoc(doc(db, `stamps/client-${i}`), { at: Timestamp.now() });
        accepted += 1;
      } catch (error) {
        expect(error).toMatchObject({ code: 'permission-denied' });
      }
    }
    expect(accepted).toBeLessThanOrEqual(3);
  });

  it('getAfter sees the whole batch; the same write alone is denied', async () => {
    // https://firebase.google.com/docs/firestore/security/rules-conditions#access_other_documents:
    // getAfter() "returns the state of the document after the current batch or transaction".
    const db = ctx.lite('u');
    const batch = writeBatch(db);
    batch.set(doc(db, 'pairs/a'), { partner: 'b' });
    batch.set(doc(db, 'pairs/b'), { partner: 'a' });
    await batch.commit();
    await expect(setDoc(doc(db, 'pairs/c'), { partner: 'd' })).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });

  it('a batch with one denied write writes nothing', async () => {
    const db = ctx.lite('alice');
    const batch = writeBatch(db);
    batch.set(doc(db, 'brands/ok'), { owner: 'alice' });
    batch.set(doc(db, 'posts/nope'), { visibility: 'public' });
    await expect(batch.commit()).rejects.toMatchObject({ code: 'permission-denied' });
    expect((await ctx.admin().doc('brands/ok').get()).exists).toBe(false);
  });

  it('access calls: 10 per single write, 20 shared across a batch', async () => {
    // https://firebase.google.com/docs/firestore/security/rules-conditions#access_calls: "10 for
    // single-document requests and query requests; 20 for multi-document reads, transactions, and
    // batched writes. The previous limit of 10 also applies to each operation."
    const admin = ctx.admin();
    await Promise.all(
      Array.from({ length: 21 }, (_, i) => admin.doc(`flags/f${i}`).set({ on: true })),
    );
    const db = ctx.lite('u');
    await expect(setDoc(doc(db, 'checked/ten'), { extra: false })).resolves.toBeUndefined();
    await expect(setDoc(doc(db, 'checked/eleven'), { extra: true })).rejects.toMatchObject({
      code: 'permission-denied',
    });
    const twenty = writeBatch(db);
    for (let i = 0; i < 20; i++) twenty.set(doc(db, `flagged/ok${i}`), { flag: `f${i}` });
    await expect(twenty.commit()).resolves.toBeUndefined();
    const twentyOne = writeBatch(db);
    for (let i = 0; i < 21; i++) twentyOne.set(doc(db, `flagged/no${i}`), { flag: `f${i}` });
    await expect(twentyOne.commit()).rejects.toMatchObject({ code: 'permission-denied' });
    expect((await admin.doc('flagged/no0').get()).exists).toBe(false);
  });

  it('firebase-admin transforms bypass rules too', async () => {
    await ctx.admin().doc('stamps/admin').set({ at: FieldValue.serverTimestamp(), extra: 1 });
    expect((await ctx.admin().doc('stamps/admin').get()).get('extra')).toBe(1);
  });
});

describe('control endpoints', () => {
  const openRules = `rules_version = '2';
service cloud.firestore { match /databases/{db}/documents { match /{doc=**} { allow read, write: if true; } } }`;

  async function putRules(content: string): Promise<Response> {
    return ctx.fetch(`/emulator/v1/projects/${PROJECT_ID}:securityRules`, {
      method: 'PUT',
      body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content }] } }),
    });
  }

  it('PUT :securityRules loads rules; bad rules answer 400 with line:column and keep the old ones', async () => {
    expect((await putRules(openRules)).status).toBe(200);
    await setDoc(doc(ctx.lite(null), 'posts/anything'), { visibility: 'private' });
    const bad = await putRules(
      "rules_version = '2';\nservice cloud.firestore {\n  match /x { allow read: if ; }\n}",
    );
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { error: { message: string; status: string } };
    expect(body.error.status).toBe('INVALID_ARGUMENT');
    expect(body.error.message).toMatch(/firestore\.rules:3:\d+/);
    // The open rules are still in force.
    await expect(
      setDoc(doc(ctx.lite(null), 'posts/again'), { visibility: 'private' }),
    ).resolves.toBeUndefined();
    expect((await putRules(RULES)).status).toBe(200);
  });

  it('DELETE .../documents clears the data', async () => {
    await ctx.admin().doc('posts/gone').set({ visibility: 'public' });
    const response = await ctx.fetch(
      `/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`,
      { method: 'DELETE' },
    );
    expect(response.status).toBe(200);
    expect((await ctx.admin().doc('posts/gone').get()).exists).toBe(false);
  });

  it('setRules throws on bad rules and keeps the last good ones', async () => {
    expect(() => ctx.emulator.setRules('service cloud.firestore { match')).toThrow(/\d+:\d+/);
    await expect(setDoc(doc(ctx.lite(null), 'brands/x'), { owner: 'x' })).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });
});

describe('rules file', () => {
  it('is loaded at start and reloaded on change; a malformed file is logged and the last good rules stay', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'firestore-rules-'));
    const path = join(dir, 'firestore.rules');
    const allow = (verdict: boolean) =>
      `rules_version = '2';\nservice cloud.firestore {\n  match /databases/{db}/documents {\n    match /{doc=**} { allow read, write: if ${verdict}; }\n  }\n}\n`;
    writeFileSync(path, allow(false));
    const lines: string[] = [];
    const emulator = await startFirestoreEmulator({
      port: 0,
      rulesPath: path,
      watchRules: true,
      log: (line) => lines.push(line),
    });
    const write = { writes: [{ update: { name: `${ROOT}/w/1`, fields: {} } }] };
    const post = () =>
      fetch(`${emulator.url}/v1/${ROOT}:commit`, {
        method: 'POST',
        body: JSON.stringify(write),
      }).then((r) => r.status);
    const waitFor = async (check: () => Promise<boolean> | boolean) => {
      for (let i = 0; i < 50 && !(await check()); i++) await new Promise((r) => setTimeout(r, 100));
    };
    try {
      expect(await post()).toBe(403);
      writeFileSync(path, allow(true));
      await waitFor(async () => (await post()) === 200);
      expect(await post()).toBe(200);
      writeFileSync(
        path,
        "rules_version = '2';\nservice cloud.firestore {\n  match /{x} { allow read if }\n}\n",
      );
      await waitFor(() => lines.some((l) => /firestore\.rules:3:\d+/.test(l)));
      expect(lines.some((l) => /firestore\.rules:3:\d+/.test(l))).toBe(true);
      expect(await post()).toBe(200);
    } finally {
      await emulator.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
