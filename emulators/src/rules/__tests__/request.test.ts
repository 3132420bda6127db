/**
 * The request and resource variables.
 * Docs: https://firebase.google.com/docs/reference/rules/rules.firestore.Request,
 * .../rules.firestore.Resource, https://firebase.google.com/docs/storage/security/core-syntax,
 * https://firebase.google.com/docs/reference/security/storage.
 */
import { describe, expect, it } from 'vitest';
import { compileRules } from '../index';
import type { StorageObjectResource, StorageRulesRequest } from '../api';
import { doc, holds } from './helpers';

describe('request (Firestore)', () => {
  it('request.auth is null when signed out', async () => {
    // Request.auth: "null if the user is not authenticated".
    expect(await holds('request.auth == null', { auth: null })).toBe(true);
    expect(await holds('request.auth != null')).toBe(true);
  });

  it('request.auth.uid and token claims', async () => {
    // Request.auth: uid and token (the ID token claims, including custom claims).
    const auth = {
      uid: 'demo-admin',
      token: {
        isAdmin: true,
        email: 'admin@example.com',
        firebase: { sign_in_provider: 'password' },
      },
    };
    expect(
      await holds("request.auth.uid == 'demo-admin' && request.auth.token.isAdmin == true", {
        auth,
      }),
    ).toBe(true);
    expect(
      await holds(
        "request.auth.token.email == 'admin@example.com' && request.auth.token.firebase.sign_in_provider == 'password'",
        { auth },
      ),
    ).toBe(true);
  });

  it('a missing custom claim is an error, the documented reason to write token.get(...) or `in`', async () => {
    const auth = { uid: 'u', token: {} };
    expect(await holds('request.auth.token.isAdmin == true', { auth })).toBe(false);
    expect(await holds("request.auth.token.get('isAdmin', false) == false", { auth })).toBe(true);
    expect(await holds("!('isAdmin' in request.auth.token)", { auth })).toBe(true);
  });

  it('request.method, request.path and request.time', async () => {
    // Request: method ("get", "list", "create", "update", "delete"), path (path), time (timestamp).
    expect(
      await holds("request.method == 'get' && request.path == /databases/(default)/documents/t/x"),
    ).toBe(true);
    expect(await holds('request.time == timestamp.value(1700000000000)')).toBe(true);
  });

  it('request.resource is the document after the write; resource the stored one', async () => {
    // Firestore rules-conditions: "request.resource variable contains the future state of the document".
    const rules = compileRules(`rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /t/{id} {
      allow update: if request.resource.data.count == resource.data.count + 1
        && request.resource.id == id && request.resource.__name__ == resource.__name__;
    }
  }
}`);
    const ctx = { firestore: { get: () => null } };
    const base = {
      service: 'cloud.firestore' as const,
      path: 't/x',
      method: 'update' as const,
      auth: null,
      time: { seconds: 1, nanos: 0 },
    };
    const ok = await rules.evaluate(
      { ...base, resource: doc('t/x', { count: 1 }), requestResource: doc('t/x', { count: 2 }) },
      ctx,
    );
    const bad = await rules.evaluate(
      { ...base, resource: doc('t/x', { count: 1 }), requestResource: doc('t/x', { count: 5 }) },
      ctx,
    );
    expect(ok.allowed).toBe(true);
    expect(bad.allowed).toBe(false);
  });

  it('resource is null when the document does not exist', async () => {
    // Firestore rules: "resource" is null on create / for missing documents.
    expect(await holds('resource == null')).toBe(true);
  });

  it('stored integer, double, string, list, map and null fields keep their types', async () => {
    const resource = doc('t/x', {
      i: 3,
      d: { $double: 2 },
      s: 'x',
      l: [1, 'a'],
      m: { k: true },
      n: null,
      r: { $ref: 'brands/b1' },
    });
    expect(
      await holds('resource.data.i is int && resource.data.d is float && resource.data.d == 2', {
        resource,
      }),
    ).toBe(true);
    expect(
      await holds(
        "resource.data.l == [1, 'a'] && resource.data.m.k == true && resource.data.n == null",
        { resource },
      ),
    ).toBe(true);
    expect(
      await holds('resource.data.r == /databases/(default)/documents/brands/b1', { resource }),
    ).toBe(true);
  });
});

describe('request.query', () => {
  it('limit, offset and orderBy come from the query', async () => {
    // Request.query: "limit", "offset", "orderBy" of a list request.
    const rules = compileRules(`rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /t/{id} {
      allow list: if request.query.limit <= 50 && request.query.offset == 0 && request.query.orderBy.createdAt == 'DESC';
    }
  }
}`);
    const ctx = { firestore: { get: () => null } };
    const base = {
      service: 'cloud.firestore' as const,
      path: 't',
      method: 'list' as const,
      auth: null,
      time: { seconds: 1, nanos: 0 },
      resource: null,
    };
    const query = (limit: number) => ({
      limit,
      offset: 0,
      orderBy: [{ field: { fieldPath: 'createdAt' }, direction: 'DESCENDING' }],
    });
    expect((await rules.evaluate({ ...base, query: query(20) }, ctx)).allowed).toBe(true);
    expect((await rules.evaluate({ ...base, query: query(100) }, ctx)).allowed).toBe(false);
    // A query without a limit cannot satisfy a limit rule.
    const d = await rules.evaluate({ ...base, query: {} }, ctx);
    expect(d.allowed).toBe(false);
    expect(d.reason).toMatch(/Property limit is undefined/);
  });
});

describe('request and resource (Storage)', () => {
  const rules = compileRules(`rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    match /uploads/{uid}/{file} {
      allow create: if request.auth.uid == uid
        && request.resource.size < 5 * 1024 * 1024
        && request.resource.contentType.matches('image/.*')
        && request.resource.metadata.owner == uid
        && request.resource.name == 'uploads/' + uid + '/' + file
        && request.resource.bucket == bucket;
      allow delete: if resource.metadata.owner == request.auth.uid && resource.size > 0;
    }
  }
}`);
  const object = (o: Partial<StorageObjectResource>): StorageObjectResource => ({
    bucket: 'demo-rental-space.appspot.com',
    name: 'uploads/u1/a.png',
    size: 1000,
    contentType: 'image/png',
    metadata: { owner: 'u1' },
    timeCreated: new Date(0),
    updated: new Date(0),
    ...o,
  });
  const req = (o: Partial<StorageRulesRequest>): StorageRulesRequest => ({
    service: 'firebase.storage',
    bucket: 'demo-rental-space.appspot.com',
    path: 'uploads/u1/a.png',
    method: 'create',
    auth: { uid: 'u1', token: {} },
    time: { seconds: 1, nanos: 0 },
    resource: null,
    ...o,
  });
  const ctx = { firestore: { get: () => null } };

  it('request.resource.size, contentType, metadata, name and bucket', async () => {
    // Storage Request.resource: size (bytes), contentType, metadata (custom map), name, bucket.
    expect((await rules.evaluate(req({ requestResource: object({}) }), ctx)).allowed).toBe(true);
    expect(
      (await rules.evaluate(req({ requestResource: object({ size: 6 * 1024 * 1024 }) }), ctx))
        .allowed,
    ).toBe(false);
    expect(
      (await rules.evaluate(req({ requestResource: object({ contentType: 'text/plain' }) }), ctx))
        .allowed,
    ).toBe(false);
    expect(
      (await rules.evaluate(req({ requestResource: object({ metadata: {} }) }), ctx)).allowed,
    ).toBe(false);
  });

  it('resource is the stored object', async () => {
    expect(
      (await rules.evaluate(req({ method: 'delete', resource: object({}) }), ctx)).allowed,
    ).toBe(true);
    expect(
      (
        await rules.evaluate(
          req({ method: 'delete', resource: object({ metadata: { owner: 'x' } }) }),
          ctx,
        )
      ).allowed,
    ).toBe(false);
  });
});
