import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminFirestore } from './support/admin-firestore.js';
import { callApi } from './support/call-api.js';

const CACHE_CONTROL = 'public, max-age=60, s-maxage=300';

/** A path prefix of this run's own, so the demo rules and other runs never interfere. */
const base = `/t-${randomUUID().slice(0, 8)}`;

async function storeRule(data: Record<string, unknown>): Promise<void> {
  const now = Timestamp.now();
  await adminFirestore()
    .collection('routeRules')
    .doc()
    .set({ createdAt: now, updatedAt: now, ...data });
}

async function ruleFor(path: string, viaHosting = false) {
  const answer = await callApi(`route-rule?path=${encodeURIComponent(path)}`, {
    method: 'GET',
    csrfHeader: null,
    viaHosting,
  });
  return { ...answer, rule: (answer.json as { rule?: unknown } | undefined)?.rule };
}

describe('GET /api/route-rule', () => {
  beforeAll(async () => {
    await storeRule({ from: `${base}/exact`, to: '/sorakura', status: 301, enabled: true });
    await storeRule({ from: `${base}/off`, to: '/sorakura', status: 301, enabled: false });
    await storeRule({
      from: `${base}/away`,
      to: 'https://example.com/x?y=1',
      status: 302,
      enabled: true,
    });
    await storeRule({ from: `${base}/old/*`, to: '/moto-garage', status: 308, enabled: true });
    await storeRule({ from: `${base}/old/deeper/*`, to: '/box-yard', status: 307, enabled: true });
    await storeRule({
      from: `${base}/old/exact`,
      to: '/sorakura/info',
      status: 301,
      enabled: true,
    });
    // Bad stored data: each must be ignored, never served.
    await storeRule({
      from: `${base}/bad-js`,
      to: 'javascript:alert(1)',
      status: 302,
      enabled: true,
    });
    await storeRule({
      from: `${base}/bad-proto`,
      to: '//evil.example',
      status: 302,
      enabled: true,
    });
    await storeRule({
      from: `${base}/bad-http`,
      to: 'http://example.com',
      status: 302,
      enabled: true,
    });
    await storeRule({ from: `${base}/bad-status`, to: '/sorakura', status: 200, enabled: true });
    await storeRule({ from: `${base}/bad-type`, to: 42, status: 301, enabled: true });
    await storeRule({ from: `${base}/bad-enabled`, to: '/sorakura', status: 301, enabled: 'true' });
    await storeRule({
      from: `${base}/bad-loop`,
      to: `${base}/bad-loop`,
      status: 301,
      enabled: true,
    });
    // A bad exact rule does not hide a valid prefix rule for the same path.
    await storeRule({
      from: `${base}/fallback/x`,
      to: '//evil.example',
      status: 301,
      enabled: true,
    });
    await storeRule({ from: `${base}/fallback/*`, to: '/sorakura', status: 302, enabled: true });
  });

  it('answers the enabled rule for an exact path, cacheable for a short time', async () => {
    const answer = await ruleFor(`${base}/exact`);
    expect(answer.status).toBe(200);
    expect(answer.rule).toEqual({ from: `${base}/exact`, to: '/sorakura', status: 301 });
    expect(answer.headers.get('cache-control')).toBe(CACHE_CONTROL);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('answers the same through the Hosting rewrite, with the same Cache-Control', async () => {
    const answer = await ruleFor(`${base}/exact/`, true);
    expect(answer.status).toBe(200);
    expect(answer.rule).toEqual({ from: `${base}/exact`, to: '/sorakura', status: 301 });
    expect(answer.headers.get('cache-control')).toBe(CACHE_CONTROL);
  });

  it('answers null for a path without a rule (also cacheable)', async () => {
    const answer = await ruleFor(`${base}/nothing-here`);
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ rule: null });
    expect(answer.headers.get('cache-control')).toBe(CACHE_CONTROL);
  });

  it('ignores a disabled rule', async () => {
    expect((await ruleFor(`${base}/off`)).rule).toBeNull();
  });

  it('answers an external https target as stored', async () => {
    expect((await ruleFor(`${base}/away`)).rule).toEqual({
      from: `${base}/away`,
      to: 'https://example.com/x?y=1',
      status: 302,
    });
  });

  it.each(['bad-js', 'bad-proto', 'bad-http', 'bad-status', 'bad-type', 'bad-enabled', 'bad-loop'])(
    'ignores bad stored data (%s)',
    async (name) => {
      const answer = await ruleFor(`${base}/${name}`);
      expect(answer.status).toBe(200);
      expect(answer.rule).toBeNull();
    },
  );

  it('falls back to a valid prefix rule when the exact one is bad', async () => {
    expect((await ruleFor(`${base}/fallback/x`)).rule).toEqual({
      from: `${base}/fallback/*`,
      to: '/sorakura',
      status: 302,
    });
  });

  it('matches a prefix rule for everything below it, the most specific rule winning', async () => {
    expect((await ruleFor(`${base}/old/a`)).rule).toMatchObject({
      from: `${base}/old/*`,
      status: 308,
    });
    expect((await ruleFor(`${base}/old/a/b/c`)).rule).toMatchObject({ from: `${base}/old/*` });
    expect((await ruleFor(`${base}/old/deeper/a`)).rule).toMatchObject({
      from: `${base}/old/deeper/*`,
      to: '/box-yard',
      status: 307,
    });
    expect((await ruleFor(`${base}/old/exact`)).rule).toMatchObject({
      from: `${base}/old/exact`,
      to: '/sorakura/info',
    });
    // The prefix itself is not "below" it.
    expect((await ruleFor(`${base}/old`)).rule).toBeNull();
  });

  it('serves the demo data rules', async () => {
    expect((await ruleFor('/campaign/2026-autumn')).rule).toEqual({
      from: '/campaign/2026-autumn',
      to: '/sorakura',
      status: 301,
    });
    expect((await ruleFor('/recruit')).rule).toMatchObject({ to: 'https://example.com/recruit' });
    expect((await ruleFor('/campaign/2025-winter')).rule).toBeNull();
  });

  it.each(['', 'campaign', '//evil', '/a?b=1', '/a//b'])(
    'answers 400 invalid-argument JSON for path %j, not cached',
    async (path) => {
      const answer = await ruleFor(path);
      expect(answer.status).toBe(400);
      expect((answer.json as { error?: { code?: string } }).error?.code).toBe('invalid-argument');
      expect(answer.headers.get('cache-control')).toBe('private, no-store');
    },
  );

  it('answers 400 without a path parameter', async () => {
    const answer = await callApi('route-rule', { method: 'GET', csrfHeader: null });
    expect(answer.status).toBe(400);
  });

  it('answers 405 with Allow: GET, HEAD for POST', async () => {
    const answer = await callApi(`route-rule?path=${base}/exact`, { body: {} });
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('GET, HEAD');
  });
});
