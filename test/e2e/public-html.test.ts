import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe.js';
import { cspViolations } from './support/console-problems.js';
import { firestoreEmulatorPort } from './support/firestore-requests.js';
import { screenshot } from './support/screenshots.js';
import { useBrowserSession } from './support/use-browser-session.js';

/**
 * The page's HTML is the page (issue 28, item 2): with the app's scripts held back, a visitor
 * already sees the brand, the heading and the largest image the publicPage function drew; when
 * the scripts run, the app takes the page over without anything moving, without painting the
 * largest image again, and without reading what the HTML carries.
 */
const chromium = useBrowserSession();

/** Layout shifts and largest-paint candidates, recorded from the page's first moment. */
const RECORD = `
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      window.__shifts.push({
        value: entry.value,
        recent: entry.hadRecentInput,
        at: Math.round(entry.startTime),
        sources: (entry.sources || []).map((s) => s.node ? s.node.nodeName + '.' + (s.node.className || '') : '?'),
      });
  }).observe({ type: 'layout-shift', buffered: true });
  window.__lcp = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      window.__lcp.push({
        at: Math.round(entry.startTime),
        size: entry.size,
        element: entry.element ? entry.element.nodeName + '.' + (entry.element.className || '') : '',
      });
  }).observe({ type: 'largest-contentful-paint', buffered: true });
`;

type Shift = { value: number; recent: boolean; at: number; sources: string[] };
type Paint = { at: number; size: number; element: string };
const shifts = (page: Page) =>
  page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
const paints = (page: Page) => page.evaluate(() => (window as unknown as { __lcp: Paint[] }).__lcp);

/** Holds every script of the app until `release()` (the HTML and images go through). */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/[^?]+\.js$/, async (route: Route) => {
    await released;
    await route.continue().catch(() => undefined);
  });
  return release;
}

/**
 * Until the style sheets have arrived a browser paints nothing (they block rendering), but a
 * script can still measure the unstyled page: measure only what the visitor would see.
 */
function whenStyled(page: Page) {
  return page.waitForFunction(
    () =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every(
        (link) => link.sheet !== null,
      ) && document.fonts.status === 'loaded',
  );
}

/** Where the header's name, the heading and the largest image are, and the head's tags. */
function snapshot(page: Page) {
  return page.evaluate(() => {
    const box = (selector: string) => {
      const element = [...document.querySelectorAll(selector)].find(
        (candidate) => (candidate as HTMLElement).offsetParent !== null,
      );
      if (!element) return null;
      const r = element.getBoundingClientRect();
      return [r.x, r.y, r.width, r.height].map((v) => Math.round(v));
    };
    const content = (selector: string) =>
      document.head.querySelector(selector)?.getAttribute('content') ?? null;
    return {
      name: box('.brand-logo__name, .header-bar__logo'),
      heading: box('h1'),
      image: box('main img[fetchpriority="high"]'),
      lead: box('.page__lead'),
      title: document.title,
      description: content('meta[name="description"]'),
      canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
      ogImage: content('meta[property="og:image"]'),
      jsonLd: document.head.querySelectorAll('script[type="application/ld+json"]').length,
    };
  });
}

/** Firestore and route-rule requests the page sends (the HTML carries both answers). */
function countReads(page: Page): { firestore: string[]; routeRules: string[] } {
  const port = firestoreEmulatorPort();
  const seen = { firestore: [] as string[], routeRules: [] as string[] };
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.port === port) seen.firestore.push(`${request.method()} ${url.pathname}`);
    if (url.pathname === '/api/route-rule') seen.routeRules.push(url.search);
  });
  return seen;
}

describe('the first paint is the page', () => {
  it('on a slow phone network, /sorakura/SK-101 shows the brand, the heading and the photo before any script, then the app takes over without a shift', async () => {
    const { page, context } = await chromium.open('first-paint-throttled');
    await page.addInitScript(RECORD);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    // The phone: 400 ms round trips, 400 kbps.
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 400,
      downloadThroughput: 400_000 / 8,
      uploadThroughput: 400_000 / 8,
    });
    const release = await holdScripts(page);
    const reads = countReads(page);
    const response = await page.goto(`${chromium.base}/sorakura/SK-101`, { waitUntil: 'commit' });
    expect(response?.status()).toBe(200);

    // No script has run (they are all held), yet the page is there.
    const prerendered = page.locator('#prerender');
    await prerendered.getByRole('heading', { level: 1, name: 'ソラクラ 三軒茶屋' }).waitFor();
    await expect
      .poll(() => prerendered.locator('.brand-logo__name').textContent())
      .toBe('ソラクラ');
    const photo = prerendered.locator('img.gallery__image');
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await expect.poll(() => page.locator('#root *').count()).toBe(0);
    // The brand's colour is on the header before any script (its style sheet, not inline).
    await expect
      .poll(() =>
        page
          .locator('#prerender .brand-theme .layout__header')
          .evaluate((header) => getComputedStyle(header).borderTopColor),
      )
      .toBe('rgb(31, 111, 235)');
    await whenStyled(page);
    await screenshot(page, { path: 'test-results/issue-28/first-paint-sk-101-390.png' });
    const before = await snapshot(page);
    const paintedBefore = await paints(page);
    expect(paintedBefore.at(-1)?.element).toBe('IMG.photo-frame gallery__image');

    release();
    await prerendered.waitFor({ state: 'detached' });
    await page.locator('#root h1').waitFor();
    const after = await snapshot(page);
    expect(after).toEqual(before);
    expect(await shifts(page)).toEqual([]);
    // The photo is not painted again any larger: the largest paint stays the pre-rendered one.
    expect((await paints(page)).at(-1)).toEqual(paintedBefore.at(-1));
    // The app read nothing the HTML carried (data and route rule), up to its content shown.
    // eslint-disable-next-line no-restricted-properties -- shows that no read follows
    await page.waitForTimeout(1000);
    expect(reads).toEqual({ firestore: [], routeRules: [] });
    await screenshot(page, { path: 'test-results/issue-28/taken-over-sk-101-390.png' });
  });

  /** Holds the scripts, measures the drawn page, lets the app take over and measures again. */
  async function takeOver(path: string, width: number): Promise<void> {
    const { page } = await chromium.open(`takeover-${width}-${path}`, {
      viewport: { width, height: 900 },
    });
    await page.addInitScript(RECORD);
    const release = await holdScripts(page);
    const reads = countReads(page);
    await page.goto(`${chromium.base}${path}`, { waitUntil: 'commit' });
    await page.locator('#prerender h1').waitFor();
    await page
      .locator('#prerender img[fetchpriority="high"]')
      .evaluateAll((images: HTMLImageElement[]) =>
        Promise.all(images.map((img) => (img.complete ? null : img.decode().catch(() => null)))),
      );
    await whenStyled(page);
    const slug = path === '/' ? 'home' : path.slice(1).replace(/\//g, '-');
    await screenshot(page, { path: `test-results/issue-28/prerendered-${slug}-${width}.png` });
    const before = await snapshot(page);
    release();
    await page.locator('#prerender').waitFor({ state: 'detached' });
    await page.locator('#root h1').waitFor();
    const after = await snapshot(page);
    expect(after).toEqual(before);
    expect(await shifts(page)).toEqual([]);
    // Everything the page's loaders read came with the HTML.
    expect(reads.firestore).toEqual([]);
    await screenshot(page, { path: `test-results/issue-28/app-${slug}-${width}.png` });
  }

  const landing = ['/', '/sorakura', '/sorakura/list', '/sorakura/SK-101'];
  for (const width of [390, 1280]) {
    it.each(landing)(
      `%s at ${width} px: the app's page is where the pre-rendered one was`,
      (path) => takeOver(path, width),
    );
  }

  it.each([
    '/news',
    '/faq',
    '/sorakura/flow',
    '/sorakura/terms',
    '/sorakura/faq',
    '/sorakura/info',
    '/sorakura/sitemap',
    '/sorakura/contact',
    '/sorakura/preview',
    '/sorakura/preview?asset=SK-101',
  ])("%s at 390 px: the app's page is where the pre-rendered one was", (path) =>
    takeOver(path, 390),
  );

  it.each(['/no-such-brand', '/sorakura/SK-999', '/news/nonexistent'])(
    '%s answers 404: the 404 page with noindex, and the next page is indexable again',
    async (path) => {
      const { page, consoleErrors } = await chromium.open(`real-404-${path}`);
      const response = await page.goto(`${chromium.base}${path}`);
      expect(response?.status()).toBe(404);
      await page
        .locator('#root')
        .getByRole('heading', { level: 1, name: 'ページが見つかりません' })
        .waitFor();
      const robots = page.locator('meta[name="robots"]');
      await expect.poll(() => robots.count()).toBe(1);
      await expect.poll(() => robots.getAttribute('content')).toBe('noindex');
      await screenshot(page, {
        path: `test-results/issue-28/404${path.replace(/\//g, '_')}-390.png`,
      });
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.getByRole('link', { name: 'ホームへ戻る' }).click();
      await page.waitForURL(`${chromium.base}/`);
      await page
        .getByRole('heading', { level: 1, name: 'ページが見つかりません' })
        .waitFor({ state: 'detached' });
      await expect.poll(() => robots.getAttribute('content')).toBe('index,follow');
      // The browser logs the 404s (the page's, the unknown id's read); only policy violations count.
      expect(cspViolations(consoleErrors)).toEqual([]);
    },
  );
});

describe('moving between public pages inside the app', () => {
  it('from the bottom of /sorakura to an asset, and from its footer on: nothing shifts (no footer jump)', async () => {
    const { page } = await chromium.open('in-app-cls');
    await page.addInitScript(RECORD);
    // Fixed waits still (issue 38): with network idle + every image in + two frames in their
    // place, the footer moved by 0.36 on a busy machine (the asset page's lazy sections, Suspense
    // with no placeholder, seem to come after that); the cause is reported, not yet found.
    const toBottom = async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      // eslint-disable-next-line no-restricted-properties -- shows that nothing shifts
      await page.waitForTimeout(800);
    };
    await page.goto(`${chromium.base}/sorakura`);
    await page.locator('#root h1').waitFor();
    await page.waitForLoadState('networkidle');
    // The last card, with the footer in view: the asset page is shorter than where the view was.
    await toBottom();
    const card = page.locator('.asset-card__link').last();
    const name = (await card.textContent()) ?? '';
    await card.click();
    await page.locator('#root h1', { hasText: name }).waitFor();
    await page.waitForLoadState('networkidle');
    // eslint-disable-next-line no-restricted-properties -- shows that nothing shifts
    await page.waitForTimeout(1500);
    await toBottom();
    await page.locator('footer').getByRole('link', { name: 'サイトマップ' }).click();
    await page.locator('#root h1', { hasText: 'サイトマップ' }).waitFor();
    await page.waitForLoadState('networkidle');
    // eslint-disable-next-line no-restricted-properties -- shows that nothing shifts
    await page.waitForTimeout(1500);
    expect(await shifts(page)).toEqual([]);
  });
});
