import type { Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoBrands } from '../../scripts/seed/data/brands';
import { seriousAxeViolations } from './support/axe.js';
import { cspViolations } from './support/console-problems.js';
import { firestoreEmulatorPort } from './support/firestore-requests.js';
import { useBrowserSession } from './support/use-browser-session.js';
import { screenshot } from './support/screenshots.js';

/**
 * A phone's first visit (issue "Fast on a phone"): the reads of a public page start right after
 * the entry, without a preflight and side by side; and an id that does not exist is the 404 page
 * marked `noindex` (a soft 404: the static SPA answers 200, docs/routing.md).
 */
const chromium = useBrowserSession();
const brand = demoBrands.find((b) => b.data.published)!;
const NOT_FOUND = 'ページが見つかりません';

describe('a first visit to a public page', () => {
  it(`/${brand.id}: at most two waves of scripts before the first Firestore read, and the reads go out together without preflights`, async () => {
    const { page } = await chromium.open('first-visit-waves');
    const port = firestoreEmulatorPort();
    // Scripts and Firestore requests timed by Chromium's clock (Request.timing), not by when
    // their events reach this test: on a busy machine those arrive late and unevenly.
    const scriptRequests: Request[] = [];
    const firestoreRequests: Request[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.port === port) firestoreRequests.push(request);
      else if (url.pathname.endsWith('.js')) scriptRequests.push(request);
    });
    const response = await page.goto(`${chromium.base}/${brand.id}`);
    const html = (await response?.text()) ?? '';
    await page.getByRole('heading', { level: 1, name: brand.data.name }).waitFor();
    await page.waitForLoadState('networkidle');
    // Scripts by when they were requested and when their answer had arrived.
    const scripts = new Map<string, { requested: number; finished?: number }>(
      scriptRequests.map((request) => {
        const { startTime, responseEnd } = request.timing();
        const finished = responseEnd >= 0 ? startTime + responseEnd : undefined;
        return [new URL(request.url()).pathname, { requested: startTime, finished }];
      }),
    );
    const firestore = firestoreRequests
      .map((request) => ({
        method: request.method(),
        path: new URL(request.url()).pathname,
        at: request.timing().startTime,
      }))
      .sort((a, b) => a.at - b.at);

    // Wave 1: the entry and the modulepreloads the HTML names. Wave 2: whatever the entry asks
    // for when it runs (the layout and screen with their imports). The reads must not wait for
    // wave 2: the first one is sent before any script of wave 2 has even arrived.
    const named = new Set(
      [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]),
    );
    expect(firestore.length).toBeGreaterThan(0);
    const firstRead = firestore[0]!.at;
    const report = [...scripts].map(
      ([path, t]) =>
        `${path} ${t.requested - firstRead} ${t.finished ? t.finished - firstRead : '-'}`,
    );
    const wave2 = [...scripts].filter(([path]) => !named.has(path));
    const firstWave2Arrival = Math.min(...wave2.map(([, t]) => t.finished ?? Infinity));
    // Wave 1 went out before the reads; the reads did not wait for any of wave 2 to arrive…
    expect(
      [...scripts].some(([path, t]) => named.has(path) && t.requested <= firstRead),
      report.join('\n'),
    ).toBe(true);
    expect(firstRead, report.join('\n')).toBeLessThanOrEqual(firstWave2Arrival);
    // …and no script before the reads was found by running wave 2 (no third wave).
    for (const [path, t] of wave2.filter(([, w]) => w.requested <= firstRead)) {
      expect(t.requested, `${path}\n${report.join('\n')}`).toBeLessThanOrEqual(firstWave2Arrival);
    }

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
      await screenshot(page, { path: `/tmp/shots/soft-404${path.replace(/\//g, '_')}-390.png` });
      expect(await seriousAxeViolations(page)).toEqual([]);

      await page.getByRole('link', { name: 'ホームへ戻る' }).click();
      await page.waitForURL(`${chromium.base}/`);
      // The 404 page stays up while the home page loads; robots changes when it goes away.
      await page.getByRole('heading', { level: 1, name: NOT_FOUND }).waitFor({ state: 'detached' });
      await expect.poll(() => robots.getAttribute('content')).toBe('index,follow');
      // The browser logs the 404 of the unknown id's GET; only policy violations count here.
      expect(cspViolations(consoleErrors)).toEqual([]);
    },
  );
});
