/**
 * The publicPage function's own logic, without the emulators (the same pages over HTTP against
 * the stack: test/functions/public-pages.test.ts; in Chromium: test/e2e/public-html.test.ts).
 * Reads are answered here by a table of REST answers shaped as Firestore's REST API answers.
 */
import { gunzipSync } from 'node:zlib';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import type { Request, Response } from 'firebase-functions/https';
import { buildPage } from '../../functions/src/public-pages/build-page.js';
import {
  handlePublicPage,
  type PublicPageDeps,
} from '../../functions/src/public-pages/handle-public-page.js';
import { escapeHtml, jsonForScript } from '../../functions/src/public-pages/html.js';
import { readKey, type PublicRead } from '../../functions/src/public-pages/page-reads.js';
import { pageRouteOf } from '../../functions/src/public-pages/page-route.js';
import type { ReadAnswer } from '../../functions/src/public-pages/public-rest.js';
import type { RouteRuleAnswer } from '../../functions/src/route-rules/find-route-rule.js';
import { renderHtml } from '../../functions/src/public-pages/render-html.js';
import {
  redirectLocation,
  resolveRedirect,
} from '../../functions/src/public-pages/resolve-redirect.js';
import { sitemapXml } from '../../functions/src/public-pages/sitemap.js';
import { themeCss } from '../../functions/src/public-pages/theme-css.js';

/** A built app's index.html in the shape Vite writes it (the markers the function edits). */
const TEMPLATE = `<!doctype html>
<html lang="ja">
  <head>
    <script src="/assets/early-reads-abc.js" defer></script>
    <meta name="robots" content="index,follow" />
    <meta
      name="description"
      content="サイトの説明"
    />
    <title>スペースナビ</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-abc.js">
    <link rel="modulepreload" crossorigin href="/assets/data-abc.js">
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
  </head>
  <body>
    <div id="root">
      <div class="boot" aria-hidden="true"></div>
    </div>
  </body>
</html>
`;

const string = (value: string) => ({ stringValue: value });
const doc = (path: string, fields: Record<string, unknown>) => ({
  name: `projects/p/databases/(default)/documents/${path}`,
  fields,
  updateTime: '2026-11-20T01:00:00Z',
});

const brandDoc = (name: string) =>
  doc('brands/acme', {
    name: string(name),
    kind: string('trunk-room'),
    tagline: string('駅チカの屋内トランクルーム'),
    description: string('説明です。'),
    logoPath: { nullValue: null },
    heroPath: string('brands/acme/hero.png'),
    themeColor: string('#1F6FEB'),
    contact: { mapValue: { fields: { phone: string('050-3000-0000') } } },
    published: { booleanValue: true },
  });

/** Answers reads by document path or collection id; anything else is a 404, as Firestore says. */
function answers(table: Record<string, ReadAnswer>) {
  const sent: string[] = [];
  const send = async (read: PublicRead): Promise<ReadAnswer> => {
    sent.push(readKey(read));
    const key = 'doc' in read ? read.doc : `${read.parent}/${read.collectionId}`;
    return table[key] ?? { status: 404, body: { error: { status: 'NOT_FOUND' } } };
  };
  return { send, sent };
}

const images = {
  url: (path: string) => `https://img.example/${encodeURIComponent(path)}`,
  srcSet: (path: string) => `https://img.example/${encodeURIComponent(path)} 1600w`,
};
const context = (path: string, send: (read: PublicRead) => Promise<ReadAnswer>, search = '') => ({
  path,
  search,
  origin: 'https://site.example',
  images,
  send,
});

const parse = (html: string) => new JSDOM(html).window.document;

describe('escaping what staff type', () => {
  it('escapes text for elements and attributes', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
  });

  it('keeps JSON inside a script element from ending it, and it still parses', () => {
    const value = { name: '</script><script>alert(1)</script>', line: '\u2028', amp: 'a&b' };
    const json = jsonForScript(value);
    expect(json).not.toMatch(/<|>|&/);
    expect(JSON.parse(json)).toEqual(value);
  });

  it('a brand named with markup comes out as text in the title, header, heading and tags', async () => {
    const name = '<img src=x onerror=alert(1)>"クラ"';
    const { send } = answers({ 'brands/acme': { status: 200, body: brandDoc(name) } });
    const page = await buildPage(pageRouteOf('/acme'), context('/acme', send));
    const html = renderHtml({ html: TEMPLATE }, page, {
      origin: 'https://site.example',
      path: '/acme',
    });
    expect(html).not.toContain('<img src=x');
    const document = parse(html);
    expect(document.title).toBe(`${name} | スペースナビ`);
    expect(document.querySelector('#prerender h1')?.textContent).toBe(name);
    expect(document.querySelector('.brand-logo__name')?.textContent).toBe(name);
    expect(document.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(
      `${name} | スペースナビ`,
    );
    expect(document.querySelectorAll('img[onerror]')).toHaveLength(0);
  });
});

describe('pages from their reads', () => {
  it("a brand's page: head, colours, the top with its hero, and the reads for the app", async () => {
    const { send, sent } = answers({
      'brands/acme': { status: 200, body: brandDoc('アクメ') },
      'brands/acme/assets': { status: 200, body: [{ readTime: 'x' }] },
    });
    const page = await buildPage(pageRouteOf('/acme'), context('/acme', send));
    expect(page.status).toBe(200);
    expect(sent).toHaveLength(4);
    const html = renderHtml({ html: TEMPLATE }, page, {
      origin: 'https://site.example',
      path: '/acme',
    });
    const document = parse(html);
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://site.example/acme',
    );
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      '駅チカの屋内トランクルーム。説明です。',
    );
    expect(document.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe(
      images.url('brands/acme/hero.png'),
    );
    expect(document.querySelector('link[href="/_theme/1f6feb.css"]')).not.toBeNull();
    expect(
      document.querySelector('#prerender img.brand-home__hero')?.getAttribute('fetchpriority'),
    ).toBe('high');
    // The root stays empty for the app; the boot frame is gone.
    expect(document.getElementById('root')?.innerHTML).toBe('');
    expect(document.querySelector('.boot')).toBeNull();
    // The entry and its preloads are left to the boot script, which starts them after the image.
    expect(document.querySelector('script[type="module"]')).toBeNull();
    expect(document.querySelector('link[rel="modulepreload"]')).toBeNull();
    expect(
      document.querySelector('link[rel="stylesheet"][href="/assets/index-abc.css"]'),
    ).not.toBeNull();
    const data = JSON.parse(document.getElementById('page-data')?.textContent ?? '') as {
      reads: Array<[PublicRead, number]>;
      app: { entry: string; preloads: string[] };
    };
    expect(data.app).toEqual({
      entry: '/assets/index-abc.js',
      preloads: ['/assets/react-abc.js', '/assets/data-abc.js'],
    });
    expect(data.reads.map(([read, status]) => [readKey(read), status])).toEqual(
      sent.map((key) => [key, key === 'GET brands/acme' || key.includes('assets') ? 200 : 404]),
    );
  });

  it('an unknown or unpublished document is the 404 page with noindex and no preview tags', async () => {
    const unpublished = brandDoc('下書き');
    unpublished.fields.published = { booleanValue: false };
    for (const [path, table] of [
      ['/news/none', {}],
      ['/acme', { 'brands/acme': { status: 403, body: {} } }],
      ['/acme/flow', { 'brands/acme': { status: 200, body: unpublished } }],
      ['/acme/SK-1', { 'brands/acme': { status: 200, body: brandDoc('アクメ') } }],
      ['/Not_A_Brand', {}],
    ] as const) {
      const { send } = answers(table);
      const page = await buildPage(pageRouteOf(path), context(path, send));
      expect(page.status, path).toBe(404);
      const document = parse(renderHtml({ html: TEMPLATE }, page, { origin: 'https://x', path }));
      expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
        'noindex',
      );
      expect(document.querySelector('link[rel="canonical"]')).toBeNull();
      expect(document.querySelector('.error-page__path')?.textContent).toBe(path);
    }
  });

  it('a read that fails is not a page: the caller serves the plain app', async () => {
    const send = async (): Promise<ReadAnswer> => {
      throw new Error('unavailable');
    };
    await expect(buildPage(pageRouteOf('/acme'), context('/acme', send))).rejects.toThrow();
  });

  it('sign-in and forms are the app alone, after the brand is known', async () => {
    const { send } = answers({ 'brands/acme': { status: 200, body: brandDoc('アクメ') } });
    for (const path of ['/acme/login', '/acme/myunit', '/acme/SK-1/s1/application/thanks']) {
      const page = await buildPage(pageRouteOf(path), context(path, send));
      expect(page.status, path).toBe(200);
      expect(page.top, path).toBeNull();
      const html = renderHtml({ html: TEMPLATE }, page, { origin: 'https://x', path });
      expect(html).toContain('<div class="boot"');
      expect(html).toContain('<script type="module"');
    }
  });
});

describe('routes', () => {
  it.each([
    ['/', 'home'],
    ['/news', 'notices'],
    ['/news/abc', 'notice'],
    ['/faq', 'faq'],
    ['/acme', 'brand-home'],
    ['/acme/', 'brand-home'],
    ['/acme/list', 'brand-list'],
    ['/acme/terms', 'brand-page'],
    ['/acme/info/n1', 'brand-notice'],
    ['/acme/SK-101', 'asset'],
    ['/brand/acme/asset/SK-101', 'asset'],
    ['/acme/login/reset', 'brand-app'],
    ['/acme/detail/SK-101/application', 'brand-app'],
    ['/acme/myunit/bills/b1/invoice', 'brand-app'],
    ['/admin', 'not-found'],
    ['/news/a/b', 'not-found'],
    ['/acme/a.b', 'not-found'],
    ['/%E0%A4%A', 'not-found'],
  ])('%s is %s', (path, kind) => {
    expect(pageRouteOf(path).kind).toBe(kind);
  });
});

describe('route rules on a first load', () => {
  const rules: Record<string, RouteRuleAnswer> = {
    '/a': { from: '/a', to: '/b', status: 302 },
    '/b': { from: '/b', to: '/a', status: 302 },
    '/old': { from: '/old', to: '/new?x=1', status: 301 },
    '/c/*': { from: '/c/*', to: '/d', status: 308 },
    '/out': { from: '/out', to: 'https://example.com/', status: 302 },
  };
  const find = async (path: string) =>
    rules[path] ?? rules[`${path.slice(0, path.lastIndexOf('/'))}/*`] ?? null;

  it('answers with the rule, and not at all when its chain loops', async () => {
    expect(await resolveRedirect('/old', find)).toMatchObject({ to: '/new?x=1' });
    expect(await resolveRedirect('/c/x', find)).toMatchObject({ to: '/d', status: 308 });
    expect(await resolveRedirect('/out', find)).toMatchObject({ to: 'https://example.com/' });
    expect(await resolveRedirect('/a', find)).toBeNull();
    expect(await resolveRedirect('/none', find)).toBeNull();
    expect(await resolveRedirect('/bad path', find)).toBeNull();
  });

  it('keeps the query on an internal target without its own, never on an external one', () => {
    expect(redirectLocation({ from: '/a', to: '/b', status: 301 }, '?ref=mail')).toBe(
      '/b?ref=mail',
    );
    expect(redirectLocation({ from: '/a', to: '/b?x=1', status: 301 }, '?ref=mail')).toBe('/b?x=1');
    expect(redirectLocation({ from: '/a', to: 'https://e.example/', status: 302 }, '?r=1')).toBe(
      'https://e.example/',
    );
  });
});

describe('sitemap', () => {
  const entries = [
    { path: '/', lastmod: new Date('2026-11-20T01:00:00Z') },
    { path: '/a?b&c', lastmod: null },
    { path: '/acme/SK-1', lastmod: new Date('2026-11-01T00:00:00Z') },
  ];

  it('is one urlset with escaped addresses and lastmod', () => {
    const xml = sitemapXml('https://s.example', entries, null) ?? '';
    const document = new JSDOM(xml, { contentType: 'application/xml' }).window.document;
    expect([...document.getElementsByTagName('loc')].map((loc) => loc.textContent)).toEqual([
      'https://s.example/',
      'https://s.example/a?b&c',
      'https://s.example/acme/SK-1',
    ]);
    expect(document.getElementsByTagName('lastmod')[0]?.textContent).toBe(
      '2026-11-20T01:00:00+00:00',
    );
  });

  it('becomes an index of parts past the limit', () => {
    const index = sitemapXml('https://s.example', entries, null, 2) ?? '';
    expect(index).toContain('<sitemapindex');
    expect(index).toContain('https://s.example/sitemap.xml?part=2');
    expect(sitemapXml('https://s.example', entries, 2, 2)).toContain('/acme/SK-1');
    expect(sitemapXml('https://s.example', entries, 3, 2)).toBeNull();
  });
});

describe('the brand colour sheet', () => {
  it('is made from the address, and nothing else is', () => {
    expect(themeCss('/_theme/1f6feb.css')).toBe(
      '.brand-theme{--brand-color:#1f6feb;--brand-on-color:#ffffff;--color-accent:#1d69df}\n',
    );
    expect(themeCss('/_theme/1F6FEB.css')).toBeNull();
    expect(themeCss('/_theme/x.css')).toBeNull();
  });
});

describe('the handler', () => {
  function call(path: string, deps: Partial<PublicPageDeps>, method = 'GET') {
    const sent: { status: number; headers: Record<string, string>; body: string } = {
      status: 0,
      headers: {},
      body: '',
    };
    const req = {
      method,
      path,
      originalUrl: path,
      query: {},
      headers: { 'accept-encoding': 'gzip' },
    } as unknown as Request;
    const res = {
      status(code: number) {
        sent.status = code;
        return this;
      },
      set(name: string, value: string) {
        sent.headers[name.toLowerCase()] = value;
        return this;
      },
      send(body: string | Buffer) {
        sent.body =
          typeof body === 'string'
            ? body
            : sent.headers['content-encoding'] === 'gzip'
              ? gunzipSync(body).toString('utf8')
              : body.toString('utf8');
        return this;
      },
    } as unknown as Response;
    const full: PublicPageDeps = {
      template: async () => ({ html: TEMPLATE }),
      send: async () => ({ status: 404, body: null }),
      findRule: async () => null,
      sitemap: async () => [],
      ...deps,
    };
    return handlePublicPage(req, res, full).then(() => sent);
  }

  it('serves the plain app, not an error, when the reads fail', async () => {
    const answer = await call('/acme', {
      send: async () => {
        throw new Error('unavailable');
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toBe(TEMPLATE);
  });

  it('answers a rule with its status and Location even when the page could not be made', async () => {
    const answer = await call('/campaign', {
      findRule: async (path) =>
        path === '/campaign' ? { from: '/campaign', to: '/acme', status: 301 } : null,
      send: async () => {
        throw new Error('unavailable');
      },
    });
    expect(answer.status).toBe(301);
    expect(answer.headers['location']).toBe('/acme');
  });

  it('serves the page when the rule lookup fails', async () => {
    const { send } = answers({ 'brands/acme': { status: 200, body: brandDoc('アクメ') } });
    const answer = await call('/acme', {
      send,
      findRule: async () => {
        throw new Error('down');
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('<div id="prerender">');
    expect(answer.headers['cache-control']).toBe(
      'public, max-age=60, s-maxage=300, stale-while-revalidate=60',
    );
    expect(answer.headers['server-timing']).toMatch(/reads;dur=[\d.]+.*total;dur=/);
  });

  it('refuses other methods', async () => {
    const answer = await call('/acme', {}, 'POST');
    expect(answer.status).toBe(405);
    expect(answer.headers['allow']).toBe('GET, HEAD');
  });
});
