import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFirestoreEmulator } from '../server.js';
import { PROJECT_ID, ROOT, postJson, startTestContext } from './support/firestore-test-context.js';
import type { TestContext } from './support/firestore-test-context.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const OWNER = { Authorization: 'Bearer owner' };

// The browser SDK calls the emulator cross-origin (the SPA runs on another port), so the
// preflight must allow the headers it sends (Authorization, X-Goog-Api-Client, X-Firebase-GMPID...).
describe('CORS', () => {
  it('answers the browser preflight with the headers the SDK sends', async () => {
    const response = await ctx.fetch(`/v1/${ROOT}:commit`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5000',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers':
          'authorization,content-type,x-goog-api-client,x-firebase-gmpid',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5000');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    expect(response.headers.get('access-control-allow-headers')).toContain('authorization');
    expect(response.headers.get('access-control-allow-headers')).toContain('x-firebase-gmpid');
  });

  it('preflight without requested headers lists the defaults', async () => {
    const response = await ctx.fetch(`/v1/${ROOT}:runQuery`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://127.0.0.1:5000' },
    });
    expect(response.headers.get('access-control-allow-headers')).toMatch(
      /authorization.*x-goog-api-client.*x-firebase-gmpid/,
    );
  });

  it('allows the origin on ordinary answers and on errors', async () => {
    const ok = await ctx.fetch('/', { headers: { Origin: 'http://localhost:5000' } });
    expect(ok.headers.get('access-control-allow-origin')).toBe('http://localhost:5000');
    const error = await ctx.fetch(`/v1/${ROOT}:nothing`, {
      method: 'POST',
      headers: { Origin: 'http://localhost:5000' },
    });
    expect(error.headers.get('access-control-allow-origin')).toBe('http://localhost:5000');
  });
});

// https://cloud.google.com/apis/design/errors#http_mapping: { error: { code, message, status } }.
describe('error shape', () => {
  it('answers { error: { code, message, status } } for unknown endpoints', async () => {
    const response = await ctx.fetch('/v2/whatever');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: 404, status: 'NOT_FOUND' } });
  });

  it('GET / answers Ok (what emulator hubs probe)', async () => {
    expect(await (await ctx.fetch('/')).text()).toBe('Ok');
  });

  it('Query Explain is refused as unimplemented rather than answered without metrics', async () => {
    const { status, json } = await postJson(ctx, ':runQuery', {
      structuredQuery: { from: [{ collectionId: 'a' }] },
      explainOptions: {},
    });
    expect(status).toBe(501);
    expect(json).toMatchObject({ error: { status: 'UNIMPLEMENTED' } });
  });
});

// https://firebase.google.com/docs/firestore/reference/rest/v1/projects.databases.documents:
// createDocument (documentId), get (mask), patch (updateMask, currentDocument), delete, list
// (pageSize, pageToken, nextPageToken); errors follow https://cloud.google.com/apis/design/errors.
describe('document REST methods', () => {
  it('create (POST), get (GET), patch with mask and precondition, delete', async () => {
    const created = await ctx.fetch(`/v1/${ROOT}/rest?documentId=r1`, {
      method: 'POST',
      headers: OWNER,
      body: JSON.stringify({ fields: { a: { integerValue: '1' }, b: { stringValue: 'x' } } }),
    });
    expect(created.status).toBe(200);
    expect(await created.json()).toMatchObject({
      name: `${ROOT}/rest/r1`,
      fields: { a: { integerValue: '1' } },
    });

    const again = await ctx.fetch(`/v1/${ROOT}/rest?documentId=r1`, {
      method: 'POST',
      headers: OWNER,
      body: '{}',
    });
    expect(again.status).toBe(409);

    const patched = await ctx.fetch(
      `/v1/${ROOT}/rest/r1?updateMask.fieldPaths=a&currentDocument.exists=true`,
      {
        method: 'PATCH',
        headers: OWNER,
        body: JSON.stringify({ fields: { a: { integerValue: '2' } } }),
      },
    );
    expect(patched.status).toBe(200);
    expect(((await patched.json()) as { fields: unknown }).fields).toEqual({
      a: { integerValue: '2' },
      b: { stringValue: 'x' },
    });

    const masked = await ctx.fetch(`/v1/${ROOT}/rest/r1?mask.fieldPaths=b`, { headers: OWNER });
    expect(((await masked.json()) as { fields: unknown }).fields).toEqual({
      b: { stringValue: 'x' },
    });

    expect(
      (await ctx.fetch(`/v1/${ROOT}/rest/r1`, { method: 'DELETE', headers: OWNER })).status,
    ).toBe(200);
    const missing = await ctx.fetch(`/v1/${ROOT}/rest/r1`, { headers: OWNER });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: { status: 'NOT_FOUND' } });
  });

  it('lists a collection page by page', async () => {
    const admin = ctx.admin();
    await Promise.all(['p1', 'p2', 'p3'].map((id) => admin.doc(`paged/${id}`).set({ id })));
    const first = (await (
      await ctx.fetch(`/v1/${ROOT}/paged?pageSize=2`, { headers: OWNER })
    ).json()) as {
      documents: { name: string }[];
      nextPageToken: string;
    };
    expect(first.documents.map((d) => d.name.split('/').pop())).toEqual(['p1', 'p2']);
    const second = (await (
      await ctx.fetch(`/v1/${ROOT}/paged?pageSize=2&pageToken=${first.nextPageToken}`, {
        headers: OWNER,
      })
    ).json()) as {
      documents: { name: string }[];
      nextPageToken?: string;
    };
    expect(second.documents.map((d) => d.name.split('/').pop())).toEqual(['p3']);
    expect(second.nextPageToken).toBeUndefined();
  });

  it('documents of other projects are kept apart', async () => {
    // Resource names carry the project (projects/{project_id}/databases/...), as in the official emulator.
    const other = 'projects/demo-other/databases/(default)/documents';
    const response = await ctx.fetch(`/v1/${other}:commit`, {
      method: 'POST',
      headers: OWNER,
      body: JSON.stringify({ writes: [{ update: { name: `${other}/x/1`, fields: {} } }] }),
    });
    expect(response.status).toBe(200);
    const { json } = await postJson(ctx, ':batchGet', { documents: [`${ROOT}/x/1`] });
    expect((json as { missing?: string }[])[0]?.missing).toBe(`${ROOT}/x/1`);
  });
});

describe('embedding API', () => {
  it('lookup reads stored documents without rules (for Storage rules firestore.get)', async () => {
    await ctx.admin().doc('lookup/doc').set({ role: 'owner' });
    const found = await ctx.emulator.lookup.get('lookup/doc');
    expect(found?.fields).toEqual({ role: { stringValue: 'owner' } });
    expect(await ctx.emulator.lookup.get('/databases/(default)/documents/lookup/doc')).toEqual(
      found,
    );
    expect(await ctx.emulator.lookup.get('lookup/none')).toBeNull();
  });

  it('imports a seed file at start and exports on stop; logs one line per request when asked', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'firestore-io-'));
    try {
      const seed = join(dir, 'seed.json');
      const out = join(dir, 'out.json');
      writeFileSync(
        seed,
        JSON.stringify({
          documents: [
            { name: 'brands/seeded', fields: { name: { stringValue: 'シード' } } },
            {
              name: `projects/${PROJECT_ID}/databases/(default)/documents/brands/full`,
              fields: {},
              createTime: '2024-01-01T00:00:00Z',
            },
          ],
        }),
      );
      const lines: string[] = [];
      const emulator = await startFirestoreEmulator({
        port: 0,
        importPath: seed,
        exportOnExit: out,
        log: (l) => lines.push(l),
      });
      const response = await fetch(`${emulator.url}/v1/${ROOT}/brands/seeded`, { headers: OWNER });
      expect(((await response.json()) as { fields: unknown }).fields).toEqual({
        name: { stringValue: 'シード' },
      });
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/GET .*brands\/seeded 200/);
      await emulator.stop();
      const exported = JSON.parse(readFileSync(out, 'utf8')) as {
        documents: { name: string; createTime: string }[];
      };
      expect(exported.documents.map((d) => d.name).sort()).toEqual([
        `${ROOT}/brands/full`,
        `${ROOT}/brands/seeded`,
      ]);
      expect(exported.documents.find((d) => d.name.endsWith('/full'))?.createTime).toBe(
        '2024-01-01T00:00:00Z',
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a malformed seed file with a clear error', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'firestore-io-'));
    try {
      const seed = join(dir, 'seed.json');
      writeFileSync(seed, JSON.stringify([{ name: 'brands', fields: {} }]));
      await expect(startFirestoreEmulator({ port: 0, importPath: seed })).rejects.toThrow(
        /Cannot import .*even number/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
