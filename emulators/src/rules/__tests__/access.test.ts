/**
 * Document access functions and their limits.
 * Docs: https://firebase.google.com/docs/firestore/security/rules-conditions#access_other_documents
 * ("Access call limits": 10 for single-document requests and queries, 20 for multi-document
 * reads, transactions and batched writes; "calls to the same document ... count once"), and
 * https://firebase.google.com/docs/storage/security/rules-conditions (firestore.get/exists).
 */
import { describe, expect, it } from 'vitest';
import { compileRules } from '../index';
import type { AccessBudget, RestDocument } from '../api';
import { doc, firestoreRules, lookup, run } from './helpers';

const users = [doc('users/u1', { role: 'admin' }), doc('users/u2', { role: 'member' })];

describe('get and exists', () => {
  const rules = firestoreRules(`
    match /brands/{brandId} {
      allow get: if get(/databases/$(database)/documents/users/$(request.auth.uid)).data.role == 'admin';
      allow list: if exists(/databases/$(database)/documents/users/$(request.auth.uid));
    }`);

  it('get() reads another document', async () => {
    // rules-conditions: "get() ... to fetch the contents of a document".
    expect(
      (await run(rules, 'get', 'brands/b1', { context: { firestore: lookup(users) } })).allowed,
    ).toBe(true);
    const u2 = { uid: 'u2', token: {} };
    expect(
      (await run(rules, 'get', 'brands/b1', { auth: u2, context: { firestore: lookup(users) } }))
        .allowed,
    ).toBe(false);
  });

  it('get() of a missing document yields null, so reading its data is an error', async () => {
    const d = await run(rules, 'get', 'brands/b1', {
      auth: { uid: 'nobody', token: {} },
      context: { firestore: lookup(users) },
    });
    expect(d.allowed).toBe(false);
    expect(d.reason).toMatch(/Null value error/);
  });

  it('exists() tells whether a document exists', async () => {
    // rules-conditions: "exists() ... to check whether a document exists".
    expect(
      (await run(rules, 'list', 'brands', { context: { firestore: lookup(users) } })).allowed,
    ).toBe(true);
    const nobody = { uid: 'nobody', token: {} };
    expect(
      (await run(rules, 'list', 'brands', { auth: nobody, context: { firestore: lookup(users) } }))
        .allowed,
    ).toBe(false);
  });

  it('asynchronous lookups are awaited', async () => {
    const slow = {
      get: async (p: string) => (
        await Promise.resolve(),
        lookup(users).get(p) as RestDocument | null
      ),
    };
    expect((await run(rules, 'get', 'brands/b1', { context: { firestore: slow } })).allowed).toBe(
      true,
    );
  });

  it('a path that is not a document path is an error', async () => {
    const bad = firestoreRules(
      `match /x/{id} { allow get: if exists(/databases/$(database)/documents/users); }`,
    );
    const d = await run(bad, 'get', 'x/1');
    expect(d.allowed).toBe(false);
    expect(d.reason).toMatch(/Invalid document path/);
  });
});

describe('getAfter and existsAfter', () => {
  it('getAfter sees the state after the write (batch view from the server)', async () => {
    // rules-conditions: "getAfter() ... the state of a document after the current transaction or batch completes".
    const rules = firestoreRules(`
    match /spaces/{spaceId} {
      allow update: if getAfter(/databases/$(database)/documents/applications/$(request.resource.data.appId)).data.spaceId == spaceId
        && existsAfter(/databases/$(database)/documents/applications/$(request.resource.data.appId));
    }`);
    const after = lookup([doc('applications/a1', { spaceId: 's1' })]);
    const context = { firestore: { get: () => null, getAfter: after.get } };
    const requestResource = doc('spaces/s1', { appId: 'a1' });
    expect(
      (
        await run(rules, 'update', 'spaces/s1', {
          requestResource,
          resource: doc('spaces/s1', {}),
          context,
        })
      ).allowed,
    ).toBe(true);
    expect(
      (
        await run(rules, 'update', 'spaces/s2', {
          requestResource,
          resource: doc('spaces/s2', {}),
          context,
        })
      ).allowed,
    ).toBe(false);
  });

  it('without a batch view, getAfter of the written document is request.resource', async () => {
    const rules = firestoreRules(`
    match /t/{id} {
      allow create: if getAfter(/databases/$(database)/documents/t/$(id)).data.v == 2;
    }`);
    expect(
      (await run(rules, 'create', 't/x', { requestResource: doc('t/x', { v: 2 }) })).allowed,
    ).toBe(true);
  });
});

describe('access-call limits', () => {
  const many = (n: number, prefix = 'u') =>
    Array.from(
      { length: n },
      (_, i) => `exists(/databases/$(database)/documents/users/${prefix}${i})`,
    ).join(' || ');
  const docs = Array.from({ length: 30 }, (_, i) => doc(`users/z${i}`, {}));

  it('10 distinct documents per request are allowed, the 11th is an error', async () => {
    // Access call limits: "10 for single-document requests and query requests".
    const ten = firestoreRules(
      `match /t/{id} { allow get: if ${many(9)} || exists(/databases/$(database)/documents/users/z0); }`,
    );
    expect((await run(ten, 'get', 't/x', { context: { firestore: lookup(docs) } })).allowed).toBe(
      true,
    );
    const eleven = firestoreRules(
      `match /t/{id} { allow get: if ${many(10)} || exists(/databases/$(database)/documents/users/z0); }`,
    );
    const d = await run(eleven, 'get', 't/x', { context: { firestore: lookup(docs) } });
    expect(d.allowed).toBe(false);
    expect(d.reason).toMatch(/limit of 10 document access calls/);
  });

  it('reading the same document twice counts once', async () => {
    // Access call limits: repeated calls for the same document are cached and count once.
    const same = Array.from(
      { length: 15 },
      () => 'exists(/databases/$(database)/documents/users/z1)',
    ).join(' && ');
    const rules = firestoreRules(`match /t/{id} { allow get: if ${same}; }`);
    expect((await run(rules, 'get', 't/x', { context: { firestore: lookup(docs) } })).allowed).toBe(
      true,
    );
  });

  it('a batch shares a budget of 20 across its writes', async () => {
    // Access call limits: "20 for multi-document reads, transactions, and batched writes".
    const rules = firestoreRules(`
    match /t/{id} {
      allow create: if ${Array.from({ length: 8 }, (_, i) => `exists(/databases/$(database)/documents/users/z$(id)${i})`).join(' && ')};
    }`);
    const ds = ['a', 'b', 'c'].flatMap((id) =>
      Array.from({ length: 8 }, (_, i) => doc(`users/z${id}${i}`, {})),
    );
    const budget: AccessBudget = { max: 20, used: 0 };
    const context = { firestore: lookup(ds), budget };
    const write = (id: string) =>
      run(rules, 'create', `t/${id}`, { requestResource: doc(`t/${id}`, {}), context });
    expect((await write('a')).allowed).toBe(true);
    expect((await write('b')).allowed).toBe(true);
    expect(budget.used).toBe(16);
    const third = await write('c');
    expect(third.allowed).toBe(false);
    expect(third.reason).toMatch(/limit of 20 document access calls/);
  });

  it('in a batch, a document already read by an earlier write is free', async () => {
    const rules = firestoreRules(
      `match /t/{id} { allow create: if exists(/databases/$(database)/documents/users/z1); }`,
    );
    const budget: AccessBudget = { max: 20, used: 0 };
    const context = { firestore: lookup(docs), budget };
    for (const id of ['a', 'b', 'c']) {
      expect(
        (await run(rules, 'create', `t/${id}`, { requestResource: doc(`t/${id}`, {}), context }))
          .allowed,
      ).toBe(true);
    }
    expect(budget.used).toBe(1);
  });
});

describe('Storage rules reading Firestore', () => {
  it('firestore.get and firestore.exists reach the Firestore lookup', async () => {
    // Storage rules-conditions: "firestore.get() and firestore.exists() ... to access documents in Cloud Firestore".
    const rules = compileRules(`rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    match /brands/{brandId}/{file} {
      allow write: if firestore.get(/databases/(default)/documents/users/$(request.auth.uid)).data.role == 'admin'
        && firestore.exists(/databases/(default)/documents/brands/$(brandId));
    }
  }
}`);
    const context = { firestore: lookup([...users, doc('brands/b1', {})]) };
    const req = (uid: string, brand: string) => ({
      service: 'firebase.storage' as const,
      bucket: 'demo-rental-space.appspot.com',
      path: `brands/${brand}/hero.jpg`,
      method: 'create' as const,
      auth: { uid, token: {} },
      time: { seconds: 1, nanos: 0 },
      resource: null,
    });
    expect((await rules.evaluate(req('u1', 'b1'), context)).allowed).toBe(true);
    expect((await rules.evaluate(req('u2', 'b1'), context)).allowed).toBe(false);
    expect((await rules.evaluate(req('u1', 'b9'), context)).allowed).toBe(false);
  });
});
