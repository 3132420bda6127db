/**
 * One public page from its address: drawn by the app's own server render (its route table,
 * loaders and screens: src/ssr/render-page.tsx), or, for the pages that are the visitor's own
 * (sign-in, my unit, the forms that follow an application), the plain app marked `noindex`.
 * Canonical addresses first: a brand id or an asset number in another case is moved (301).
 */
import { brandIdPattern } from './brand-id-pattern.js';
import { docRead, publicQueries, queryRead, type PublicRead } from './page-reads.js';
import type { PageRoute } from './page-route.js';
import { publicCollectionPaths as paths } from './public-collection-paths.js';
import type { ReadAnswer } from './public-rest.js';
import type { MadePage } from './render-html.js';
import type { ModuleFiles, ServerRender } from './server-render.js';
import { reservedFirstSegments } from './reserved-first-segments.js';

export type MakeContext = {
  /** The path asked for (percent-encoded, no trailing slash) and its query (`?…` or ''). */
  path: string;
  search: string;
  /** The site's origin (SITE_ORIGIN) and the host name the visitor opened it on. */
  origin: string;
  hostname: string;
  send: (read: PublicRead) => Promise<ReadAnswer>;
  server: () => Promise<{ render: ServerRender; files: ModuleFiles }>;
};

export type Made = MadePage | { status: 301 | 302 | 307 | 308; location: string };

/** Whether a read's answer is a published document (not missing, refused or `published: false`). */
function isPublished({ status, body }: ReadAnswer): boolean {
  if (status !== 200 || body === null || typeof body !== 'object') return false;
  const published = (body as { fields?: Record<string, { booleanValue?: boolean }> }).fields?.[
    'published'
  ];
  return published?.booleanValue !== false;
}

/** The document ids of a `runQuery` answer. */
function idsOf({ status, body }: ReadAnswer): string[] {
  if (status !== 200 || !Array.isArray(body)) return [];
  return (body as Array<{ document?: { name?: string } }>).flatMap(({ document }) =>
    document?.name ? [document.name.slice(document.name.lastIndexOf('/') + 1)] : [],
  );
}

const segmentsOf = (path: string) => path.split('/').slice(1);
const joinPath = (segments: string[]) => `/${segments.join('/')}`;

/**
 * The address of a brand written in capitals (`/SORAKURA/list`): the brand's own, lower-case,
 * when that brand is published; null otherwise.
 */
async function brandInLowerCase(context: MakeContext): Promise<string | null> {
  const segments = segmentsOf(context.path);
  const first = segments[0] ?? '';
  const lower = first.toLowerCase();
  if (lower === first || !brandIdPattern.test(lower) || reservedFirstSegments.has(lower))
    return null;
  const brand = await context.send(docRead(paths.brand(lower)));
  return isPublished(brand) ? joinPath([lower, ...segments.slice(1)]) : null;
}

/**
 * The canonical address of an asset asked for with its number in another case
 * (`/sorakura/sk-107`, `/brand/sorakura/asset/sk-107`): `/sorakura/SK-107`, when the brand has
 * that asset published; null otherwise.
 */
async function assetInItsCase(
  context: MakeContext,
  route: Extract<PageRoute, { kind: 'asset' }>,
): Promise<string | null> {
  const answer = await context.send(queryRead(paths.assets(route.brandId), publicQueries.assets));
  const wanted = route.assetId.toLowerCase();
  const id = idsOf(answer).find((candidate) => candidate.toLowerCase() === wanted);
  if (!id || id === route.assetId) return null;
  return `/${encodeURIComponent(route.brandId)}/${encodeURIComponent(id)}`;
}

/**
 * Sign-in, my unit, the application forms and thanks pages: the visitor's own, not for search,
 * drawn by the app in the browser (who is signed in decides what they show). A 404 when the
 * brand is not published (the app shows its 404 page).
 */
async function appPage(
  context: MakeContext,
  route: Extract<PageRoute, { kind: 'brand-app' }>,
): Promise<MadePage> {
  const read = docRead(paths.brand(route.brandId));
  const answer = await context.send(read);
  const found = isPublished(answer);
  return {
    status: found ? 200 : 404,
    head: {
      origin: context.origin,
      noindex: true,
      ...(found ? {} : { title: 'ページが見つかりません' }),
    },
    root: null,
    reads: [[read, answer.status, answer.body]],
    styleSheets: [],
    scripts: [],
  };
}

/** The page drawn by the app's server render, with its style sheets and scripts. */
async function drawnPage(context: MakeContext): Promise<Made> {
  const { render, files } = await context.server();
  const page = await render.renderPage({
    url: `${context.origin}${context.path}${context.search}`,
    origin: context.origin,
    hostname: context.hostname,
    read: context.send,
  });
  if (page.kind === 'redirect') {
    return { status: page.status === 302 ? 302 : 301, location: page.location };
  }
  const own = page.modules.map((module) => files[module] ?? { js: [], css: [] });
  return {
    status: page.status,
    head: page.head,
    root: page.html,
    reads: page.reads,
    styleSheets: [...new Set(own.flatMap((file) => file.css))],
    scripts: [...new Set(own.flatMap((file) => file.js))],
  };
}

/** Makes the page at `context.path`; throws when it cannot (the caller serves the plain app). */
export async function makePage(route: PageRoute, context: MakeContext): Promise<Made> {
  const moved = await brandInLowerCase(context);
  if (moved) return { status: 301, location: `${moved}${context.search}` };
  if (route.kind === 'brand-app') return appPage(context, route);
  const made = await drawnPage(context);
  if (made.status === 404 && route.kind === 'asset') {
    const canonical = await assetInItsCase(context, route);
    if (canonical) return { status: 301, location: `${canonical}${context.search}` };
  }
  return made;
}
