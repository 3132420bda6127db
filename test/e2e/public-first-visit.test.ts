import { describe, expect, it } from 'vitest';
import { demoBrands } from '../../scripts/seed/data/brands';
import { seriousAxeViolations } from './support/axe.js';
import { cspViolations } from './support/console-problems.js';
import { firestoreEmulatorPort } from './support/firestore-requests.js';
import { useBrowserSession } from './support/use-browser-session.js';

/**
 * A phone's first visit (issue "Fast on a phone"): the reads of a public page start right after
 * the entry, without a preflight and side by side; and an id that does not exist is the 404 page
 * marked `noindex` (a soft 404: the static SPA answers 200, docs/routing.md).
 */
const chromium = useBrowserSession();
const brand = demoBrands.find((b) => b.data.published)!;
const NOT_FOUND = 'ページが見つかりません';

describe('a first visit to a public page', () => {
  it(`/${brand.id}: only the scripts index.html names load before the first Firestore read, and the reads go out together without preflights`, async () => {
    const { page } = await chromium.open('first-visit-waves');
    const port = firestoreEmulatorPort();
    const scripts: string[] = [];
    const firestore: { method: string; path: string; at: number }[] = [];
    let scriptsBeforeData: string[] | null = null;
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.port === port) {
        scriptsBeforeData ??= [...scripts];
        firestore.push({ method: request.method(), path: url.pathname, at: Date.now() });
      } else if (url.pathname.endsWith('.js')) scripts.push(url.pathname);
    });
    const response = await page.goto(`${chromium.base}/${brand.id}`);
    const html = (await response?.text()) ?? '';
    await page.getByRole('heading', { level: 1, name: brand.data.name }).waitFor();
    await page.waitForLoadState('networkidle');

    // One wave: the entry and the modulepreloads of the HTML, nothing found by running them.
    const named = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
    expect(scriptsBeforeData, scripts.join('\n')).not.toBeNull();
    expect(scriptsBeforeData!.length).toBeGreaterThan(0);
    for (const script of scriptsBeforeData!) expect(named).toContain(script);

    const lines = firestore.map(({ method, path }) => `${method} ${path}`).join('\n');
    expect(
      firestore.filter((r) => r.method === 'OPTIONS'),
      lines,
    ).toEqual([]);
    // The brand by id (a plain GET) and its three lists, all sent before any answer could
    // have been needed to send the next (not the brand first, then the lists).
    expect(firestore.filter((r) => r.method === 'GET').length, lines).toBe(1);
    expect(firestore.filter((r) => r.path.endsWith(':runQuery')).length, lines).toBe(3);
    const [first] = firestore;
    expect(Math.max(...firestore.slice(0, 4).map((r) => r.at)) - first!.at, lines).toBeLessThan(
      150,
    );
  });

  it.each([`/no-such-brand`, `/${brand.id}/SK-999`, '/news/nonexistent'])(
    '%s is the 404 page with <meta name="robots" content="noindex">, and the next page is indexable again',
    async (path) => {
      const { page, consoleErrors } = await chromium.open(`soft-404-${path}`);
      const response = await page.goto(`${chromium.base}${path}`);
      expect(response?.status()).toBe(200);
      await page.getByRole('heading', { level: 1, name: NOT_FOUND }).waitFor();
      const robots = page.locator('meta[name="robots"]');
      expect(await robots.count()).toBe(1);
      expect(await robots.getAttribute('content')).toBe('noindex');
      await page.screenshot({ path: `/tmp/shots/soft-404${path.replace(/\//g, '_')}-390.png` });
      expect(await seriousAxeViolations(page)).toEqual([]);

      await page.getByRole('link', { name: 'ホームへ戻る' }).click();
      await page.waitForURL(`${chromium.base}/`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await robots.getAttribute('content')).toBe('index,follow');
      // The browser logs the 404 of the unknown id's GET; only policy violations count here.
      expect(cspViolations(consoleErrors)).toEqual([]);
    },
  );
});
