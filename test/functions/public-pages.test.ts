/**
 * The public pages as a link preview or a crawler that runs no JavaScript sees them: plain HTTP
 * to the Hosting emulator, whose rewrites hand the pages to the publicPage function
 * (functions/src/public-pages), reading the seeded demo data in the offline Firestore.
 */
import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAssets } from '../../scripts/seed/data/assets';
import { demoBrands } from '../../scripts/seed/data/brands';
import { spaceStatusLabels } from '../../src/lib/model/space';
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

/** Each page read once per file: the tests read the same pages for different facts. */
const pages = new Map<string, Promise<Head>>();
function page(path: string): Promise<Head> {
  let head = pages.get(path);
  if (!head) {
    head = readPage(path);
    pages.set(path, head);
  }
  return head;
}

async function readPage(path: string): Promise<Head> {
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
    {
      path: '/',
      title: 'トランクルーム・バイクガレージ・コンテナのレンタルスペース | スペースナビ',
      heading: 'スペースナビ',
    },
    { path: '/sorakura', title: 'ソラクラ（トランクルーム） | スペースナビ', heading: 'ソラクラ' },
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
      expect(head.document.querySelector('#root h1')?.textContent).toBe(heading);
      expect(head.headers.get('x-robots-tag')).toBeNull();
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

  it("names SK-101's first photo as og:image, its address, position and plans and its breadcrumbs in JSON-LD", async () => {
    const head = await page('/sorakura/SK-101');
    expect(head.og['og:image']).toContain(encodeURIComponent('brands/sorakura/assets/SK-101/'));
    expect(head.description).toContain('空き');
    expect(head.description).toContain('月額¥');
    expect(head.jsonLd).toHaveLength(1);
    const graph = (head.jsonLd[0] as { '@graph': Array<{ '@type': string }> })['@graph'];
    // The breadcrumbs the page shows, as a BreadcrumbList with absolute addresses.
    expect(graph.find((node) => node['@type'] === 'BreadcrumbList')).toEqual({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'ソラクラ', item: `${hosting()}/sorakura` },
        {
          '@type': 'ListItem',
          position: 2,
          name: '物件一覧',
          item: `${hosting()}/sorakura/list`,
        },
        {
          '@type': 'ListItem',
          position: 3,
          name: 'ソラクラ 三軒茶屋',
          item: `${hosting()}/sorakura/SK-101`,
        },
      ],
    });
    const breadcrumbs = [...head.document.querySelectorAll('#root .breadcrumbs li')].map(
      (li) => li.textContent,
    );
    expect(breadcrumbs).toEqual(['ソラクラ', '物件一覧', 'ソラクラ 三軒茶屋']);
    const data = graph.find((node) => node['@type'] === 'SelfStorage') as unknown as {
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
    expect(reads.sort()).toEqual(
      [
        ['brands/sorakura', 200],
        ['brands/sorakura/assets/SK-101', 200],
        ['brands/sorakura/assets/SK-101/spaces', 200],
      ].sort(),
    );
    // The page is drawn: the brand in the header, the first photo with its srcset, high priority.
    const top = head.document.getElementById('root');
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

  it('the permalink /brand/{b}/asset/{n} moves (301) to the asset page', async () => {
    const response = await get('/brand/sorakura/asset/SK-101?space=x');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/sorakura/SK-101?space=x');
  });
});

describe('public pages: one title per page, naming the brand and the page', () => {
  const titledPages = [
    ['/news', 'お知らせ | スペースナビ'],
    ['/faq', 'よくある質問 | スペースナビ'],
    ['/sorakura/faq', 'ソラクラのよくある質問 | スペースナビ'],
    ['/sorakura/info', 'ソラクラのお知らせ | スペースナビ'],
    ['/sorakura/terms', 'ソラクラの利用規約 | スペースナビ'],
    ['/sorakura/flow', 'ソラクラのご利用の流れ | スペースナビ'],
    ['/sorakura/privacy-policy', 'ソラクラのプライバシーポリシー | スペースナビ'],
    ['/sorakura/company-overview', 'ソラクラの会社概要 | スペースナビ'],
    ['/sorakura/transaction', 'ソラクラの特定商取引法に基づく表記 | スペースナビ'],
    ['/sorakura/sitemap', 'ソラクラのサイトマップ | スペースナビ'],
    ['/sorakura/contact', 'ソラクラへのお問い合わせ | スペースナビ'],
    ['/sorakura/preview', 'ソラクラの内見予約 | スペースナビ'],
    ['/box-yard/terms', 'ボックスヤードの利用規約 | スペースナビ'],
  ] as const;
  const titled = titledPages.map(([path]) => path);

  it.each(titledPages)('%s: %s, its own address, a plain-text description', async (path, title) => {
    const head = await page(path);
    expect(head.status).toBe(200);
    expect(head.title).toBe(title);
    expect(head.og['og:title']).toBe(title);
    expect(head.canonical).toBe(`${hosting()}${path}`);
    // Words, not markdown: no heading marks, table rules or emphasis.
    expect(head.description).toBeTruthy();
    expect(head.description).not.toMatch(/#|\*\*|\||---|\]\(/);
  });

  it('no two public pages share a title or a description', async () => {
    const heads: Head[] = [];
    for (const path of ['/', '/sorakura', '/sorakura/list', '/sorakura/SK-101', ...titled]) {
      heads.push(await page(path));
    }
    expect(new Set(heads.map((head) => head.title)).size).toBe(heads.length);
    expect(new Set(heads.map((head) => head.description)).size).toBe(heads.length);
  });

  it("the terms' description starts with the brand and the page, then the terms' words", async () => {
    const head = await page('/sorakura/terms');
    expect(head.description).toMatch(/^ソラクラの利用規約。\S/);
  });
});

describe('public pages: the page is in the HTML (curl, no JavaScript)', () => {
  const text = (head: Head) => head.document.getElementById('root')?.textContent ?? '';
  const sorakuraAssets = demoAssets.filter(
    (asset) => asset.brandId === 'sorakura' && asset.data.published,
  );

  it("/: the site's introduction, every published brand as a link, and the latest お知らせ", async () => {
    const head = await page('/');
    const root = head.document.getElementById('root')!;
    for (const brand of demoBrands.filter((b) => b.data.published)) {
      expect(root.querySelector(`a[href="/${brand.id}"]`)?.textContent, brand.id).toContain(
        brand.data.name,
      );
    }
    expect(root.querySelectorAll('a[href^="/news/"]').length).toBeGreaterThan(0);
    // The introduction is its text, not a placeholder waiting for a script.
    expect(root.querySelector('#introduction')?.textContent).not.toContain('読み込み中');
    expect(root.querySelector('#introduction [aria-hidden="true"]')).toBeNull();
  });

  it('/sorakura: its assets with vacancies as links', async () => {
    const head = await page('/sorakura');
    const links = [...head.document.querySelectorAll('#root a.asset-card__link')].map((a) =>
      a.getAttribute('href'),
    );
    expect(links.length).toBeGreaterThan(0);
    for (const href of links) expect(href).toMatch(/^\/sorakura\/SK-\d+$/);
  });

  it('/sorakura/list: every card, each with 空き and 月額', async () => {
    const head = await page('/sorakura/list');
    const cards = [...head.document.querySelectorAll('#root .asset-card')];
    expect(cards).toHaveLength(sorakuraAssets.length);
    for (const card of cards) {
      expect(card.querySelector('.asset-card__vacancy')?.textContent).toMatch(
        /^(空き \d+区画|満室)$/,
      );
      expect(card.querySelector('.asset-card__price')?.textContent).toMatch(
        /^月額 ¥[\d,]+（税込）〜$/,
      );
    }
    // One count of results.
    expect(head.document.querySelectorAll('#root .asset-results__count')).toHaveLength(1);
  });

  it('/sorakura/SK-101: its address, description, photos and every space with its price and state', async () => {
    const head = await page('/sorakura/SK-101');
    const asset = sorakuraAssets.find((a) => a.id === 'SK-101')!;
    const root = head.document.getElementById('root')!;
    expect(text(head)).toContain(asset.data.addressLine);
    expect(text(head)).toContain(asset.data.description);
    expect(root.querySelectorAll('img.gallery__image')).toHaveLength(asset.data.imagePaths.length);
    const rows = [...root.querySelectorAll('.space-table tbody tr')];
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.querySelector('.space-table__money')?.textContent).toMatch(/^¥[\d,]+$/);
      expect(Object.values(spaceStatusLabels)).toContain(
        row.querySelector('.space-status')?.textContent?.replace(/^\S+\s/, ''),
      );
    }
  });

  it.each([
    ['/news', '.notice-list a[href^="/news/"]'],
    ['/faq', '.faq-list__question'],
    ['/sorakura/faq', '.faq-list__question'],
    ['/sorakura/info', 'a[href^="/sorakura/info/"]'],
    ['/sorakura/terms', '.markdown h2'],
    ['/sorakura/flow', '.markdown h2'],
    ['/sorakura/company-overview', '.markdown table'],
  ])('%s: its text (%s)', async (path, selector) => {
    const head = await page(path);
    expect(head.document.querySelector(`#root ${selector}`)?.textContent?.trim()).toBeTruthy();
  });
});

describe('public pages: one address per page (301)', () => {
  it.each([
    ['/sorakura/', '/sorakura'],
    ['/sorakura/list/', '/sorakura/list'],
    ['/sorakura/list/?page=1', '/sorakura/list?page=1'],
    ['/SORAKURA', '/sorakura'],
    ['/Sorakura/list', '/sorakura/list'],
    ['/sorakura/sk-107', '/sorakura/SK-107'],
    ['/brand/sorakura/asset/sk-107', '/sorakura/SK-107'],
  ])('%s moves to %s', async (path, location) => {
    const response = await get(path, { method: 'HEAD' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(location);
  });
});

describe('staff and account pages are not for search results', () => {
  it.each(['/admin', '/admin/login', '/admin/brands/sorakura'])(
    '%s: noindex in the page and in X-Robots-Tag',
    async (path) => {
      const head = await page(path);
      expect(head.status).toBe(200);
      expect(head.robots).toBe('noindex, nofollow');
      expect(head.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    },
  );

  it.each(['/sorakura/login', '/sorakura/login/reset', '/sorakura/myunit'])(
    '%s: noindex in the page and in X-Robots-Tag',
    async (path) => {
      const head = await page(path);
      expect(head.status).toBe(200);
      expect(head.robots).toBe('noindex');
      expect(head.headers.get('x-robots-tag')).toBe('noindex');
      expect(head.canonical).toBeNull();
    },
  );
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
    expect(head.title).toBe(`${name}（トランクルーム） | スペースナビ`);
    expect(head.document.querySelector('#root h1')?.textContent).toBe(name);
    expect(head.document.querySelector('.brand-logo__name')?.textContent).toBe(name);
    expect(head.og['og:title']).toBe(`${name}（トランクルーム） | スペースナビ`);
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
    expect(head.headers.get('x-robots-tag')).toBe('noindex');
    expect(head.title).toBe('ページが見つかりません | スペースナビ');
    expect(head.document.querySelector('#root h1')?.textContent).toBe('ページが見つかりません');
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
    // Every address says when it last changed.
    expect(urls.filter((url) => url.lastmod === null)).toEqual([]);
    expect(urls.find((url) => url.loc === `${origin}/faq`)?.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T/);
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

  it("an asset's lastmod is the last change a visitor sees there: a space's (空き, price), not only the asset's", async () => {
    const db = adminFirestore();
    const spaces = await db.collection('brands/sorakura/assets/SK-107/spaces').limit(1).get();
    const space = spaces.docs[0]!;
    const before = space.get('updatedAt') as Timestamp;
    // A change of the space (its state, as an application or a contract end writes it).
    const changed = Timestamp.fromMillis(Date.now() - 60_000);
    await space.ref.update({ updatedAt: changed });
    try {
      const xml = await (await get('/sitemap.xml')).text();
      const lastmodOf = (path: string) =>
        new RegExp(
          `<loc>${hosting().replace(/[.]/g, '\\.')}${path}</loc><lastmod>([^<]+)</lastmod>`,
        ).exec(xml)?.[1];
      const expected = changed
        .toDate()
        .toISOString()
        .replace(/\.\d{3}Z$/, '+00:00');
      expect(lastmodOf('/sorakura/SK-107')).toBe(expected);
      // And the pages that list it.
      expect(lastmodOf('/sorakura/list')).toBe(expected);
      expect(lastmodOf('/sorakura')).toBe(expected);
    } finally {
      await space.ref.update({ updatedAt: before });
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
