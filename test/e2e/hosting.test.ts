import { bootScriptsOf } from '../../scripts/check-first-load-budget.mjs';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { stackEnv } from '../functions/support/stack-env.js';

interface RouteEntry {
  pattern: string;
  href: (...args: string[]) => string;
}

function isRoute(value: unknown): value is RouteEntry {
  return typeof value === 'object' && value !== null && 'pattern' in value && 'href' in value;
}

/** Every route of src/config/paths.ts (spec section 2), as a concrete address. */
function allRouteHrefs(node: unknown, out: string[] = []): string[] {
  if (isRoute(node)) {
    const samples = ['sorakura', 'item-1', 'space-1'];
    out.push(node.href(...samples.slice(0, node.pattern.split(':').length - 1)));
    return out;
  }
  if (typeof node === 'object' && node !== null)
    for (const child of Object.values(node)) allRouteHrefs(child, out);
  return out;
}

/** What Hosting's CDN and browsers may keep of a public page (firebase.json, the function). */
const PAGE_CACHE = 'public, max-age=60, s-maxage=300, stale-while-revalidate=60';

const fetchFromHosting = (path: string) =>
  fetch(`${stackEnv().hostingUrl}${path}`, { redirect: 'manual' });

describe('Hosting (firebase.json) on the Hosting emulator', () => {
  const routes = allRouteHrefs(paths);

  it('knows the whole route map', () => {
    // Spec section 2: 4 top, 20 brand, 3 apply flow, brand asset, myunit, 8 admin, 21 admin brand;
    // plus three staff screens no spec route names: /admin/news and /admin/faq (the site-wide
    // お知らせ and よくある質問) and /admin/route-rules (the spec's route rules); and this round's
    // money and message screens: the 適格請求書 for the customer and for staff, お支払い設定,
    // 入金消込, メールの文面 and 口座振替; issue 29's 監査ログ (operator-wide and per brand) and a
    // brand's メール送信履歴; issue 40's 経営レポート (operator-wide and per brand).
    expect(routes).toHaveLength(72);
    expect(routes).toContain('/sorakura/myunit/bills/item-1/invoice');
    expect(routes).toContain('/admin/news');
    expect(routes).toContain('/admin/faq');
    expect(routes).toContain('/admin/route-rules');
    expect(routes).toContain('/admin/reports');
    expect(routes).toContain('/admin/brands/sorakura/reports');
  });

  // The sample ids name nothing: the publicPage function answers these with the 404 page.
  const unknownIds = new Set([
    '/news/sorakura',
    '/sorakura/info/item-1',
    '/sorakura/item-1',
    '/brand/sorakura/asset/item-1',
  ]);

  it.each(routes)(
    'serves the app for %s (the admin area as a file, the rest from the function)',
    async (path) => {
      const response = await fetchFromHosting(path);
      expect(response.status).toBe(unknownIds.has(path) ? 404 : 200);
      // The app's root: empty for the admin area's file, the page drawn in it by the function.
      expect(await response.text()).toMatch(/<div id="root"[ >]/);
      expect(response.headers.get('cache-control')).toBe(
        path.startsWith('/admin') ? 'no-cache' : PAGE_CACHE,
      );
    },
  );

  it.each([
    '/no/such/deep/path/x/y',
    '/sorakura/item-1/space-1',
    '/sorakura/info/1/extra',
    '/brand/x/asset',
    '/assets/missing-chunk.js',
  ])('answers 404 with the static 404 page for %s', async (path) => {
    const response = await fetchFromHosting(path);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('ページが見つかりません');
  });

  it('caches hashed assets for a year and never caches the build id', async () => {
    const html = await (await fetchFromHosting('/')).text();
    const asset = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(asset).toBeDefined();
    const script = await fetchFromHosting(asset ?? '');
    expect(script.status).toBe(200);
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    const latest = await fetchFromHosting(`/builds/latest.json?t=${Date.now()}`);
    expect(latest.status).toBe(200);
    expect(latest.headers.get('cache-control')).toMatch(/no-cache/);
    expect(await latest.json()).toMatchObject({ id: expect.any(String) });

    // The app's file itself (the admin area) is never cached; a public page for minutes
    // (docs/routing.md, "Public pages: HTML from a function").
    expect((await fetchFromHosting('/admin')).headers.get('cache-control')).toBe('no-cache');
    expect((await fetchFromHosting('/sorakura')).headers.get('cache-control')).toBe(PAGE_CACHE);
  });

  it.each(['/sorakura', '/'])('sends the security headers on pages (%s)', async (path) => {
    const response = await fetchFromHosting(path);
    const csp = response.headers.get('content-security-policy') ?? '';
    for (const directive of [
      "default-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).toMatch(/script-src 'self'( https:\/\/www\.(google|gstatic)\.com\/recaptcha\/)*;/);
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d{8}/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
  });

  it('sends scripts and style sheets without the page-only headers (bytes on every first-load request)', async () => {
    const html = await (await fetchFromHosting('/')).text();
    const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    const sheet = /<link[^>]+href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
    for (const asset of [script, sheet]) {
      expect(asset).toBeDefined();
      const response = await fetchFromHosting(asset ?? '');
      expect(response.status).toBe(200);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-security-policy')).toBeNull();
      expect(response.headers.get('permissions-policy')).toBeNull();
    }
  });

  it('names the boot script first, deferred, and the first-load budget counts it', async () => {
    // The plain app (the admin area's file, and the function's fallback).
    const html = await (await fetchFromHosting('/admin')).text();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag);
    expect(scripts[0]).toMatch(/^<script src="\/assets\/early-reads-[\w-]+\.js" defer>$/);
    // The module entry runs after it (deferred scripts run in document order).
    expect(scripts.slice(1).every((tag) => /type="module"/.test(tag))).toBe(true);
    const counted = bootScriptsOf(html);
    expect(counted).toEqual([/src="\/(assets\/[^"]+)"/.exec(scripts[0] ?? '')?.[1]]);
    expect((await fetchFromHosting(`/${counted[0]}`)).status).toBe(200);

    // A page the function made runs the same boot script and nothing else: its other scripts
    // are data (the page's reads, JSON-LD); the boot script starts the app's entry itself.
    const page = await (await fetchFromHosting('/sorakura/SK-101')).text();
    const runnable = [...page.matchAll(/<script\b[^>]*>/g)]
      .map(([tag]) => tag)
      .filter((tag) => !/type="application\/(ld\+)?json"/.test(tag));
    expect(runnable).toEqual([scripts[0]]);
    expect(bootScriptsOf(page)).toEqual(counted);
  });
});
