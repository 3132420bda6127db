import type { BuiltPage, PageHead } from './build-page.js';
import { attributes, escapeHtml, jsonForScript } from './html.js';
import { site } from './site.js';
import type { SpaTemplate } from './spa-template.js';

/** What the HTML carries for the app (src/boot/early-reads.ts reads it before the entry runs). */
export type PageData = {
  /** The path the function answered for, with no route rule: the app need not ask again. */
  path: string;
  /** Each read with its HTTP status and body, as the REST API answered it. */
  reads: Array<[BuiltPage['answers'][number]['read'], number, unknown]>;
  /**
   * The app's entry and the modules it preloads, which the boot script starts once the page's
   * largest image is in (a pre-rendered page only; see takeAppScripts).
   */
  app?: { entry: string; preloads: string[] };
};

/**
 * The largest answer the HTML carries (characters of JSON). A brand's asset list is ≈ 2 KB per
 * asset: the 8 of ソラクラ ride along; the 300 of a big brand (660 KB) would hold the page's own
 * HTML back, so the app reads those itself, as it did before.
 */
const MAX_INLINE_ANSWER = 100_000;

const ENTRY = /[ \t]*<script\b(?=[^>]*\btype="module")[^>]*\bsrc="([^"]+)"[^>]*><\/script>\n?/;
const MODULE_PRELOAD = /[ \t]*<link\b(?=[^>]*\brel="modulepreload")[^>]*\bhref="([^"]+)"[^>]*>\n?/g;

/**
 * Takes the app's entry and its module preloads out of the head of a pre-rendered page. The page
 * is already drawn, so on a phone the app's ≈ 140 KB must not share the bandwidth with the
 * page's largest image: the boot script (src/boot/early-reads.ts) starts them once that image
 * has loaded. The plain app (a page the function does not draw) keeps them where Vite put them.
 */
function takeAppScripts(html: string): { html: string; app?: PageData['app'] } {
  const entry = ENTRY.exec(html)?.[1];
  if (!entry) return { html };
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map(([, href = '']) => href);
  return {
    html: html.replace(ENTRY, '').replace(MODULE_PRELOAD, ''),
    app: { entry, preloads },
  };
}

/** `<page title> | <site name>`; the bare site name for a page without a title of its own. */
export function documentTitle(title: string): string {
  const trimmed = title.trim();
  return trimmed === '' ? site.name : `${trimmed} | ${site.name}`;
}

/** What usePageMeta does to a description (src/hooks/use-page-meta.ts). */
export function metaDescription(text: string): string {
  return text.replace(/\s+/g, ' ').trim().slice(0, 120);
}

const meta = (key: 'name' | 'property', name: string, content: string) =>
  `<meta${attributes({ [key]: name, content })}>`;

/** The head's own tags: canonical, Open Graph, Twitter card, JSON-LD, the brand's colours. */
function headTags(head: PageHead, origin: string, themeColor: string | null): string {
  const tags: string[] = [];
  if (head.canonicalPath !== null) {
    const url = `${origin}${head.canonicalPath}`;
    const title = documentTitle(head.title);
    const description = metaDescription(head.description);
    tags.push(
      `<link${attributes({ rel: 'canonical', href: url })}>`,
      meta('property', 'og:site_name', site.name),
      meta('property', 'og:locale', 'ja_JP'),
      meta('property', 'og:title', title),
      meta('property', 'og:description', description),
      meta('property', 'og:type', head.type),
      meta('property', 'og:url', url),
    );
    if (head.image) tags.push(meta('property', 'og:image', head.image));
    tags.push(meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'));
  }
  if (head.jsonLd) {
    tags.push(
      `<script type="application/ld+json" id="page-json-ld">${jsonForScript(head.jsonLd)}</script>`,
    );
  }
  if (themeColor) {
    // The header's brand colours (the CSP allows no inline style): one small sheet per colour,
    // cached for good (its address is its content).
    tags.push(`<link rel="stylesheet" href="/_theme/${themeColor.slice(1)}.css">`);
  }
  return tags.join('\n    ');
}

/**
 * The page's HTML: the app's index.html with the page's head, its pre-rendered top in place of
 * the boot frame (`#prerender`, beside an empty `#root` the app renders into and then removes
 * it: src/app/root-layout.tsx) and its reads' answers (`#page-data`).
 */
export function renderHtml(
  template: SpaTemplate,
  page: BuiltPage,
  { origin, path }: { origin: string; path: string },
): string {
  const { head } = page;
  let html = template.html
    .replace(
      /<title>[^<]*<\/title>/,
      () => `<title>${escapeHtml(documentTitle(head.title))}</title>`,
    )
    .replace(/<meta\s+name="description"\s+content="[^"]*"\s*\/?>/, () =>
      meta('name', 'description', metaDescription(head.description)),
    );
  if (head.noindex) {
    html = html.replace(/<meta\s+name="robots"\s+content="[^"]*"\s*\/?>/, () =>
      meta('name', 'robots', 'noindex'),
    );
  }
  html = html.replace(/<\/head>/, () => `  ${headTags(head, origin, page.themeColor)}\n  </head>`);
  const reads: PageData['reads'] = page.answers.flatMap(({ read, answer }) =>
    JSON.stringify(answer.body).length <= MAX_INLINE_ANSWER
      ? [[read, answer.status, answer.body]]
      : [],
  );
  if (page.top === null) {
    const data: PageData = { path, reads };
    const dataScript = `<script id="page-data" type="application/json">${jsonForScript(data)}</script>`;
    return html.replace(/<\/body>/, () => `  ${dataScript}\n  </body>`);
  }
  const taken = takeAppScripts(html);
  html = taken.html;
  const data: PageData = { path, reads, ...(taken.app ? { app: taken.app } : {}) };
  const dataScript = `<script id="page-data" type="application/json">${jsonForScript(data)}</script>`;
  const start = html.indexOf('<div id="root">');
  const end = html.lastIndexOf('</body>');
  return (
    html.slice(0, start) +
    `<div id="prerender">${page.top}</div>\n    <div id="root"></div>\n    ${dataScript}\n  ` +
    html.slice(end)
  );
}
