import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { logger } from 'firebase-functions';
import type { Request, Response } from 'firebase-functions/https';
import { adminFirestore } from '../admin-firestore.js';
import { siteOrigin } from '../messages/brand-mail.js';
import { findRouteRule } from '../route-rules/find-route-rule.js';
import { makePage, type Made } from './make-page.js';
import { pageRouteOf } from './page-route.js';
import type { PublicRead } from './page-reads.js';
import type { RouteRuleAnswer } from '../route-rules/find-route-rule.js';
import { sendPublicRead, type ReadAnswer } from './public-rest.js';
import { renderHtml } from './render-html.js';
import { redirectLocation, resolveRedirect } from './resolve-redirect.js';
import { loadServerRender, type ModuleFiles, type ServerRender } from './server-render.js';
import { sitemapEntries, sitemapXml, type SitemapEntry } from './sitemap.js';
import { loadTemplate, type SpaTemplate } from './spa-template.js';
import { themeCss } from './theme-css.js';

/**
 * How long answers may be kept (docs/routing.md, "Public pages: HTML from a function"):
 * Hosting's CDN 5 minutes, then up to 1 more minute while it refetches in the background; a
 * browser 1 minute. What staff publish is on every page within about 7 minutes. firebase.json
 * sets the same value for these paths (Hosting's header rules apply to function answers too).
 */
export const PUBLIC_PAGE_CACHE_CONTROL =
  'public, max-age=60, s-maxage=300, stale-while-revalidate=60';

/** The brand colours' style sheet: its address is its content. */
const THEME_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * The host name the visitor opened the site on, as the app's emulator addresses use it
 * (firebase-emulator-host.ts): 127.0.0.1 or localhost locally; production addresses none.
 */
function visitorHostname(req: Request): string {
  const forwarded = String(req.headers['x-forwarded-host'] ?? '').replace(/:\d+$/, '');
  return forwarded === 'localhost' ? 'localhost' : '127.0.0.1';
}

/**
 * Sends an answer, gzipped when the client takes it and it is worth it: a page carries its data
 * (tens of KB of REST JSON on an asset page), and on a phone those bytes come before the first
 * paint. Hosting's CDN keeps the encoded answer per Accept-Encoding (Vary).
 */
function send(
  req: Request,
  res: Response,
  status: number,
  type: string,
  body: string,
  cache: string,
): void {
  res.status(status);
  res.set('Content-Type', type);
  res.set('Cache-Control', cache);
  res.set('Vary', 'Accept-Encoding');
  const accepts = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  if (!accepts || body.length < 1024) {
    res.send(body);
    return;
  }
  res.set('Content-Encoding', 'gzip');
  res.send(gzipSync(body));
}

/** What the handler reads through; the defaults are Firestore and the built app (tests inject). */
export type PublicPageDeps = {
  template: () => Promise<SpaTemplate>;
  /** The app's server render and its file table (the build's `-ssr` folder). */
  server: () => Promise<{ render: ServerRender; files: ModuleFiles }>;
  send: (read: PublicRead) => Promise<ReadAnswer>;
  findRule: (path: string) => Promise<RouteRuleAnswer | null>;
  sitemap: () => Promise<SitemapEntry[]>;
};

const defaultDeps: PublicPageDeps = {
  template: loadTemplate,
  server: loadServerRender,
  send: sendPublicRead,
  findRule: (path) => findRouteRule(adminFirestore(), path),
  sitemap: () => sitemapEntries(adminFirestore()),
};

/** A redirect's answer: its status, `Location` and a line for whoever sees the body. */
function sendRedirect(
  req: Request,
  res: Response,
  status: number,
  location: string,
  serverTiming?: string,
): void {
  res.set('Location', location);
  if (serverTiming) res.set('Server-Timing', serverTiming);
  send(
    req,
    res,
    status,
    'text/html; charset=utf-8',
    `<!doctype html><meta charset="utf-8"><title>移動しました</title><p><a href="${location.replace(/"/g, '&quot;')}">移動先のページへ</a></p>\n`,
    PUBLIC_PAGE_CACHE_CONTROL,
  );
}

async function serveSitemap(
  req: Request,
  res: Response,
  origin: string,
  entries: () => Promise<SitemapEntry[]>,
): Promise<void> {
  const raw = req.query['part'];
  const part = typeof raw === 'string' && /^[1-9][0-9]{0,3}$/.test(raw) ? Number(raw) : null;
  const xml = sitemapXml(origin, await entries(), part);
  if (xml === null || (raw !== undefined && part === null)) {
    send(req, res, 404, 'text/plain; charset=utf-8', 'Not Found', PUBLIC_PAGE_CACHE_CONTROL);
    return;
  }
  send(req, res, 200, 'application/xml; charset=utf-8', xml, PUBLIC_PAGE_CACHE_CONTROL);
}

/**
 * The public pages behind Hosting's rewrites (firebase.json): each page's HTML with its own
 * head, pre-rendered top and data, real redirects for route rules and real 404s; `/sitemap.xml`
 * and the brands' colour sheets (robots.txt is a file of the build: vite-hosting-files-plugin.ts). When a page cannot be made (a read fails, an
 * unexpected error), the visitor gets the plain app, which then reads and renders as before:
 * never an error page for a working site.
 */
export async function handlePublicPage(
  req: Request,
  res: Response,
  deps: PublicPageDeps = defaultDeps,
): Promise<void> {
  const started = performance.now();
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.set('Allow', 'GET, HEAD');
    send(req, res, 405, 'text/plain; charset=utf-8', 'Method Not Allowed', 'private, no-store');
    return;
  }
  const origin = siteOrigin();
  const path = req.path;
  if (path === '/sitemap.xml') {
    await serveSitemap(req, res, origin, deps.sitemap);
    return;
  }
  const css = path.startsWith('/_theme/') ? themeCss(path) : undefined;
  if (css !== undefined) {
    if (css === null)
      send(req, res, 404, 'text/plain; charset=utf-8', 'Not Found', THEME_CACHE_CONTROL);
    else send(req, res, 200, 'text/css; charset=utf-8', css, THEME_CACHE_CONTROL);
    return;
  }

  const search = req.originalUrl.includes('?')
    ? req.originalUrl.slice(req.originalUrl.indexOf('?'))
    : '';
  // One address per page: `/sorakura/` is `/sorakura`.
  if (path.length > 1 && path.endsWith('/')) {
    sendRedirect(req, res, 301, `${path.replace(/\/+$/, '') || '/'}${search}`);
    return;
  }
  const template = await deps.template();
  const timings: string[] = [];
  const timed = async <T>(name: string, work: Promise<T>): Promise<T> => {
    const start = performance.now();
    try {
      return await work;
    } finally {
      timings.push(`${name};dur=${(performance.now() - start).toFixed(1)}`);
    }
  };
  const [redirect, made] = await Promise.allSettled([
    timed('rules', resolveRedirect(path, deps.findRule)),
    timed(
      'page',
      makePage(pageRouteOf(path), {
        path,
        search,
        origin,
        hostname: visitorHostname(req),
        send: deps.send,
        server: deps.server,
      }),
    ),
  ]);
  const serverTiming = () =>
    [...timings, `total;dur=${(performance.now() - started).toFixed(1)}`].join(', ');

  if (redirect.status === 'fulfilled' && redirect.value) {
    sendRedirect(
      req,
      res,
      redirect.value.status,
      redirectLocation(redirect.value, search),
      serverTiming(),
    );
    return;
  }
  if (redirect.status === 'rejected') {
    // The page is still served: a lookup that fails must not take the site down with it.
    logger.warn('publicPage: route-rule lookup failed', { path, error: String(redirect.reason) });
  }
  let html = template.html;
  let status = 200;
  let noindex = false;
  if (made.status === 'fulfilled') {
    const page: Made = made.value;
    if ('location' in page) {
      sendRedirect(req, res, page.status, page.location, serverTiming());
      return;
    }
    try {
      html = renderHtml(template, page, { origin, path });
      status = page.status;
      noindex = page.head.noindex === true;
    } catch (error) {
      logger.error('publicPage: render failed; the plain app is served', { path, error });
    }
  } else {
    logger.error('publicPage: the page could not be made; the plain app is served', {
      path,
      error: made.reason instanceof Error ? made.reason.stack : String(made.reason),
    });
  }
  res.set('Server-Timing', serverTiming());
  // Sign-in, my unit, the forms and 404s: not for search results (the meta tag says it too).
  if (noindex) res.set('X-Robots-Tag', 'noindex');
  send(req, res, status, 'text/html; charset=utf-8', html, PUBLIC_PAGE_CACHE_CONTROL);
}
