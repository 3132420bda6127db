/**
 * The boot script: the app's HTML loads it (defer, ahead of the app's entry) on every page.
 *
 * - A page from the publicPage function carries the page's reads with their answers
 *   (`#page-data`): they are handed to the app's reader as they are (src/lib/early-reads.ts),
 *   with the route rule's "no rule", and the app's entry (which the function took out of the
 *   head) starts once the page's drawn largest image has loaded: until then the image has the
 *   phone's bandwidth alone.
 * - The plain app (the function's fallback; the admin area): on the public pages visitors land
 *   on, the page's Firestore reads and route-rule lookup go out at once, while the app's code is
 *   still on its way, and the app takes those answers instead of asking again.
 *
 * Either way the landing page's layout and screen files are preloaded. Built on its own
 * (vite.config.ts, scripts/vite-early-reads-plugin.ts), ≈ 2.4 KB gzip.
 */
import { routeRuleRequest } from '@/features/route-rules/api/fetch-route-rule';
import { putEarlyAnswer, startEarlyRead } from '@/lib/early-reads';
import { requestKey, restRequestOf } from '@/lib/firestore-rest-request';
import { publicPageReads, type LandingScreen } from '@/lib/public-reads';
import type { PublicRead } from '../../functions/src/public-pages/page-reads';

/**
 * Per landing page, its layout's and screen's files, as indexes into the list of their names
 * under /assets/ (written in by the build: scripts/vite-early-reads-plugin.ts).
 */
declare const __LANDING_FILES__: { names: string[]; pages: Record<LandingScreen, number[]> };

/**
 * Asks for a file the page will load as soon as the entry has run: a module, or a style sheet,
 * which it applies at once (only the page's own rules, for the screen about to render). Vite's
 * loader then finds `link[rel=stylesheet][href=…]` and does not ask again; a `preload` would
 * have left it to add the sheet after the entry, one more round trip before the page paints.
 */
function preloadFile(file: string): void {
  const link = document.createElement('link');
  link.rel = file.endsWith('.css') ? 'stylesheet' : 'modulepreload';
  link.href = `/assets/${file}`;
  document.head.append(link);
}

type PageData = {
  reads?: Array<[PublicRead, number, unknown]>;
  app?: { entry: string; preloads: string[] };
};

/** The data the page's HTML carries (`#page-data`, from the publicPage function), if any. */
function pageData(): PageData | null {
  const text = document.getElementById('page-data')?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as PageData;
  } catch {
    return null;
  }
}

/**
 * The answers the page's HTML carries (the publicPage function made the page from them), kept
 * for the app so it reads nothing the page already has; and the route-rule lookup of this path,
 * which the function made too (it answered with this page, not a redirect).
 */
function takeAnswers(data: PageData, path: string): void {
  for (const [read, status, body] of data.reads ?? []) {
    putEarlyAnswer(restRequestOf(read), status, body);
  }
  putEarlyAnswer(routeRuleRequest(path), 200, { rule: null });
}

/** The longest the app waits for the pre-rendered page's largest image before it starts anyway. */
const IMAGE_WAIT_MS = 3000;

/**
 * Runs `start` once the pre-rendered page's priority images (the largest one, the logo) have
 * loaded or failed, or after IMAGE_WAIT_MS: until then they have the phone's bandwidth alone.
 */
function afterPriorityImages(start: () => void): void {
  const pending = [
    ...document.querySelectorAll<HTMLImageElement>('#prerender img[fetchpriority="high"]'),
  ].filter((image) => !image.complete);
  let left = pending.length;
  let started = false;
  const go = () => {
    if (started) return;
    started = true;
    start();
  };
  if (left === 0) return go();
  for (const image of pending) {
    const settled = () => {
      left -= 1;
      if (left === 0) go();
    };
    image.addEventListener('load', settled, { once: true });
    image.addEventListener('error', settled, { once: true });
  }
  setTimeout(go, IMAGE_WAIT_MS);
}

/** Adds the app's module preloads and its entry, as Vite's HTML had them. */
function startApp({ entry, preloads }: NonNullable<PageData['app']>): void {
  for (const href of preloads) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  const script = document.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = entry;
  document.head.append(script);
}

function boot(): void {
  // The route-rule step's lookup (create-route-rule-step.ts) uses the path without its slash.
  const path = location.pathname.length > 1 ? location.pathname.replace(/\/$/, '') : '/';
  const data = pageData();
  if (data) takeAnswers(data, path);
  const { screen, reads } = publicPageReads(location.pathname, location.search);
  const preloadScreen = () => {
    if (!screen) return;
    const { names, pages } = __LANDING_FILES__;
    for (const index of pages[screen]) preloadFile(names[index] ?? '');
  };
  // A page the function drew: its data and images are in its HTML; the app's code follows its
  // largest image (render-html.ts takeAppScripts left the entry to this script).
  if (data?.app) {
    const app = data.app;
    // An answer too long to ride in the HTML (a brand with hundreds of assets) is asked for now.
    const carried = window.__earlyReads;
    for (const request of reads) {
      if (!carried?.has(requestKey(request))) startEarlyRead(request);
    }
    afterPriorityImages(() => {
      preloadScreen();
      startApp(app);
    });
    return;
  }
  preloadScreen();
  if (!screen || data) return;
  // The plain app (the function's fallback): the page's reads go out now, beside the entry; the
  // loaders ask for the largest image as soon as its document has arrived.
  startEarlyRead(routeRuleRequest(path));
  for (const request of reads) startEarlyRead(request);
}

boot();
