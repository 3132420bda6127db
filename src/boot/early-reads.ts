/**
 * The boot script: index.html loads it (async, ahead of the app's entry) on every page. On the
 * public pages visitors land on, it sends the page's Firestore reads at once, while the app's
 * code is still on its way, and asks for the page's largest image as soon as the document that
 * names it arrives; the app's reader then takes those answers (src/lib/early-reads.ts) instead of
 * asking again after its code has loaded and run. On a phone that moves the data and the hero or
 * first photo a whole download-and-run earlier. Built on its own (vite.config.ts), ≈ 1 KB.
 */
import { routeRuleRequest } from '@/features/route-rules/api/fetch-route-rule';
import { startEarlyRead } from '@/lib/early-reads';
import { requestKey, type RestRequest } from '@/lib/firestore-rest-request';
import { CARD_PHOTO_SIZES, GALLERY_PHOTO_SIZES, preloadImage } from '@/lib/image-sources';
import { publicPageReads, type EarlyImage, type LandingScreen } from '@/lib/public-reads';

/**
 * Per landing page, its layout's and screen's files, as indexes into the list of their names
 * under /assets/ (written in by the build: scripts/vite-early-reads-plugin.ts).
 */
declare const __LANDING_FILES__: { names: string[]; pages: Record<LandingScreen, number[]> };

/** Asks for a file the page will load as soon as the entry has run: a module or a style sheet. */
function preloadFile(file: string): void {
  const link = document.createElement('link');
  if (file.endsWith('.css')) {
    link.rel = 'preload';
    link.as = 'style';
  } else {
    link.rel = 'modulepreload';
  }
  link.href = `/assets/${file}`;
  document.head.append(link);
}

type Fields = Record<string, { stringValue?: string; arrayValue?: { values?: Fields[string][] } }>;
type Doc = { fields?: Fields };

/** The path of the image a document names: the brand's hero, an asset's first photo. */
function imagePathOf(image: EarlyImage, body: unknown): string | undefined {
  const doc: Doc | undefined =
    image.from === 'first-asset'
      ? (body as Array<{ document?: Doc }> | null)?.[0]?.document
      : ((body as Doc | null) ?? undefined);
  const fields = doc?.fields;
  if (!fields) return undefined;
  if (image.from === 'brand') return fields['heroPath']?.stringValue;
  return fields['imagePaths']?.arrayValue?.values?.[0]?.stringValue;
}

function boot(): void {
  const { screen, reads, image } = publicPageReads(location.pathname, location.search);
  if (!screen) return;
  // The route-rule step's lookup (create-route-rule-step.ts) uses the path without its slash.
  const path = location.pathname.length > 1 ? location.pathname.replace(/\/$/, '') : '/';
  startEarlyRead(routeRuleRequest(path));
  const sent = new Map<string, Promise<Response>>();
  for (const request of reads) sent.set(requestKey(request), startEarlyRead(request));
  const { names, pages } = __LANDING_FILES__;
  for (const index of pages[screen]) preloadFile(names[index] ?? '');
  if (!image) return;
  const imageRequest: RestRequest = image.request;
  sent
    .get(requestKey(imageRequest))
    // A copy of the answer: the app reads the original.
    ?.then((response) => (response.ok ? response.clone().json() : null))
    .then((body: unknown) => {
      const path = imagePathOf(image, body);
      if (!path) return;
      if (image.sizes === undefined) preloadImage(path);
      else
        preloadImage(path, {
          sizes: image.sizes === 'card' ? CARD_PHOTO_SIZES : GALLERY_PHOTO_SIZES,
        });
    })
    .catch(() => undefined);
}

boot();
