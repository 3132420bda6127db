/**
 * Path matching and allow semantics.
 * Docs: https://firebase.google.com/docs/firestore/security/rules-structure and
 * https://firebase.google.com/docs/rules/rules-language.
 */
import { describe, expect, it } from 'vitest';
import { compileRules } from '../index';
import { firestoreRules, run } from './helpers';

describe('match and wildcards', () => {
  it('nested match blocks are relative to their parent', async () => {
    // rules-structure: "match statements can be nested ... the path of a nested match is relative to the outer match".
    const rules = firestoreRules(`
    match /brands/{brandId} {
      match /assets/{assetId} {
        allow get: if brandId == 'b1' && assetId == 'a1';
      }
    }`);
    expect((await run(rules, 'get', 'brands/b1/assets/a1')).allowed).toBe(true);
    expect((await run(rules, 'get', 'brands/b2/assets/a1')).allowed).toBe(false);
  });

  it('rules for a collection do not apply to its subcollections', async () => {
    // rules-structure: "rules don't cascade ... you must write explicit rules for subcollections".
    const rules = firestoreRules(`
    match /brands/{brandId} {
      allow read: if true;
    }`);
    expect((await run(rules, 'get', 'brands/b1')).allowed).toBe(true);
    const d = await run(rules, 'get', 'brands/b1/assets/a1');
    expect(d.allowed).toBe(false);
    expect(d.reason).toMatch(/No matching allow statements/);
  });

  it('{name=**} matches zero or more segments in rules_version 2', async () => {
    // rules-structure: "In version 2, recursive wildcards match zero or more path items".
    const rules = firestoreRules(`
    match /brands/{rest=**} {
      allow get: if rest == /x || true;
    }
    match /{path=**}/assets/{assetId} {
      allow list: if true;
    }`);
    expect((await run(rules, 'get', 'brands/b1')).allowed).toBe(true);
    expect((await run(rules, 'get', 'brands/b1/assets/a1')).allowed).toBe(true);
    // Collection-group style: zero segments before /assets.
    expect((await run(rules, 'list', 'assets')).allowed).toBe(true);
    expect((await run(rules, 'list', 'brands/b1/assets')).allowed).toBe(true);
  });

  it('{name=**} binds a path', async () => {
    // rules-structure: "the wildcard variable will contain the entire matching path segment" (a path).
    const rules = firestoreRules(`
    match /files/{rest=**} {
      allow get: if rest is path && rest[0] == 'a' && rest[1] == 'b';
    }`);
    expect((await run(rules, 'get', 'files/a/b')).allowed).toBe(true);
  });

  it('in rules_version 1 a recursive wildcard needs at least one segment', async () => {
    // rules-structure: "In version 1, recursive wildcards match one or more path items".
    const v1 = firestoreRules(
      `
    match /brands/{brandId}/{rest=**} {
      allow get: if true;
    }`,
      '1',
    );
    expect((await run(v1, 'get', 'brands/b1/assets/a1')).allowed).toBe(true);
    expect((await run(v1, 'get', 'brands/b1')).allowed).toBe(false);
  });

  it('OR across every matching allow, even in different match blocks', async () => {
    // rules-structure: "If multiple allow expressions match a request, access is allowed if any of the conditions is true".
    const rules = firestoreRules(`
    match /brands/{brandId} {
      allow get: if false;
    }
    match /brands/{id} {
      allow get: if id == 'open';
    }`);
    expect((await run(rules, 'get', 'brands/open')).allowed).toBe(true);
    expect((await run(rules, 'get', 'brands/closed')).allowed).toBe(false);
  });

  it('an allow without a condition allows', async () => {
    // rules-language: "allow <methods>;" with no condition grants the request.
    const rules = firestoreRules(`match /pub/{id} { allow get; }`);
    expect((await run(rules, 'get', 'pub/x')).allowed).toBe(true);
  });
});

describe('methods', () => {
  const rules = firestoreRules(`
    match /r/{id} { allow read: if true; }
    match /w/{id} { allow write: if true; }
    match /g/{id} { allow get, create: if true; }`);

  it('read covers get and list', async () => {
    // rules-structure: "read" is "get" + "list".
    expect((await run(rules, 'get', 'r/1')).allowed).toBe(true);
    expect((await run(rules, 'list', 'r')).allowed).toBe(true);
    expect((await run(rules, 'create', 'r/1')).allowed).toBe(false);
  });

  it('write covers create, update and delete', async () => {
    // rules-structure: "write" is "create" + "update" + "delete".
    for (const m of ['create', 'update', 'delete'] as const)
      expect((await run(rules, m, 'w/1')).allowed).toBe(true);
    expect((await run(rules, 'get', 'w/1')).allowed).toBe(false);
  });

  it('granular methods only grant themselves', async () => {
    expect((await run(rules, 'get', 'g/1')).allowed).toBe(true);
    expect((await run(rules, 'create', 'g/1')).allowed).toBe(true);
    expect((await run(rules, 'update', 'g/1')).allowed).toBe(false);
    expect((await run(rules, 'list', 'g')).allowed).toBe(false);
  });
});

describe('storage paths', () => {
  it('storage rules match under /b/{bucket}/o', async () => {
    // Storage security docs: rules are written inside "match /b/{bucket}/o".
    const rules = compileRules(`rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    match /brands/{brandId}/{fileName} {
      allow read: if bucket == 'demo-rental-space.appspot.com' && fileName.matches('.*[.]jpg');
    }
  }
}`);
    const req = (path: string, method: 'get' | 'list' = 'get') => ({
      service: 'firebase.storage' as const,
      bucket: 'demo-rental-space.appspot.com',
      path,
      method,
      auth: null,
      time: { seconds: 1, nanos: 0 },
      resource: null,
    });
    const ctx = { firestore: { get: () => null } };
    expect((await rules.evaluate(req('brands/b1/hero.jpg'), ctx)).allowed).toBe(true);
    expect((await rules.evaluate(req('brands/b1/hero.png'), ctx)).allowed).toBe(false);
  });

  it('a storage list of a prefix is matched as prefix + any object name', async () => {
    // Storage security docs: "list" is granted by rules on the objects under the listed path.
    const rules = compileRules(`rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    match /users/{uid}/{fileName} {
      allow list: if request.auth.uid == uid;
    }
  }
}`);
    const list = (prefix: string, uid: string) =>
      rules.evaluate(
        {
          service: 'firebase.storage',
          bucket: 'demo-rental-space.appspot.com',
          path: prefix,
          method: 'list',
          auth: { uid, token: {} },
          time: { seconds: 1, nanos: 0 },
          resource: null,
        },
        { firestore: { get: () => null } },
      );
    expect((await list('users/u1/', 'u1')).allowed).toBe(true);
    expect((await list('users/u1/', 'u2')).allowed).toBe(false);
    expect((await list('users/', 'u1')).allowed).toBe(false);
  });
});

describe('service checks', () => {
  it('a Firestore request against Storage rules is denied with a reason', async () => {
    const storage = compileRules(
      `rules_version = '2'; service firebase.storage { match /b/{bucket}/o { allow read; } }`,
    );
    const d = await storage.evaluate(
      {
        service: 'cloud.firestore',
        path: 'a/b',
        method: 'get',
        auth: null,
        time: { seconds: 0, nanos: 0 },
        resource: null,
      },
      { firestore: { get: () => null } },
    );
    expect(d.allowed).toBe(false);
    expect(d.reason).toMatch(/firebase.storage/);
  });
});
