import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe.js';
import { cspViolations } from './support/console-problems.js';
import { firestoreEmulatorPort } from './support/firestore-requests.js';
import { screenshot } from './support/screenshots.js';
import { useBrowserSession } from './support/use-browser-session.js';
import { demoAssets } from '../../scripts/seed/data/assets';
import { demoBrands } from '../../scripts/seed/data/brands';

/**
 * The page's HTML is the page (issues 28 and 39): with the app's scripts held back, a visitor,
 * a link preview or a crawler without JavaScript reads the page itself (the home page's brands,
 * every card of a list, an asset's unit table with its prices); when the scripts run, the app
 * hydrates that HTML without anything moving, without painting the largest image again, without
 * a second copy of anything, and without reading what the HTML carries.
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
/**
 * The layout shifts that count (CLS leaves out those right after input): a full-page screenshot
 * resizes the view, which Chromium records as a shift with recent input.
 */
const shifts = async (page: Page) =>
  (await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts)).filter(
    (shift) => !shift.recent,
  );
const paints = (page: Page) => page.evaluate(() => (window as unknown as { __lcp: Paint[] }).__lcp);

/** Holds every script of the app until `release()` (the HTML and images go through). */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/[^?]+\.js$/, async (route: Route) => {
    await released;
    // On to a hold of its own (holdUnitMap), or the network.
    await route.fallback().catch(() => undefined);
  });
  return release;
}

/**
 * Holds the unit map's code until `release()`: the map is the browser's alone (placed with inline
 * styles, which the CSP keeps out of HTML) and follows the page's largest paint; held, what is
 * measured after hydration is the app's first render, not whatever came after it.
 */
async function holdUnitMap(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/unit-map-[^?]+\.js$/, async (route: Route) => {
    await released;
    await route.fallback();
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

/**
 * The app has hydrated the page (root-layout.tsx sets it once its first commit is done): tests
 * wait for this state, never for a time.
 */
const whenLive = (page: Page) =>
  page.waitForFunction(() => document.documentElement.dataset['app'] === 'live', null, {
    timeout: 60_000,
  });

/**
 * What the visitor sees of the page: each block of the page's article (its tag and class, its
 * text, where it is) and of the header. Blocks the app adds later (the unit map, 空き待ち) are
 * compared by `sameAsBefore` only for those that were there.
 */
function blocks(page: Page) {
  return page.evaluate(() =>
    [
      ...document.querySelectorAll(
        '#root .layout__header, #root article.page > *, #root .layout__footer',
      ),
    ]
      .filter((element) => (element as HTMLElement).offsetParent !== null)
      .map((element) => {
        const r = element.getBoundingClientRect();
        return {
          key: `${element.tagName}.${element.className}`,
          text: (element as HTMLElement).innerText.replace(/\s+/g, ' ').trim(),
          box: [r.x, r.y, r.width, r.height].map((v) => Math.round(v)),
        };
      }),
  );
}

/** What a second copy of the page would double: the page is there once. */
function copies(page: Page) {
  return page.evaluate(() => ({
    layouts: document.querySelectorAll('#root .layout').length,
    headings: document.querySelectorAll('h1').length,
    mains: document.querySelectorAll('main').length,
    headers: document.querySelectorAll('header').length,
  }));
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
    // The function's first request loads its server render: not what a phone's visit measures.
    expect((await fetch(`${chromium.base}/sorakura/SK-101`)).status).toBe(200);
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
    const response = await page.goto(`${chromium.base}/sorakura/SK-101`, {
      waitUntil: 'commit',
      timeout: 60_000,
    });
    expect(response?.status()).toBe(200);

    // No script has run (they are all held), yet the page is there.
    const prerendered = page.locator('#root');
    await prerendered.getByRole('heading', { level: 1, name: 'ソラクラ 三軒茶屋' }).waitFor();
    await expect
      .poll(() => prerendered.locator('.brand-logo__name').textContent())
      .toBe('ソラクラ');
    // The first photo (the gallery's others are in the HTML too, loaded lazily).
    const photo = prerendered.locator('img.gallery__image').first();
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset['app']))
      .toBeUndefined();
    // The brand's colour is on the header before any script (its style sheet, not inline).
    await expect
      .poll(() =>
        page
          .locator('#root .brand-theme .layout__header')
          .evaluate((header) => getComputedStyle(header).borderTopColor),
      )
      .toBe('rgb(31, 111, 235)');
    await whenStyled(page);
    await screenshot(page, { path: 'test-results/issue-39/first-paint-sk-101-390.png' });
    const before = await snapshot(page);
    const paintedBefore = await paints(page);
    expect(paintedBefore.at(-1)?.element).toBe('IMG.photo-frame gallery__image');

    release();
    await whenLive(page);
    const after = await snapshot(page);
    expect(after).toEqual(before);
    expect(await shifts(page)).toEqual([]);
    // The photo is not painted again any larger: the largest paint stays the pre-rendered one.
    expect((await paints(page)).at(-1)).toEqual(paintedBefore.at(-1));
    // The app read nothing the HTML carried (data and route rule), up to its content shown.
    // eslint-disable-next-line no-restricted-properties -- shows that no read follows
    await page.waitForTimeout(1000);
    expect(reads).toEqual({ firestore: [], routeRules: [] });
    await screenshot(page, { path: 'test-results/issue-39/taken-over-sk-101-390.png' });
  });

  /**
   * Holds the scripts, reads and measures the drawn page (its content as a visitor without
   * JavaScript reads it), lets the app hydrate it and measures again: every block where it was,
   * with the same words, once; no layout shift; no read of what the HTML carried.
   */
  async function takeOver(path: string, width: number): Promise<void> {
    const { page } = await chromium.open(`takeover-${width}-${path}`, {
      viewport: { width, height: 900 },
    });
    await page.addInitScript(RECORD);
    const releaseMap = await holdUnitMap(page);
    const release = await holdScripts(page);
    const reads = countReads(page);
    await page.goto(`${chromium.base}${path}`, { waitUntil: 'commit' });
    await page.locator('#root h1').waitFor();
    await page
      .locator('#root img[fetchpriority="high"]')
      .evaluateAll((images: HTMLImageElement[]) =>
        Promise.all(images.map((img) => (img.complete ? null : img.decode().catch(() => null)))),
      );
    await whenStyled(page);
    const slug = path === '/' ? 'home' : path.slice(1).replace(/[/?=]/g, '-');
    await screenshot(page, {
      path: `test-results/issue-39/html-${slug}-${width}.png`,
      fullPage: true,
    });
    const before = await snapshot(page);
    const drawn = await blocks(page);
    await content[path]?.(page);
    release();
    await whenLive(page);
    const after = await snapshot(page);
    expect(after).toEqual(before);
    // Every block the HTML had is where it was, saying the same (the app may add below).
    const now = await blocks(page);
    for (const block of drawn) {
      expect(
        now.find((candidate) => candidate.key === block.key && candidate.text === block.text)?.box,
        block.key,
      ).toEqual(block.box);
    }
    expect(await copies(page)).toEqual({ layouts: 1, headings: 1, mains: 1, headers: 1 });
    expect(await shifts(page)).toEqual([]);
    // Everything the page's loaders read came with the HTML.
    expect(reads.firestore).toEqual([]);
    releaseMap();
    if (path.startsWith('/sorakura/SK-')) await page.locator('#root .floor-plan').first().waitFor();
    await screenshot(page, {
      path: `test-results/issue-39/app-${slug}-${width}.png`,
      fullPage: true,
    });
  }

  /**
   * What each page's HTML says before any script (issue 39, item 1), as a visitor reads it:
   * checked while the scripts are held.
   */
  const content: Record<string, (page: Page) => Promise<void>> = {
    '/': async (page) => {
      const root = page.locator('#root');
      for (const brand of demoBrands.filter((b) => b.data.published)) {
        await root
          .getByRole('link', { name: new RegExp(brand.data.name) })
          .first()
          .waitFor();
      }
      await expect.poll(() => root.locator('a[href^="/news/"]').count()).toBeGreaterThan(0);
      await expect
        .poll(() => root.locator('#introduction').innerText())
        .not.toContain('読み込み中');
    },
    '/sorakura': async (page) => {
      await expect.poll(() => page.locator('#root a.asset-card__link').count()).toBeGreaterThan(0);
    },
    '/sorakura/list': async (page) => {
      const cards = page.locator('#root .asset-card');
      await expect
        .poll(() => cards.count())
        .toBe(demoAssets.filter((a) => a.brandId === 'sorakura' && a.data.published).length);
      for (const card of await cards.all()) {
        await expect
          .poll(() => card.locator('.asset-card__vacancy').innerText())
          .toMatch(/空き|満室/);
        await expect
          .poll(() => card.locator('.asset-card__price').innerText())
          .toMatch(/月額 ¥[\d,]+/);
      }
    },
    '/sorakura/SK-101': async (page) => {
      const table = page.locator('#root .space-table table');
      await expect.poll(() => table.locator('tbody tr').count()).toBeGreaterThan(0);
      await expect.poll(() => table.locator('tbody tr').first().innerText()).toMatch(/¥[\d,]+/);
      await page.locator('#root').getByText('三軒茶屋二丁目14番8号').first().waitFor();
    },
    '/news': async (page) => {
      await expect.poll(() => page.locator('#root a[href^="/news/"]').count()).toBeGreaterThan(0);
    },
    '/faq': async (page) => {
      await expect.poll(() => page.locator('#root .faq-list__question').count()).toBeGreaterThan(0);
    },
    '/sorakura/terms': async (page) => {
      await expect.poll(() => page.locator('#root .markdown h2').count()).toBeGreaterThan(0);
    },
    '/sorakura/flow': async (page) => {
      await expect.poll(() => page.locator('#root .markdown').innerText()).not.toBe('');
    },
    '/sorakura/company-overview': async (page) => {
      await expect.poll(() => page.locator('#root .markdown table').count()).toBe(1);
    },
  };

  const landing = ['/', '/sorakura', '/sorakura/list', '/sorakura/SK-101'];
  for (const width of [390, 1280]) {
    it.each(landing)(
      `%s at ${width} px: the page is in the HTML, and the app's is where the server's was`,
      (path) => takeOver(path, width),
      // Two pictures of a long page, the held scripts, hydration and the unit map on a busy machine.
      120_000,
    );
  }

  it.each([
    '/news',
    '/faq',
    '/sorakura/flow',
    '/sorakura/terms',
    '/sorakura/company-overview',
    '/sorakura/faq',
    '/sorakura/info',
    '/sorakura/sitemap',
    '/sorakura/contact',
    '/sorakura/preview',
    '/sorakura/preview?asset=SK-101',
  ])("%s at 390 px: the app's page is where the server's was", (path) => takeOver(path, 390));

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
        path: `test-results/issue-39/404${path.replace(/\//g, '_')}-390.png`,
      });
      expect(await seriousAxeViolations(page)).toEqual([]);
      // Inside the app: the 404's noindex must give way as the visitor moves on.
      await whenLive(page);
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
    await whenLive(page);
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
