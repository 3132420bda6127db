/**
 * The public pages as a link preview or a crawler that runs no JavaScript sees them: plain HTTP
 * to the Hosting emulator, whose rewrites hand the pages to the publicPage function
 * (functions/src/public-pages), reading the seeded demo data in the offline Firestore.
 */
import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminFirestore } from './support/admin-firestore.js';
import { stackEnv } from './support/stack-env.js';

const PAGE_CACHE = 'public, max-age=60, s-maxage=300, stale-while-revalidate=60';

const hosting = () => stackEnv().hostingUrl;
const get = (path: string, init: RequestInit = {}) =>
  fetch(`${hosting()}${path}`, { redirect: 'manual', ...init });

type Head = {
  status: number;
  title: string;
  description: string | null;
  canonical: string | null;
  robots: string | null;
  og: Record<string, string>;
  jsonLd: unknown[];
  document: Document;
  html: string;
  headers: Headers;
};

async function page(path: string): Promise<Head> {
  const response = await get(path);
  const html = await response.text();
  // Parsed only: jsdom runs no script unless asked, as a link-preview fetcher runs none.
  const { document } = new JSDOM(html).window;
  const content = (selector: string) =>
    document.querySelector(selector)?.getAttribute('content') ?? null;
  const og = Object.fromEntries(
    [...document.querySelectorAll('meta[property^="og:"]')].map((meta) => [
      meta.getAttribute('property') ?? '',
      meta.getAttribute('content') ?? '',
    ]),
  );
  return {
    status: response.status,
    title: document.title,
    description: content('meta[name="description"]'),
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    robots: content('meta[name="robots"]'),
    og,
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? 'null') as unknown,
    ),
    document,
    html,
    headers: response.headers,
  };
}

describe('public pages: each page is its own HTML', () => {
  const landing = [
    { path: '/', title: 'ホーム | スペースナビ', heading: 'スペースナビ' },
    { path: '/sorakura', title: 'ソラクラ | スペースナビ', heading: 'ソラクラ' },
    {
      path: '/sorakura/list',
      title: 'ソラクラの物件一覧 | スペースナビ',
      heading: 'ソラクラの物件一覧',
    },
    {
      path: '/sorakura/SK-101',
      title: 'ソラクラ 三軒茶屋 | スペースナビ',
      heading: 'ソラクラ 三軒茶屋',
    },
  ];

  it.each(landing)(
    '$path: its own title, description, canonical and preview tags',
    async ({ path, title, heading }) => {
      const head = await page(path);
      expect(head.status).toBe(200);
      expect(head.title).toBe(title);
      expect(head.description).toBeTruthy();
      expect(head.canonical).toBe(`${hosting()}${path}`);
      expect(head.robots).toBe('index,follow');
      expect(head.og['og:title']).toBe(title);
      expect(head.og['og:description']).toBe(head.description);
      expect(head.og['og:url']).toBe(head.canonical);
      expect(
        head.document.querySelector('meta[name="twitter:card"]')?.getAttribute('content'),
      ).toBe('summary_large_image');
      // The page's heading is in the HTML, before any script has run.
      expect(head.document.querySelector('#prerender h1')?.textContent).toBe(heading);
      expect(head.headers.get('cache-control')).toBe(PAGE_CACHE);
      // The function's own time, for docs/routing.md (the stack's log shows it).
      process.stdout.write(`publicPage ${path}: ${head.headers.get('server-timing')}\n`);
    },
  );

  it('gives every landing page a description of its own', async () => {
    const descriptions = await Promise.all(
      landing.map(async ({ path }) => (await page(path)).description),
    );
    expect(new Set(descriptions).size).toBe(landing.length);
  });

  it.each(landing)(
    '$path: og:image is an absolute address that answers as an image',
    async ({ path }) => {
      const image = (await page(path)).og['og:image'] ?? '';
      expect(image).toMatch(/^https?:\/\//);
      const response = await fetch(image);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^image\//);
      expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    },
  );

  it("names SK-101's first photo as og:image and its address, position and plans in JSON-LD", async () => {
    const head = await page('/sorakura/SK-101');
    expect(head.og['og:image']).toContain(encodeURIComponent('brands/sorakura/assets/SK-101/'));
    expect(head.description).toContain('空き');
    expect(head.description).toContain('月額¥');
    expect(head.jsonLd).toHaveLength(1);
    const data = head.jsonLd[0] as {
      '@type': string;
      name: string;
      address: Record<string, string>;
      geo: { latitude: number; longitude: number };
      makesOffer: Array<{
        price: number;
        priceCurrency: string;
        priceSpecification: { valueAddedTaxIncluded: boolean };
      }>;
    };
    expect(data['@type']).toBe('SelfStorage');
    expect(data.name).toBe('ソラクラ 三軒茶屋');
    expect(data.address).toMatchObject({
      addressRegion: '東京都',
      addressLocality: '世田谷区',
      addressCountry: 'JP',
    });
    expect(data.address['streetAddress']).toContain('三軒茶屋');
    expect(data.geo.latitude).toBeGreaterThan(35);
    expect(data.makesOffer.length).toBeGreaterThan(0);
    expect(data.makesOffer[0]?.price).toBeGreaterThan(0);
    expect(data.makesOffer[0]?.priceCurrency).toBe('JPY');
    expect(data.makesOffer[0]?.priceSpecification.valueAddedTaxIncluded).toBe(true);
  });

  it('carries the reads the app would make, so it does not make them again', async () => {
    const head = await page('/sorakura/SK-101');
    const data = JSON.parse(head.document.getElementById('page-data')?.textContent ?? '{}') as {
      reads: Array<[{ doc?: string; parent?: string; collectionId?: string }, number, unknown]>;
    };
    const reads = data.reads.map(([read, status]) => [
      read.doc ?? `${read.parent}/${read.collectionId}`,
      status,
    ]);
    expect(reads).toEqual([
      ['brands/sorakura/assets/SK-101/spaces', 200],
      ['brands/sorakura', 200],
      ['brands/sorakura/assets/SK-101', 200],
    ]);
    // The top is drawn: the brand in the header, the first photo with its srcset, high priority.
    const top = head.document.getElementById('prerender');
    expect(top?.querySelector('.brand-logo__name')?.textContent).toBe('ソラクラ');
    const photo = top?.querySelector('img.gallery__image');
    expect(photo?.getAttribute('srcset')).toMatch(/-thumb\.png\?alt=media 400w, .+ 1600w$/);
    expect(photo?.getAttribute('fetchpriority')).toBe('high');
    // The brand's colours come as a style sheet (the CSP allows no inline style).
    const theme = head.document.querySelector('link[href^="/_theme/"]')?.getAttribute('href') ?? '';
    expect(theme).toBe('/_theme/1f6feb.css');
    const css = await get(theme);
    expect(css.headers.get('content-type')).toMatch(/^text\/css/);
    expect(css.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await css.text()).toContain('--brand-color:#1f6feb');
  });

  it('the permalink /brand/{b}/asset/{n} names the asset page as canonical', async () => {
    const head = await page('/brand/sorakura/asset/SK-101');
    expect(head.status).toBe(200);
    expect(head.canonical).toBe(`${hosting()}/sorakura/SK-101`);
  });

  it.each([
    ['/news', 'お知らせ | スペースナビ'],
    ['/faq', 'よくある質問 | スペースナビ'],
    ['/sorakura/flow', 'ご利用の流れ | スペースナビ'],
    ['/sorakura/faq', 'よくある質問 | スペースナビ'],
  ])('%s has its own head too', async (path, title) => {
    const head = await page(path);
    expect(head.status).toBe(200);
    expect(head.title).toBe(title);
    expect(head.canonical).toBe(`${hosting()}${path}`);
  });
});

describe('public pages: what staff type is escaped', () => {
  const brandId = `t-esc-${randomUUID().slice(0, 8)}`;
  const name = '<script>alert("x")</script>クラ&ソラ';

  beforeAll(async () => {
    const now = Timestamp.now();
    await adminFirestore()
      .doc(`brands/${brandId}`)
      .set({
        name,
        kind: 'trunk-room',
        tagline: '</script><img src=x onerror=alert(1)>',
        description: '"quoted" & \'single\' <b>bold</b>',
        logoPath: null,
        heroPath: null,
        themeColor: '#1f6feb',
        contact: { email: 'esc@example.com', phone: '050-3000-0000', hours: '' },
        published: true,
        sortOrder: 99_999,
        createdAt: now,
        updatedAt: now,
      });
  });

  afterAll(async () => {
    await adminFirestore().doc(`brands/${brandId}`).delete();
  });

  it('comes out as text, never as markup', async () => {
    const head = await page(`/${brandId}`);
    expect(head.status).toBe(200);
    expect(head.html).not.toContain('<script>alert');
    expect(head.html).not.toContain('<img src=x');
    expect(head.html).not.toContain('<b>bold</b>');
    // Parsed as a browser would, the text is exactly what staff typed.
    expect(head.title).toBe(`${name} | スペースナビ`);
    expect(head.document.querySelector('#prerender h1')?.textContent).toBe(name);
    expect(head.document.querySelector('.brand-logo__name')?.textContent).toBe(name);
    expect(head.og['og:title']).toBe(`${name} | スペースナビ`);
    // The only scripts are the app's own files and the data block, which still parses.
    const scripts = [...head.document.querySelectorAll('script')];
    expect(scripts.every((script) => script.src !== '' || script.type.includes('json'))).toBe(true);
    const data = JSON.parse(head.document.getElementById('page-data')?.textContent ?? '') as {
      reads: unknown[];
    };
    expect(JSON.stringify(data)).toContain('alert(\\"x\\")');
  });
});

describe('public pages: real redirects, real 404s', () => {
  const base = `/t-${randomUUID().slice(0, 8)}`;
  const ruleIds: string[] = [];

  async function storeRule(data: Record<string, unknown>): Promise<void> {
    const now = Timestamp.now();
    const ref = adminFirestore().collection('routeRules').doc();
    ruleIds.push(ref.id);
    await ref.set({ createdAt: now, updatedAt: now, enabled: true, ...data });
  }

  beforeAll(async () => {
    await storeRule({ from: `${base}/moved`, to: '/sorakura/list', status: 308 });
    await storeRule({ from: `${base}/a`, to: `${base}/b`, status: 302 });
    await storeRule({ from: `${base}/b`, to: `${base}/a`, status: 302 });
  });

  afterAll(async () => {
    await Promise.all(ruleIds.map((id) => adminFirestore().doc(`routeRules/${id}`).delete()));
  });

  it('answers a 301 rule with 301 and its Location (curl -I)', async () => {
    const response = await get('/campaign/2026-autumn', { method: 'HEAD' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/sorakura');
  });

  it('keeps the query string on an internal target, as the app does', async () => {
    const response = await get(`${base}/moved?ref=mail`);
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe('/sorakura/list?ref=mail');
  });

  it('sends an external target as it is', async () => {
    const response = await get('/recruit');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('https://example.com/recruit');
  });

  it('does not answer a loop (A → B → A) with redirects the browser would give up on', async () => {
    const response = await get(`${base}/a`);
    expect(response.status).not.toBe(302);
  });

  it.each([
    '/sorakura/SK-999',
    '/no-such-brand',
    '/news/no-such-notice',
    '/sorakura/info/no-such-notice',
    '/kura-next',
    '/sorakura/SK-109',
  ])('%s answers 404 with the 404 page and noindex', async (path) => {
    // curl -I as well as a full GET.
    expect((await get(path, { method: 'HEAD' })).status).toBe(404);
    const head = await page(path);
    expect(head.status).toBe(404);
    expect(head.robots).toBe('noindex');
    expect(head.title).toBe('ページが見つかりません | スペースナビ');
    expect(head.document.querySelector('#prerender h1')?.textContent).toBe(
      'ページが見つかりません',
    );
    expect(head.document.querySelector('.error-page__path')?.textContent).toBe(path);
    expect(head.canonical).toBeNull();
  });
});

describe('sitemap and robots', () => {
  it('lists the published pages, assets and notices with lastmod, and nothing unpublished', async () => {
    const response = await get('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await response.text();
    // Well-formed XML, or jsdom throws.
    const { document } = new JSDOM(xml, { contentType: 'application/xml' }).window;
    const urls = [...document.getElementsByTagName('url')].map((url) => ({
      loc: url.getElementsByTagName('loc')[0]?.textContent ?? '',
      lastmod: url.getElementsByTagName('lastmod')[0]?.textContent ?? null,
    }));
    const locs = urls.map((url) => url.loc);
    const origin = hosting();
    expect(locs).toContain(`${origin}/`);
    expect(locs).toContain(`${origin}/sorakura`);
    expect(locs).toContain(`${origin}/sorakura/terms`);
    expect(urls.find((url) => url.loc === `${origin}/sorakura/SK-101`)?.lastmod).toMatch(
      /^\d{4}-\d{2}-\d{2}T/,
    );
    expect(locs.some((loc) => loc.startsWith(`${origin}/news/`))).toBe(true);
    // SK-109 is unpublished, kura-next is an unpublished brand (with published-looking assets).
    expect(locs).not.toContain(`${origin}/sorakura/SK-109`);
    expect(locs.some((loc) => loc.startsWith(`${origin}/kura-next`))).toBe(false);
    // Nothing under robots.txt's Disallow lines (robots matching: a prefix, `*` any run).
    const robots = await (await get('/robots.txt')).text();
    const disallowed = [...robots.matchAll(/^Disallow: (.+)$/gm)].map(
      ([, rule = '']) =>
        new RegExp(
          `^${rule
            .split('*')
            .map((part) => part.replace(/[.?+^$()[\]{}|\\]/g, '\\$&'))
            .join('.*')}`,
        ),
    );
    expect(disallowed.length).toBeGreaterThan(3);
    for (const loc of locs) {
      const path = loc.slice(origin.length);
      expect(disallowed.filter((rule) => rule.test(path))).toEqual([]);
    }
  });

  it('robots.txt names the sitemap by its absolute address', async () => {
    const response = await get('/robots.txt');
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain(`Sitemap: ${hosting()}/sitemap.xml`);
    expect(text).toContain('Disallow: /admin');
  });
});
