/**
 * "Rules are not filters": list requests are judged from the query's constraints.
 * Docs: https://firebase.google.com/docs/firestore/security/rules-query — "When writing queries to
 * retrieve documents, keep in mind that security rules are not filters—queries are all or nothing.
 * ... Cloud Firestore evaluates a query against its potential result set instead of the actual
 * field values for all of your documents. If a query could potentially return documents that the
 * client does not have permission to read, the entire request fails."
 */
import { describe, expect, it } from 'vitest';
import type { RestStructuredQuery, RestValue } from '../api';
import { doc, firestoreRules, run, toRest } from './helpers';

const eq = (field: string, value: unknown, op = 'EQUAL') => ({
  fieldFilter: { field: { fieldPath: field }, op, value: toRest(value) as RestValue },
});
const and = (...filters: unknown[]) => ({ compositeFilter: { op: 'AND', filters } });
const or = (...filters: unknown[]) => ({ compositeFilter: { op: 'OR', filters } });
const q = (where?: unknown, extra: Partial<RestStructuredQuery> = {}): RestStructuredQuery => ({
  from: [{ collectionId: 'stories' }],
  ...(where ? { where } : {}),
  ...extra,
});

const rules = firestoreRules(`
    match /stories/{storyId} {
      allow read: if resource.data.published == true || resource.data.author == request.auth.uid;
    }
    match /limited/{id} {
      allow list: if request.query.limit <= 50;
    }
    match /ranked/{id} {
      allow list: if resource.data.score > 10 && resource.data.tier in ['gold', 'silver'];
    }
    match /groups/{id} {
      allow list: if request.auth.uid in resource.data.members;
    }
    match /open/{id} {
      allow list: if resource != null;
    }`);

const list = (path: string, query: RestStructuredQuery, uid = 'u1') =>
  run(rules, 'list', path, { query, auth: { uid, token: {} } });

describe('equality constraints', () => {
  it('allowed when the query filters on the field the rule checks', async () => {
    // rules-query: the query where("published", "==", true) succeeds against this rule.
    expect((await list('stories', q(eq('published', true)))).allowed).toBe(true);
  });

  it('denied when the query does not constrain the field, with a reason saying so', async () => {
    // rules-query: a query without the constraint "fails, even if all matching documents are published".
    const d = await list('stories', q());
    expect(d.allowed).toBe(false);
    expect(d.reason).toMatch(/does not constrain field 'published'/);
  });

  it('denied when the constraint has a different value', async () => {
    expect((await list('stories', q(eq('published', false)))).allowed).toBe(false);
  });

  it('uid equality with the requester is allowed, with someone else is denied', async () => {
    // rules-query: where("author", "==", user.uid) satisfies "resource.data.author == request.auth.uid".
    expect((await list('stories', q(eq('author', 'u1')))).allowed).toBe(true);
    expect((await list('stories', q(eq('author', 'u2')))).allowed).toBe(false);
  });

  it("an 'in' filter with a single value is not treated as equality (conservative)", async () => {
    expect((await list('stories', q(eq('published', [true], 'IN')))).allowed).toBe(false);
  });
});

describe('limit, ranges, in and array-contains', () => {
  it('request.query.limit is checked against the query limit', async () => {
    // rules-query: "allow list: if request.query.limit <= 50" rejects queries without a limit or above 50.
    expect((await list('limited', q(undefined, { limit: 20 }))).allowed).toBe(true);
    expect((await list('limited', q(undefined, { limit: 100 }))).allowed).toBe(false);
    expect((await list('limited', q())).allowed).toBe(false);
  });

  it('range and membership rules are proven from range and in filters', async () => {
    const both = and(eq('score', 20, 'GREATER_THAN_OR_EQUAL'), eq('tier', ['gold'], 'IN'));
    expect((await list('ranked', q(both))).allowed).toBe(true);
    // score >= 5 does not prove score > 10.
    const weak = and(eq('score', 5, 'GREATER_THAN_OR_EQUAL'), eq('tier', ['gold'], 'IN'));
    expect((await list('ranked', q(weak))).allowed).toBe(false);
    // tier in [gold, bronze] could return bronze documents.
    const wide = and(eq('score', 20, 'GREATER_THAN'), eq('tier', ['gold', 'bronze'], 'IN'));
    expect((await list('ranked', q(wide))).allowed).toBe(false);
  });

  it('"x in resource.data.list" is proven by array-contains on x', async () => {
    expect((await list('groups', q(eq('members', 'u1', 'ARRAY_CONTAINS')))).allowed).toBe(true);
    expect((await list('groups', q(eq('members', 'u2', 'ARRAY_CONTAINS')))).allowed).toBe(false);
  });

  it('every document a query returns exists, so resource != null holds', async () => {
    expect((await list('open', q())).allowed).toBe(true);
  });
});

describe('composite filters', () => {
  it('AND filters add constraints', async () => {
    expect((await list('stories', q(and(eq('published', true), eq('genre', 'sf'))))).allowed).toBe(
      true,
    );
  });

  it('OR filters must prove the rule in every branch', async () => {
    // Conservative: each disjunct could return documents on its own.
    expect((await list('stories', q(or(eq('published', true), eq('author', 'u1'))))).allowed).toBe(
      true,
    );
    const d = await list('stories', q(or(eq('published', true), eq('genre', 'sf'))));
    expect(d.allowed).toBe(false);
    expect(d.reason).toMatch(/OR branch 2 of 2/);
  });
});

describe('get requests are judged on the real document', () => {
  it('a single get uses the stored document', async () => {
    const resource = {
      name: 'projects/p/databases/(default)/documents/stories/s1',
      fields: { published: { booleanValue: true } },
    };
    expect((await run(rules, 'get', 'stories/s1', { resource })).allowed).toBe(true);
  });
});

describe('collection-group queries', () => {
  it('are granted only by a match with a recursive wildcard', async () => {
    // rules-query, collection group queries: "you must ... use a recursive wildcard {name=**}" in the match.
    const cg = firestoreRules(`
    match /brands/{brandId}/spaces/{spaceId} {
      allow list: if true;
    }
    match /{path=**}/spaces/{spaceId} {
      allow list: if resource.data.status == 'vacant';
    }`);
    const query = (status?: string): RestStructuredQuery => ({
      from: [{ collectionId: 'spaces', allDescendants: true }],
      ...(status ? { where: eq('status', status) } : {}),
    });
    expect((await run(cg, 'list', 'spaces', { query: query('vacant') })).allowed).toBe(true);
    expect((await run(cg, 'list', 'spaces', { query: query() })).allowed).toBe(false);
    // Under a parent, the non-recursive match must not grant the collection-group query.
    expect((await run(cg, 'list', 'brands/b1/spaces', { query: query() })).allowed).toBe(false);
    // The same path as a plain collection query is granted by the specific match.
    expect(
      (await run(cg, 'list', 'brands/b1/spaces', { query: { from: [{ collectionId: 'spaces' }] } }))
        .allowed,
    ).toBe(true);
  });
});

describe('type checks and field presence on query-constrained fields', () => {
  const typed = firestoreRules(`
    match /typed/{id} {
      allow list: if resource.data.score is number && 'score' in resource.data;
    }`);

  it('a range filter proves the type class and the presence of the field', async () => {
    // Range filters only return documents whose field has the filter value's type (numbers together).
    const query = { where: eq('score', 10, 'GREATER_THAN') };
    expect((await run(typed, 'list', 'typed', { query })).allowed).toBe(true);
  });

  it('without a filter on the field neither is provable', async () => {
    const d = await run(typed, 'list', 'typed', { query: { where: eq('other', 1) } });
    expect(d.allowed).toBe(false);
    expect(d.reason).toMatch(/does not constrain field 'score'/);
  });

  it('a string range does not prove a number type', async () => {
    const query = { where: eq('score', 'a', 'GREATER_THAN') };
    expect((await run(typed, 'list', 'typed', { query })).allowed).toBe(false);
  });
});

describe('int and float are one number type in queries', () => {
  // https://firebase.google.com/docs/firestore/manage-data/data-types — "Integer and
  // floating-point values are sorted together", so where('n', '==', 1) also returns a document
  // whose n is 1.0. rules-query: "If a query could potentially return documents that the client
  // does not have permission to read, the entire request fails."
  const typed = firestoreRules(`
    match /ints/{id} {
      allow read: if resource.data.n is int;
    }
    match /floats/{id} {
      allow read: if resource.data.n is float;
    }
    match /equal/{id} {
      allow read: if resource.data.n == 1;
    }`);
  const listWith = (path: string, where: unknown) =>
    run(typed, 'list', path, { query: { from: [{ collectionId: path }], where } });

  it('== 1 does not prove `is int` (1.0 matches) nor == 1.0 `is float` (1 matches)', async () => {
    expect((await listWith('ints', eq('n', 1))).allowed).toBe(false);
    expect((await listWith('floats', eq('n', { $double: 1 }))).allowed).toBe(false);
    expect((await listWith('ints', eq('n', [1, 2], 'IN'))).allowed).toBe(false);
  });

  it('nor does == on a map or list holding a whole number prove the type inside it', async () => {
    // == {v: 1} also returns {v: 1.0}; == [1] also returns [1.0].
    const nested = firestoreRules(`
    match /maps/{id} {
      allow read: if resource.data.m.v is int;
    }
    match /lists/{id} {
      allow read: if resource.data.l[0] is int;
    }`);
    const listOn = (path: string, where: unknown) =>
      run(nested, 'list', path, { query: { from: [{ collectionId: path }], where } });
    expect((await listOn('maps', eq('m', { v: 1 }))).allowed).toBe(false);
    expect((await listOn('lists', eq('l', [1]))).allowed).toBe(false);
  });

  it('a non-integral float or a non-number still proves its type; == still proves equality', async () => {
    expect((await listWith('floats', eq('n', 1.5))).allowed).toBe(true);
    expect((await listWith('floats', eq('n', [1.5, 2.5], 'IN'))).allowed).toBe(true);
    expect((await listWith('equal', eq('n', 1))).allowed).toBe(true);
    expect((await listWith('equal', eq('n', { $double: 1 }))).allowed).toBe(true);
    expect((await listWith('equal', eq('n', 2))).allowed).toBe(false);
  });

  it('the documents such a query returns are what get judges', async () => {
    // The soundness the list rule stands for: a document with n = 1.0 is denied for get.
    const get = await run(typed, 'get', 'ints/d', {
      resource: doc('ints/d', { n: { $double: 1 } }),
    });
    expect(get.reason).toMatch(/false/);
    expect(get.allowed).toBe(false);
  });
});

describe('NaN and numeric upper bounds', () => {
  // https://firebase.google.com/docs/firestore/manage-data/data-types — numbers sort with "NaN"
  // first, so where('n', '<', 5) also returns a document holding NaN; a rules comparison with NaN
  // is false, so get would deny that document and the list must be denied too (rules-query:
  // "If a query could potentially return documents that the client does not have permission to
  // read, the entire request fails").
  const bounded = firestoreRules(`
    match /below/{id} {
      allow read: if resource.data.n < 10;
    }
    match /above/{id} {
      allow read: if resource.data.n > 10;
    }
    match /words/{id} {
      allow read: if resource.data.s < 'm';
    }`);
  const listWith = (path: string, where: unknown) =>
    run(bounded, 'list', path, { query: { from: [{ collectionId: path }], where } });

  it('a numeric < or <= filter does not prove an upper bound', async () => {
    expect((await listWith('below', eq('n', 5, 'LESS_THAN'))).allowed).toBe(false);
    expect((await listWith('below', eq('n', 5, 'LESS_THAN_OR_EQUAL'))).allowed).toBe(false);
    const get = await run(bounded, 'get', 'below/d', {
      resource: doc('below/d', { n: { $double: Number.NaN } }),
    });
    expect(get.allowed).toBe(false);
  });

  it('lower bounds and non-numeric upper bounds are still proven (NaN never sorts above)', async () => {
    expect((await listWith('above', eq('n', 20, 'GREATER_THAN'))).allowed).toBe(true);
    expect((await listWith('words', eq('s', 'c', 'LESS_THAN'))).allowed).toBe(true);
  });
});

describe('filters on the document name', () => {
  // https://firebase.google.com/docs/firestore/quotas — constraints on field names: "Must not
  // match the regular expression __.*__". So a __name__ filter says nothing about resource.data;
  // get of any document here is denied, so a list must be too.
  const named = firestoreRules(`
    match /a/{id} {
      allow read: if '__name__' in resource.data;
    }
    match /b/{id} {
      allow read: if resource.data.__name__ != null;
    }`);
  it('do not make resource.data.__name__ exist', async () => {
    for (const c of ['a', 'b']) {
      const where = eq('__name__', { $ref: `${c}/x` });
      const d = await run(named, 'list', c, { query: { from: [{ collectionId: c }], where } });
      expect(d.allowed).toBe(false);
    }
    expect((await run(named, 'get', 'a/x', { resource: doc('a/x', { n: 1 }) })).allowed).toBe(
      false,
    );
  });
});

describe('collection groups and the recursive wildcard', () => {
  // rules-query, collection group queries: a collection group query returns every collection
  // with the ID, at any depth, so the path {path=**} stands for differs per document; a rule on
  // it cannot be proven for the whole result set ("queries are all or nothing").
  const grouped = firestoreRules(`
    match /{path=**}/spaces/{id} {
      allow read: if path == /brands/b1;
    }
    match /{rest=**}/rooms/{id} {
      allow read: if !(rest == /brands/b1);
    }
    match /{any=**}/halls/{id} {
      allow read: if resource.data.open == true;
    }`);
  const group = (parent: string, collectionId: string, where?: unknown) =>
    run(grouped, 'list', parent ? `${parent}/${collectionId}` : collectionId, {
      query: { from: [{ collectionId, allDescendants: true }], ...(where ? { where } : {}) },
    });

  it('a rule on the wildcard path is not proven, below a parent or from the root', async () => {
    // Below brands/b1 the group also returns brands/b1/rooms/r/spaces/x, which get denies.
    const get = await run(grouped, 'get', 'brands/b1/rooms/r/spaces/x', {
      resource: doc('brands/b1/rooms/r/spaces/x', { a: 1 }),
    });
    expect(get.allowed).toBe(false);
    const below = await group('brands/b1', 'spaces');
    expect(below.allowed).toBe(false);
    expect(below.reason).toMatch(/\{path=\*\*\}/);
    // From the root the wildcard is not "empty": brands/b1/rooms/x is in the group.
    expect((await group('', 'rooms')).allowed).toBe(false);
  });

  it('rules on the documents themselves are still judged from the query', async () => {
    expect((await group('', 'halls', eq('open', true))).allowed).toBe(true);
    expect((await group('brands/b1', 'halls', eq('open', true))).allowed).toBe(true);
    expect((await group('', 'halls')).allowed).toBe(false);
  });
});

describe('kindless queries (every collection below a parent)', () => {
  // runQuery with from: [{collectionId: '', allDescendants: true}] returns the documents of every
  // collection below the parent. Here get of users/u1/secrets/s1 is denied, so the query must be.
  const any = firestoreRules(`
    match /{rest=**}/{coll}/{id} {
      allow read: if coll != 'secrets';
    }`);

  it('are denied, with a reason', async () => {
    const get = await run(any, 'get', 'users/u1/secrets/s1', {
      resource: doc('users/u1/secrets/s1', { pw: 'x' }),
    });
    expect(get.allowed).toBe(false);
    // What the Firestore emulator sends for POST .../documents/users/u1:runQuery.
    const d = await run(any, 'list', 'users/u1/', {
      query: { from: [{ collectionId: '', allDescendants: true }] },
    });
    expect(d.allowed).toBe(false);
    expect(d.reason).toMatch(/no collection ID/);
    // A named collection group is still judged by the match.
    const named = await run(any, 'list', 'users/u1/notes', {
      query: { from: [{ collectionId: 'notes', allDescendants: true }] },
    });
    expect(named.allowed).toBe(true);
  });
});

describe('which matches can grant a collection-group query', () => {
  // rules-query, collection group queries: the group returns every collection with the ID at
  // any depth below the parent, so only a match whose recursive wildcard takes up that unknown
  // depth covers all of them. Each match below covers notes/n1 at a fixed depth only; get of
  // users/u1/x/y/notes/z is denied by both, so the group query below users/u1 must be too.
  const fixed = firestoreRules(`
    match /{rest=**}/u1/notes/{id} {
      allow read: if true;
    }
    match /users/{u}/notes/{more=**} {
      allow read: if true;
    }
    match /{rest=**}/{coll}/{sub}/{id} {
      allow read: if coll == 'u1';
    }`);

  it('a match that fixes segments between the parent and the collection does not', async () => {
    const get = await run(fixed, 'get', 'users/u1/x/y/notes/z', {
      resource: doc('users/u1/x/y/notes/z', { a: 1 }),
    });
    expect(get.allowed).toBe(false);
    const d = await run(fixed, 'list', 'users/u1/notes', {
      query: { from: [{ collectionId: 'notes', allDescendants: true }] },
    });
    expect(d.allowed).toBe(false);
  });
});
