import type { Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoBrands } from '../../scripts/seed/data/brands';
import { firestoreEmulatorPort } from './support/firestore-requests.js';
import { servePlainApp } from './support/serve-plain-app.js';
import { useBrowserSession } from './support/use-browser-session.js';

/**
 * A phone's first visit to the plain app (issue "Fast on a phone"; what the publicPage function
 * serves when it cannot make a page): the reads of a public page start right after the entry,
 * without a preflight and side by side. Unknown ids answer 404: test/e2e/public-html.test.ts.
 */
const chromium = useBrowserSession();
const brand = demoBrands.find((b) => b.data.published)!;

describe('a first visit to the plain app', () => {
  it(`/${brand.id}: at most two waves of scripts before the first Firestore read, and the reads go out together without preflights`, async () => {
    const { page } = await chromium.open('first-visit-waves');
    // The plain app, as the publicPage function's fallback serves it: a page the function made
    // carries its reads in its HTML (test/e2e/public-html.test.ts), the plain app sends them.
    await servePlainApp(page, chromium.base);
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
});
