/**
 * The boot script: the app's HTML loads it (defer, ahead of the app's entry) on every page.
 *
 * - A page from the publicPage function (drawn on the server) carries the page's reads with
 *   their answers (`#page-data`): they are handed to the app's reader as they are
 *   (src/lib/early-reads.ts), with the route rule's "no rule", and the app's entry (which the
 *   function took out of the head) and the page's own scripts start once the page's largest
 *   image has loaded: until then the image has the phone's bandwidth alone.
 * - The plain app (the function's fallback; the admin area): on the public pages visitors land
 *   on, the page's Firestore reads and route-rule lookup go out at once, while the app's code is
 *   still on its way, and the app takes those answers instead of asking again. Built on its own
 * (vite.config.ts, scripts/vite-early-reads-plugin.ts), ≈ 2.4 KB gzip.
 */
import { routeRuleRequest } from '@/features/route-rules/api/fetch-route-rule';
import { putEarlyAnswer, startEarlyRead } from '@/lib/early-reads';
import { requestKey, restRequestOf } from '@/lib/firestore-rest-request';
import { publicPageReads } from '@/lib/public-reads';
import type { PublicRead } from '../../functions/src/public-pages/page-reads';

type PageData = {
  reads?: Array<[PublicRead, number, unknown]>;
  app?: { entry: string; preloads: string[]; files?: string[] };
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

/** The longest the app waits for the drawn page's largest image before it starts anyway. */
const IMAGE_WAIT_MS = 3000;

/**
 * Runs `start` once the drawn page's priority images (the largest one, the logo) have
 * loaded or failed, or after IMAGE_WAIT_MS: until then they have the phone's bandwidth alone.
 */
function afterPriorityImages(start: () => void): void {
  const pending = [
    ...document.querySelectorAll<HTMLImageElement>('#root img[fetchpriority="high"]'),
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

/**
 * Adds the app's module preloads and its entry, as Vite's HTML had them, and the page's own
 * scripts (its layout's and screen's: the app hydrates once they are in).
 */
function startApp({ entry, preloads, files = [] }: NonNullable<PageData['app']>): void {
  for (const href of [...preloads, ...files]) {
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
  // A page the function drew: its data, style sheets and images are in its HTML; the app's code
  // follows its largest image (render-html.ts takeAppScripts left the entry to this script).
  if (data?.app) {
    const app = data.app;
    // An answer too long to ride in the HTML (a brand with hundreds of assets) is asked for now.
    const carried = window.__earlyReads;
    for (const request of reads) {
      if (!carried?.has(requestKey(request))) startEarlyRead(request);
    }
    afterPriorityImages(() => startApp(app));
    return;
  }
  if (!screen || data) return;
  // The plain app (the function's fallback): the page's reads go out now, beside the entry; the
  // loaders ask for the largest image as soon as its document has arrived.
  startEarlyRead(routeRuleRequest(path));
  for (const request of reads) startEarlyRead(request);
}

boot();
