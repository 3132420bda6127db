import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, postJson, startTestContext } from './support/firestore-test-context.js';
import type { TestContext } from './support/firestore-test-context.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestContext();
  await ctx.admin().doc('keep/me').set({ safe: true });
});
afterAll(async () => {
  // Whatever came before, the server still answers and still has its data.
  expect((await ctx.admin().doc('keep/me').get()).get('safe')).toBe(true);
  await ctx.close();
});

function update(name: string, fields: unknown, extra: Record<string, unknown> = {}) {
  return { writes: [{ update: { name, fields }, ...extra }] };
}

async function expectInvalid(verb: string, body: unknown, message: RegExp): Promise<void> {
  const { status, json } = await postJson(ctx, verb, body);
  expect(status).toBe(400);
  expect(json).toMatchObject({ error: { code: 400, status: 'INVALID_ARGUMENT' } });
  expect((json as { error: { message: string } }).error.message).toMatch(message);
}

// https://cloud.google.com/apis/design/errors#handling_errors: a malformed request is
// INVALID_ARGUMENT (HTTP 400) with a message saying what is wrong.
describe('malformed requests', () => {
  it('malformed JSON', async () => {
    await expectInvalid(':commit', '{"writes": [', /Invalid JSON payload/);
  });

  it('unknown fields, at any depth', async () => {
    await expectInvalid(':commit', { writes: [], bogus: 1 }, /Unknown name "bogus"/);
    await expectInvalid(
      ':commit',
      { writes: [{ update: { name: `${ROOT}/a/b`, fields: {} }, extra: true }] },
      /Unknown name "extra" at 'writes\[0\]'/,
    );
    await expectInvalid(
      ':runQuery',
      { structuredQuery: { from: [{ collectionId: 'a' }], wher: {} } },
      /Unknown name "wher"/,
    );
  });

  it('wrong shapes', async () => {
    await expectInvalid(':commit', { writes: 'nope' }, /expected a list/);
    await expectInvalid(':commit', update(`${ROOT}/a/b`, []), /expected a map/);
    await expectInvalid(':commit', update(`${ROOT}/a/b`, { x: 5 }), /expected a Value object/);
    await expectInvalid(
      ':commit',
      update(`${ROOT}/a/b`, { x: { weirdValue: 1 } }),
      /unknown value kind "weirdValue"/,
    );
    await expectInvalid(
      ':commit',
      update(`${ROOT}/a/b`, { x: { stringValue: 'a', integerValue: '1' } }),
      /exactly one kind/,
    );
    await expectInvalid(
      ':commit',
      update(`${ROOT}/a/b`, { x: { integerValue: 'twelve' } }),
      /integerValue/,
    );
    await expectInvalid(
      ':commit',
      update(`${ROOT}/a/b`, { x: { integerValue: '9223372036854775808' } }),
      /64-bit/,
    );
    await expectInvalid(
      ':commit',
      update(`${ROOT}/a/b`, { x: { timestampValue: 'yesterday' } }),
      /RFC 3339/,
    );
    await expectInvalid(':commit', update(`${ROOT}/a/b`, { x: { bytesValue: '***' } }), /base64/);
    // Documented: an array cannot directly contain another array.
    await expectInvalid(
      ':commit',
      update(`${ROOT}/a/b`, { x: { arrayValue: { values: [{ arrayValue: {} }] } } }),
      /cannot contain another array/,
    );
    await expectInvalid(
      ':runQuery',
      {
        structuredQuery: {
          from: [{ collectionId: 'a' }],
          where: {
            fieldFilter: { field: { fieldPath: 'x' }, op: 'LIKE', value: { stringValue: 'a' } },
          },
        },
      },
      /LIKE/,
    );
    await expectInvalid(
      ':runQuery',
      {
        structuredQuery: {
          from: [{ collectionId: 'a' }],
          where: {
            fieldFilter: { field: { fieldPath: 'x' }, op: 'IN', value: { stringValue: 'a' } },
          },
        },
      },
      /array value/,
    );
  });
});

describe('document paths', () => {
  // https://firebase.google.com/docs/firestore/quotas#collections_documents_and_fields: IDs "cannot
  // contain a forward slash", "cannot solely consist of a single period (.) or double periods (..)",
  // "cannot match the regular expression __.*__", at most 1,500 bytes.
  it('a document path needs an even number of segments', async () => {
    await expectInvalid(':commit', update(`${ROOT}/brands`, {}), /even number/);
    await expectInvalid(':batchGet', { documents: [`${ROOT}/a/b/c`] }, /even number/);
  });

  it('empty segments, reserved and dot IDs, over-long IDs', async () => {
    await expectInvalid(':commit', update(`${ROOT}/brands//b1`, {}), /empty/);
    await expectInvalid(':commit', update(`${ROOT}/brands/__secret__`, {}), /reserved/);
    await expectInvalid(':commit', update(`${ROOT}/brands/..`, {}), /'\.' or '\.\.'/);
    await expectInvalid(':commit', update(`${ROOT}/brands/${'x'.repeat(1501)}`, {}), /1500 bytes/);
  });

  it('names outside the database the request went to', async () => {
    await expectInvalid(
      ':commit',
      update('projects/other/databases/(default)/documents/a/b', {}),
      /not in the database/,
    );
    await expectInvalid(':commit', update('brands/b1', {}), /Expected projects\//);
  });

  it('URL segments that are not correctly encoded', async () => {
    const response = await ctx.fetch(`/v1/${ROOT}/brands/%E0%A4%A`, {
      headers: { Authorization: 'Bearer owner' },
    });
    expect(response.status).toBe(400);
    const control = await ctx.fetch(
      '/emulator/v1/projects/%E0%A4%A/databases/(default)/documents',
      { method: 'DELETE' },
    );
    expect(control.status).toBe(400);
  });
});

describe('field names and paths', () => {
  it('field names must not be empty', async () => {
    await expectInvalid(
      ':commit',
      update(`${ROOT}/a/b`, { '': { nullValue: null } }),
      /must not be empty/,
    );
    await expectInvalid(
      ':commit',
      update(`${ROOT}/a/b`, { m: { mapValue: { fields: { '': { nullValue: null } } } } }),
      /must not be empty/,
    );
  });

  it('unquoted field paths must not contain ~ * / [ ] (spec section 9); backquoted ones may', async () => {
    for (const bad of ['a~b', 'a*b', 'a/b', 'a[0]', 'a]']) {
      await expectInvalid(
        ':commit',
        update(`${ROOT}/a/b`, {}, { updateMask: { fieldPaths: [bad] } }),
        /contains one of ~ \* \/ \[ \]/,
      );
    }
    await expectInvalid(
      ':commit',
      update(`${ROOT}/a/b`, {}, { updateMask: { fieldPaths: ['a..b'] } }),
      /empty field name/,
    );
    await expectInvalid(
      ':commit',
      update(`${ROOT}/a/b`, {}, { updateMask: { fieldPaths: ['`unclosed'] } }),
      /unterminated/,
    );
    const ok = await postJson(
      ctx,
      ':commit',
      update(
        `${ROOT}/a/quoted`,
        { 'a~b': { integerValue: '1' } },
        { updateMask: { fieldPaths: ['`a~b`'] } },
      ),
    );
    expect(ok.status).toBe(200);
  });
});

describe('limits', () => {
  it('documents over 1 MiB are refused', async () => {
    // https://firebase.google.com/docs/firestore/quotas: "Maximum size for a document: 1 MiB (1,048,576 bytes)".
    const half = 'x'.repeat(600_000);
    await expectInvalid(
      ':commit',
      update(`${ROOT}/big/doc`, { a: { stringValue: half }, b: { stringValue: half } }),
      /exceeds the maximum allowed size of 1048576 bytes/,
    );
    const fits = await postJson(
      ctx,
      ':commit',
      update(`${ROOT}/big/doc`, { a: { stringValue: half } }),
    );
    expect(fits.status).toBe(200);
  });

  it('request bodies over 10 MiB are refused', async () => {
    const { status } = await postJson(ctx, ':commit', {
      writes: [],
      pad: 'x'.repeat(11 * 1024 * 1024),
    });
    expect(status).toBe(400);
  });

  it('geopoints out of range (latitude -90..90, longitude -180..180, spec section 9)', async () => {
    await expectInvalid(
      ':commit',
      update(`${ROOT}/geo/p`, { g: { geoPointValue: { latitude: 90.5, longitude: 0 } } }),
      /latitude 90.5 is out of range/,
    );
    await expectInvalid(
      ':commit',
      update(`${ROOT}/geo/p`, { g: { geoPointValue: { latitude: 0, longitude: -181 } } }),
      /longitude -181 is out of range/,
    );
    const edge = await postJson(
      ctx,
      ':commit',
      update(`${ROOT}/geo/p`, { g: { geoPointValue: { latitude: -90, longitude: 180 } } }),
    );
    expect(edge.status).toBe(200);
  });

  it('more than 500 writes in one commit', async () => {
    // The SDK reference for writeBatch(): "The maximum number of writes allowed in a single WriteBatch is 500."
    const writes = Array.from({ length: 501 }, (_, i) => ({
      update: { name: `${ROOT}/many/d${i}`, fields: {} },
    }));
    await expectInvalid(':commit', { writes }, /at most 500 writes/);
  });

  it('in with more than 30 values', async () => {
    const values = Array.from({ length: 31 }, (_, i) => ({ integerValue: String(i) }));
    await expectInvalid(
      ':runQuery',
      {
        structuredQuery: {
          from: [{ collectionId: 'a' }],
          where: {
            fieldFilter: { field: { fieldPath: 'x' }, op: 'IN', value: { arrayValue: { values } } },
          },
        },
      },
      /at most 30/,
    );
  });
});

describe('hostile nesting and counts', () => {
  it('composite filters nested thousands deep answer 400, not a stack overflow (500)', async () => {
    // Written as text: JSON.stringify itself would overflow the stack on this shape.
    const leaf =
      '{"fieldFilter":{"field":{"fieldPath":"x"},"op":"EQUAL","value":{"integerValue":"1"}}}';
    const depth = 20_000;
    const where =
      '{"compositeFilter":{"op":"AND","filters":['.repeat(depth) + leaf + ']}}'.repeat(depth);
    await expectInvalid(
      ':runQuery',
      `{"structuredQuery":{"from":[{"collectionId":"a"}],"where":${where}}}`,
      /nest at most 100 levels/,
    );
  });

  // AggregationQuery.Aggregation.Count.up_to (google/firestore/v1/query.proto):
  // "Must be greater than zero when present."
  it('count upTo must be greater than zero', async () => {
    for (const upTo of ['0', '-3']) {
      await expectInvalid(
        ':runAggregationQuery',
        {
          structuredAggregationQuery: {
            structuredQuery: { from: [{ collectionId: 'a' }] },
            aggregations: [{ count: { upTo } }],
          },
        },
        /upTo: must be greater than zero/,
      );
    }
  });
});

describe('nothing of a refused commit is kept', () => {
  it('a bad write anywhere in a commit leaves earlier writes unapplied', async () => {
    const body = {
      writes: [
        { update: { name: `${ROOT}/keep/me`, fields: { safe: { booleanValue: false } } } },
        {
          update: {
            name: `${ROOT}/keep/other`,
            fields: { g: { geoPointValue: { latitude: 200 } } },
          },
        },
      ],
    };
    await expectInvalid(':commit', body, /latitude/);
    expect((await ctx.admin().doc('keep/me').get()).get('safe')).toBe(true);
  });
});

describe('robustness', () => {
  it('answers every malformed shape on every endpoint with a 4xx, never a 5xx', async () => {
    const atoms: unknown[] = [null, [], 1, 'x', true, {}, [null], { a: 1 }, -1, '\ud800'];
    const shapes: unknown[] = [...atoms];
    for (const a of atoms) {
      shapes.push(
        { writes: [a] },
        { writes: [{ update: a }] },
        { writes: [{ update: { name: `${ROOT}/a/b`, fields: { x: a } } }] },
        {
          writes: [
            {
              update: { name: `${ROOT}/a/b`, fields: {} },
              updateTransforms: [{ fieldPath: 'x', increment: a }],
            },
          ],
        },
        { writes: [{ delete: `${ROOT}/a/b`, currentDocument: a }] },
        { documents: [a] },
        { structuredQuery: { from: [a] } },
        {
          structuredQuery: {
            from: [{ collectionId: 'a' }],
            where: { compositeFilter: { op: 'AND', filters: [a] } },
          },
        },
        {
          structuredQuery: {
            from: [{ collectionId: 'a' }],
            orderBy: [{ field: { fieldPath: 'x' }, direction: a }],
          },
        },
        { structuredQuery: { from: [{ collectionId: 'a' }], startAt: { values: [a] }, limit: a } },
        {
          structuredAggregationQuery: {
            structuredQuery: { from: [{ collectionId: 'a' }] },
            aggregations: [{ sum: a }],
          },
        },
        { options: a, transaction: a },
      );
    }
    const verbs = [
      ':batchGet',
      ':commit',
      ':runQuery',
      ':runAggregationQuery',
      ':beginTransaction',
      ':rollback',
      ':batchWrite',
      '/a/b:runQuery',
    ];
    const statuses = new Set<number>();
    for (const verb of verbs) {
      for (const body of shapes) statuses.add((await postJson(ctx, verb, body)).status);
    }
    expect([...statuses].every((status) => status < 500)).toBe(true);
    expect(statuses.has(400)).toBe(true);
  });
});
