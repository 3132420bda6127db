/**
 * The publicPage function's own logic, without the emulators (the same pages over HTTP against
 * the stack: test/functions/public-pages.test.ts; in Chromium: test/e2e/public-html.test.ts).
 * Reads are answered here by a table of REST answers shaped as Firestore's REST API answers.
 */
import { gunzipSync } from 'node:zlib';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import type { Request, Response } from 'firebase-functions/https';
import {
  handlePublicPage,
  type PublicPageDeps,
} from '../../functions/src/public-pages/handle-public-page.js';
import { escapeHtml, jsonForScript } from '../../functions/src/public-pages/html.js';
import { makePage, type MakeContext } from '../../functions/src/public-pages/make-page.js';
import { readKey, type PublicRead } from '../../functions/src/public-pages/page-reads.js';
import { pageRouteOf } from '../../functions/src/public-pages/page-route.js';
import type { ReadAnswer } from '../../functions/src/public-pages/public-rest.js';
import type { RouteRuleAnswer } from '../../functions/src/route-rules/find-route-rule.js';
import { renderHtml } from '../../functions/src/public-pages/render-html.js';
import {
  redirectLocation,
  resolveRedirect,
} from '../../functions/src/public-pages/resolve-redirect.js';
import type {
  ModuleFiles,
  RenderedPage,
  RenderInput,
} from '../../functions/src/public-pages/server-render.js';
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

/** A server render that answers with `page` (or throws), recording what it was asked for. */
function fakeServer(page: RenderedPage | (() => never), files: ModuleFiles = {}) {
  const asked: RenderInput[] = [];
  const server = async () => ({
    render: {
      renderPage: async (input: RenderInput) => {
        asked.push(input);
        return typeof page === 'function' ? page() : page;
      },
    },
    files,
  });
  return { server, asked };
}

/** What the server render gives for a brand's page: its tree, head, reads and modules. */
const drawnBrandPage = (name: string): RenderedPage => ({
  kind: 'page',
  status: 200,
  html:
    '<link rel="preload" as="image" href="https://img.example/hero.png" fetchPriority="high"/>' +
    `<div class="brand-theme"><main id="main"><h1>${escapeHtml(name)}</h1><img src="https://img.example/hero.png" fetchpriority="high"></main></div>`,
  head: {
    origin: 'https://site.example',
    title: `${name}（トランクルーム）`,
    description: '駅チカの屋内トランクルーム。説明です。',
    image: 'https://img.example/hero.png',
    themeColor: '#1F6FEB',
  },
  reads: [[{ doc: 'brands/acme' }, 200, brandDoc(name)]],
  modules: ['src/app/layouts/default-layout.tsx', 'src/app/routes/brand/home.tsx'],
});

const files: ModuleFiles = {
  'src/app/layouts/default-layout.tsx': { js: ['/assets/default-layout-x.js'], css: [] },
  'src/app/routes/brand/home.tsx': {
    js: ['/assets/home-x.js', '/assets/public-shared-x.js'],
    css: ['/assets/home-x.css'],
  },
};

const context = (
  path: string,
  send: (read: PublicRead) => Promise<ReadAnswer>,
  server: MakeContext['server'],
  search = '',
): MakeContext => ({
  path,
  search,
  origin: 'https://site.example',
  hostname: '127.0.0.1',
  send,
  server,
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

  it('a brand named with markup comes out as text in the title and the head’s tags', () => {
    const name = '<img src=x onerror=alert(1)>"クラ"';
    const page = drawnBrandPage(name);
    if (page.kind !== 'page') throw new Error('a page');
    const html = renderHtml(
      { html: TEMPLATE },
      { ...page, root: page.html, styleSheets: [], scripts: [] },
      { origin: 'https://site.example', path: '/acme' },
    );
    expect(html).not.toContain('<img src=x');
    const document = parse(html);
    expect(document.title).toBe(`${name}（トランクルーム） | スペースナビ`);
    expect(document.querySelector('#root h1')?.textContent).toBe(name);
    expect(document.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(
      `${name}（トランクルーム） | スペースナビ`,
    );
    expect(document.querySelectorAll('img[onerror]')).toHaveLength(0);
  });
});

describe('pages drawn by the server render', () => {
  it("a brand's page: its head, style sheets and colours, the drawn page in #root, its reads for the app", async () => {
    const { send } = answers({});
    const { server, asked } = fakeServer(drawnBrandPage('アクメ'), files);
    const made = await makePage(pageRouteOf('/acme'), context('/acme', send, server, '?x=1'));
    if ('location' in made) throw new Error('not a redirect');
    expect(asked[0]).toMatchObject({
      url: 'https://site.example/acme?x=1',
      origin: 'https://site.example',
      hostname: '127.0.0.1',
    });
    expect(made.styleSheets).toEqual(['/assets/home-x.css']);
    const html = renderHtml({ html: TEMPLATE }, made, {
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
      'https://img.example/hero.png',
    );
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
      'index,follow',
    );
    // The brand's colours and the page's own sheets, before the first paint.
    expect(document.querySelector('link[href="/_theme/1f6feb.css"]')).not.toBeNull();
    expect(document.querySelector('head link[href="/assets/home-x.css"]')).not.toBeNull();
    // React's image hints go to the head; the page is in #root, marked for hydration.
    expect(
      document.querySelector('head link[rel="preload"][href="https://img.example/hero.png"]'),
    ).not.toBeNull();
    const root = document.getElementById('root');
    expect(root?.hasAttribute('data-server-rendered')).toBe(true);
    expect(root?.firstElementChild?.className).toBe('brand-theme');
    expect(document.querySelector('.boot')).toBeNull();
    // Readable without JavaScript: no 「JavaScript を有効にしてください」.
    expect(document.querySelector('noscript')).toBeNull();
    // The entry and its preloads are left to the boot script, with the page's own scripts.
    expect(document.querySelector('script[type="module"]')).toBeNull();
    expect(document.querySelector('link[rel="modulepreload"]')).toBeNull();
    const data = JSON.parse(document.getElementById('page-data')?.textContent ?? '') as {
      reads: Array<[PublicRead, number]>;
      app: { entry: string; preloads: string[]; files: string[] };
    };
    expect(data.app).toEqual({
      entry: '/assets/index-abc.js',
      preloads: ['/assets/react-abc.js', '/assets/data-abc.js'],
      files: ['/assets/default-layout-x.js', '/assets/home-x.js', '/assets/public-shared-x.js'],
    });
    expect(data.reads.map(([read, status]) => [readKey(read), status])).toEqual([
      ['GET brands/acme', 200],
    ]);
  });

  it('a 404 page is noindex, with no canonical or preview tags', () => {
    const html = renderHtml(
      { html: TEMPLATE },
      {
        status: 404,
        head: { origin: 'https://x', title: 'ページが見つかりません', noindex: true },
        root: '<h1>ページが見つかりません</h1>',
        reads: [],
        styleSheets: [],
        scripts: [],
      },
      { origin: 'https://x', path: '/acme/SK-9' },
    );
    const document = parse(html);
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(document.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.querySelector('meta[property^="og:"]')).toBeNull();
  });

  it('a render that fails is not a page: the caller serves the plain app', async () => {
    const { send } = answers({});
    const { server } = fakeServer(() => {
      throw new Error('unavailable');
    });
    await expect(makePage(pageRouteOf('/acme'), context('/acme', send, server))).rejects.toThrow(
      'unavailable',
    );
  });

  it('a redirect of the route (the permalink) is answered as one', async () => {
    const { send } = answers({});
    const { server } = fakeServer({ kind: 'redirect', status: 301, location: '/acme/SK-1' });
    expect(
      await makePage(
        pageRouteOf('/brand/acme/asset/SK-1'),
        context('/brand/acme/asset/SK-1', send, server),
      ),
    ).toEqual({ status: 301, location: '/acme/SK-1' });
  });

  it('sign-in, my unit and the forms are the app alone, noindex, after the brand is known', async () => {
    const { send } = answers({ 'brands/acme': { status: 200, body: brandDoc('アクメ') } });
    const { server, asked } = fakeServer(drawnBrandPage('アクメ'));
    for (const path of ['/acme/login', '/acme/myunit', '/acme/SK-101/s1/application/thanks']) {
      const made = await makePage(pageRouteOf(path), context(path, send, server));
      if ('location' in made) throw new Error('not a redirect');
      expect(made.status, path).toBe(200);
      expect(made.root, path).toBeNull();
      const html = renderHtml({ html: TEMPLATE }, made, { origin: 'https://x', path });
      expect(html).toContain('<div class="boot"');
      expect(html).toContain('<script type="module"');
      expect(html).toContain('<meta name="robots" content="noindex">');
    }
    // Nothing of theirs is drawn on the server (who is signed in decides what they show).
    expect(asked).toEqual([]);
    const unknown = answers({ 'brands/acme': { status: 403, body: {} } });
    const made = await makePage(
      pageRouteOf('/acme/login'),
      context('/acme/login', unknown.send, server),
    );
    expect(made.status).toBe(404);
  });
});

describe('one address per page', () => {
  const notFound: RenderedPage = {
    kind: 'page',
    status: 404,
    html: '<h1>ページが見つかりません</h1>',
    head: { origin: 'https://site.example', noindex: true },
    reads: [],
    modules: [],
  };
  const assetList = {
    status: 200,
    body: [
      { document: { name: 'projects/p/databases/(default)/documents/brands/acme/assets/SK-107' } },
    ],
  };

  it('moves a brand written in capitals to its own address, keeping the rest and the query', async () => {
    const { send } = answers({ 'brands/acme': { status: 200, body: brandDoc('アクメ') } });
    const { server, asked } = fakeServer(notFound);
    expect(
      await makePage(pageRouteOf('/ACME/list'), context('/ACME/list', send, server, '?q=1')),
    ).toEqual({ status: 301, location: '/acme/list?q=1' });
    expect(asked).toEqual([]);
    // Not a published brand: no move, the 404 page.
    const none = answers({});
    expect((await makePage(pageRouteOf('/NOPE'), context('/NOPE', none.send, server))).status).toBe(
      404,
    );
  });

  it("moves an asset number in another case to the brand's asset, from its page or its permalink", async () => {
    const { send } = answers({ 'brands/acme/assets': assetList });
    const { server } = fakeServer(notFound);
    for (const path of ['/acme/sk-107', '/brand/acme/asset/sk-107']) {
      expect(await makePage(pageRouteOf(path), context(path, send, server))).toEqual({
        status: 301,
        location: '/acme/SK-107',
      });
    }
    const missing = await makePage(
      pageRouteOf('/acme/sk-999'),
      context('/acme/sk-999', send, server),
    );
    expect(missing.status).toBe(404);
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
      path: path.replace(/\?.*$/, ''),
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
      server: fakeServer(drawnBrandPage('アクメ'), files).server,
      send: async () => ({ status: 404, body: null }),
      findRule: async () => null,
      sitemap: async () => [],
      ...deps,
    };
    return handlePublicPage(req, res, full).then(() => sent);
  }

  it('serves the plain app, not an error, when the page cannot be drawn', async () => {
    const answer = await call('/acme', {
      server: fakeServer(() => {
        throw new Error('unavailable');
      }).server,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toBe(TEMPLATE);
  });

  it('moves an address with a trailing slash to the one without (301), keeping the query', async () => {
    for (const [path, location] of [
      ['/acme/', '/acme'],
      ['/acme/list/', '/acme/list'],
      ['/acme/list/?page=2', '/acme/list?page=2'],
    ] as const) {
      const answer = await call(path, {});
      expect(answer.status, path).toBe(301);
      expect(answer.headers['location'], path).toBe(location);
    }
  });

  it('says noindex in a header too, for sign-in and my unit', async () => {
    const { send } = answers({ 'brands/acme': { status: 200, body: brandDoc('アクメ') } });
    const answer = await call('/acme/myunit', { send });
    expect(answer.status).toBe(200);
    expect(answer.headers['x-robots-tag']).toBe('noindex');
    const page = await call('/acme', {});
    expect(page.headers['x-robots-tag']).toBeUndefined();
  });

  it('answers a rule with its status and Location even when the page could not be made', async () => {
    const answer = await call('/campaign', {
      findRule: async (path) =>
        path === '/campaign' ? { from: '/campaign', to: '/acme', status: 301 } : null,
      server: fakeServer(() => {
        throw new Error('unavailable');
      }).server,
    });
    expect(answer.status).toBe(301);
    expect(answer.headers['location']).toBe('/acme');
  });

  it('serves the page when the rule lookup fails', async () => {
    const answer = await call('/acme', {
      findRule: async () => {
        throw new Error('down');
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('<div id="root" data-server-rendered><div class="brand-theme">');
    expect(answer.headers['cache-control']).toBe(
      'public, max-age=60, s-maxage=300, stale-while-revalidate=60',
    );
    expect(answer.headers['server-timing']).toMatch(/page;dur=[\d.]+.*total;dur=/);
  });

  it('refuses other methods', async () => {
    const answer = await call('/acme', {}, 'POST');
    expect(answer.status).toBe(405);
    expect(answer.headers['allow']).toBe('GET, HEAD');
  });
});
