import { request as httpRequest } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptsGzip } from '../server.js';
import { PROJECT_ID, ROOT, startTestContext } from './support/firestore-test-context.js';
import type { TestContext } from './support/firestore-test-context.js';

/**
 * The two requests the site's public REST reader makes (src/lib/firestore-rest.ts), both CORS
 * "simple" requests that a browser sends without a preflight: a plain GET of one document, and a
 * :runQuery POST whose JSON body is sent as text/plain (what the Firestore SDKs send to avoid
 * the preflight). Both signed out, so the rules decide.
 */
let ctx: TestContext;
const OWNER = { Authorization: 'Bearer owner' };
const ORIGIN = 'http://localhost:5000';
const RULES = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /shops/{shop} { allow read: if resource.data.published == true; }
    match /pages/{page} { allow read: if true; }
  }
}`;

beforeAll(async () => {
  ctx = await startTestContext();
  const set = await ctx.fetch(`/emulator/v1/projects/${PROJECT_ID}:securityRules`, {
    method: 'PUT',
    body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content: RULES }] } }),
  });
  expect(set.status).toBe(200);
  for (const [id, published, order] of [
    ['b', true, 2],
    ['a', true, 1],
    ['draft', false, 0],
  ] as const) {
    const created = await ctx.fetch(`/v1/${ROOT}/shops?documentId=${id}`, {
      method: 'POST',
      headers: OWNER,
      body: JSON.stringify({
        fields: {
          published: { booleanValue: published },
          order: { integerValue: String(order) },
          openedAt: { timestampValue: '2026-04-01T00:00:00.123456Z' },
        },
      }),
    });
    expect(created.status).toBe(200);
  }
});
afterAll(async () => {
  await ctx.close();
});

describe('public reads as simple requests (no preflight)', () => {
  it('GET of a published document answers it, with the origin allowed', async () => {
    const response = await ctx.fetch(`/v1/${ROOT}/shops/a`, { headers: { Origin: ORIGIN } });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(await response.json()).toMatchObject({
      name: `${ROOT}/shops/a`,
      fields: { published: { booleanValue: true }, order: { integerValue: '1' } },
    });
  });

  it('GET answers NOT_FOUND (404) for a missing document the rules let anyone read, else PERMISSION_DENIED (403)', async () => {
    const missing = await ctx.fetch(`/v1/${ROOT}/pages/none`, { headers: { Origin: ORIGIN } });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: { status: 'NOT_FOUND' } });
    // `resource.data.published` of a missing document is an error in the rules: refused.
    const unknown = await ctx.fetch(`/v1/${ROOT}/shops/none`, { headers: { Origin: ORIGIN } });
    expect(unknown.status).toBe(403);
    const draft = await ctx.fetch(`/v1/${ROOT}/shops/draft`, { headers: { Origin: ORIGIN } });
    expect(draft.status).toBe(403);
    expect(draft.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(await draft.json()).toMatchObject({ error: { status: 'PERMISSION_DENIED' } });
  });

  it(':runQuery reads a text/plain body as JSON: published only, in order', async () => {
    const response = await ctx.fetch(`/v1/${ROOT}:runQuery`, {
      method: 'POST',
      headers: { Origin: ORIGIN, 'Content-Type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify({
        structuredQuery: {
          from: [{ collectionId: 'shops' }],
          where: {
            fieldFilter: {
              field: { fieldPath: 'published' },
              op: 'EQUAL',
              value: { booleanValue: true },
            },
          },
          orderBy: [{ field: { fieldPath: 'order' }, direction: 'ASCENDING' }],
        },
      }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    const rows = (await response.json()) as Array<{ document?: { name: string } }>;
    expect(rows.flatMap((row) => (row.document ? [row.document.name] : []))).toEqual([
      `${ROOT}/shops/a`,
      `${ROOT}/shops/b`,
    ]);
  });

  it(':runQuery without the published filter is refused for visitors (the rules cannot prove it)', async () => {
    const response = await ctx.fetch(`/v1/${ROOT}:runQuery`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify({ structuredQuery: { from: [{ collectionId: 'shops' }] } }),
    });
    expect(response.status).toBe(403);
  });
});

/** One raw HTTP exchange (fetch would decompress out of sight): status, headers and bytes. */
function rawRequest(
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      `${ctx.emulator.url}${path}`,
      { method: init.method ?? 'GET', headers: init.headers },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode ?? 0,
            headers: incoming.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(init.body);
  });
}

describe('compressed answers (Accept-Encoding: gzip)', () => {
  const query = JSON.stringify({ structuredQuery: { from: [{ collectionId: 'pages' }] } });

  beforeAll(async () => {
    for (let index = 0; index < 8; index += 1) {
      const created = await ctx.fetch(`/v1/${ROOT}/pages?documentId=page-${index}`, {
        method: 'POST',
        headers: OWNER,
        body: JSON.stringify({
          fields: { body: { stringValue: `ご利用案内 ${index}：`.padEnd(120, 'あ') } },
        }),
      });
      expect(created.status).toBe(200);
    }
  });

  it('a large answer goes gzip-compressed to a client that accepts it, the same JSON inside', async () => {
    const plain = await rawRequest(`/v1/${ROOT}:runQuery`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
      body: query,
    });
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThanOrEqual(1024);

    const zipped = await rawRequest(`/v1/${ROOT}:runQuery`, {
      method: 'POST',
      headers: {
        'Content-Type': 'text/plain;charset=UTF-8',
        'Accept-Encoding': 'gzip, deflate, br',
      },
      body: query,
    });
    expect(zipped.status).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['vary']).toBe('Accept-Encoding');
    expect(Number(zipped.headers['content-length'])).toBe(zipped.body.length);
    expect(zipped.body.length).toBeLessThan(plain.body.length);
    // The same documents (each answer has its own readTime).
    const documents = (bytes: Buffer) =>
      (JSON.parse(bytes.toString('utf8')) as Array<{ document?: unknown }>).map(
        (row) => row.document,
      );
    expect(documents(gunzipSync(zipped.body))).toEqual(documents(plain.body));
    expect(documents(plain.body)).toHaveLength(8);
  });

  it('a small answer goes as it is, even to a client that accepts gzip', async () => {
    const small = await rawRequest(`/v1/${ROOT}/pages/none`, {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(small.status).toBe(404);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString('utf8'))).toMatchObject({
      error: { status: 'NOT_FOUND' },
    });
  });

  it.each([
    ['gzip, deflate, br', true],
    ['br;q=1.0, gzip;q=0.8', true],
    ['*', true],
    ['GZIP', true],
    ['gzip;q=0', false],
    ['identity', false],
    ['', false],
    [undefined, false],
  ])('Accept-Encoding %j: gzip %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});
