import { attributes, escapeHtml, jsonForScript } from './html.js';
import type { PublicRead } from './page-reads.js';
import type { RenderedHead } from './server-render.js';
import { site } from './site.js';
import type { SpaTemplate } from './spa-template.js';

/** What the HTML carries for the app (src/boot/early-reads.ts reads it before the entry runs). */
export type PageData = {
  /** The path the function answered for, with no route rule: the app need not ask again. */
  path: string;
  /** Each read with its HTTP status and body, as the REST API answered it. */
  reads: Array<[PublicRead, number, unknown]>;
  /**
   * The app's entry and the modules it preloads, and the page's own scripts, which the boot
   * script starts once the page's largest image is in (a page drawn on the server only).
   */
  app?: { entry: string; preloads: string[]; files: string[] };
};

/** A page as the function answers it. */
export type MadePage = {
  status: number;
  head: RenderedHead;
  /** The page drawn by the server render (what goes in `#root`); null for the plain app. */
  root: string | null;
  reads: PageData['reads'];
  /** The page's style sheets and scripts beyond the app's entry (module-files.json). */
  styleSheets: string[];
  scripts: string[];
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
 * Takes the app's entry and its module preloads out of the head of a page drawn on the server.
 * The page is already there, so on a phone the app's ≈ 140 KB must not share the bandwidth with
 * the page's largest image: the boot script (src/boot/early-reads.ts) starts them once that
 * image has loaded. The plain app keeps them where Vite put them.
 */
function takeAppScripts(html: string): { html: string; entry?: string; preloads: string[] } {
  const entry = ENTRY.exec(html)?.[1];
  if (!entry) return { html, preloads: [] };
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map(([, href = '']) => href);
  return { html: html.replace(ENTRY, '').replace(MODULE_PRELOAD, ''), entry, preloads };
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

/** The head's own tags: canonical, Open Graph, Twitter card, JSON-LD, style sheets. */
function headTags(page: MadePage, origin: string, path: string, hints: string[]): string {
  const { head } = page;
  const tags: string[] = [];
  if (!head.noindex && page.status === 200) {
    const url = `${origin}${head.canonicalPath ?? path}`;
    const title = documentTitle(head.title ?? '');
    const description = metaDescription(head.description ?? site.description);
    const image = head.image ?? `${origin}${site.image}`;
    tags.push(
      `<link${attributes({ rel: 'canonical', href: url })}>`,
      meta('property', 'og:site_name', site.name),
      meta('property', 'og:locale', 'ja_JP'),
      meta('property', 'og:title', title),
      meta('property', 'og:description', description),
      meta('property', 'og:type', head.type ?? 'website'),
      meta('property', 'og:url', url),
      meta('property', 'og:image', image),
      meta('name', 'twitter:card', 'summary_large_image'),
    );
    if (head.jsonLd) {
      tags.push(
        `<script type="application/ld+json" id="page-json-ld">${jsonForScript(head.jsonLd)}</script>`,
      );
    }
  }
  // The page's largest image and the logo, asked for by the server render (React's hints).
  tags.push(...hints);
  for (const href of page.styleSheets)
    tags.push(`<link rel="stylesheet" href="${escapeHtml(href)}">`);
  if (head.themeColor && /^#[0-9a-fA-F]{6}$/.test(head.themeColor)) {
    // The header's brand colours (the CSP allows no inline style): one small sheet per colour,
    // cached for good (its address is its content).
    tags.push(
      `<link rel="stylesheet" href="/_theme/${head.themeColor.slice(1).toLowerCase()}.css">`,
    );
  }
  return tags.join('\n    ');
}

/** React's resource hints at the start of a server render (`<link rel="preload" as="image">`). */
const LEADING_LINKS = /^(?:<link\b[^>]*\/?>)+/;

/**
 * The page's HTML: the app's index.html with the page's head (title, description, robots,
 * canonical, preview tags, JSON-LD, style sheets), the page drawn by the server render in
 * `#root` (which the app hydrates: src/main.tsx) and its reads' answers (`#page-data`). For the
 * plain app (`root` null) the head and the answers only.
 */
export function renderHtml(
  template: SpaTemplate,
  page: MadePage,
  { origin, path }: { origin: string; path: string },
): string {
  const { head } = page;
  const hints = page.root ? (LEADING_LINKS.exec(page.root)?.[0] ?? '') : '';
  const root = page.root?.slice(hints.length) ?? null;
  let html = template.html
    .replace(
      /<title>[^<]*<\/title>/,
      () => `<title>${escapeHtml(documentTitle(head.title ?? ''))}</title>`,
    )
    .replace(/<meta\s+name="description"\s+content="[^"]*"\s*\/?>/, () =>
      meta('name', 'description', metaDescription(head.description ?? site.description)),
    );
  if (head.noindex) {
    html = html.replace(/<meta\s+name="robots"\s+content="[^"]*"\s*\/?>/, () =>
      meta('name', 'robots', 'noindex'),
    );
  }
  const hintTags = hints.match(/<link\b[^>]*>/g) ?? [];
  html = html.replace(/<\/head>/, () => `  ${headTags(page, origin, path, hintTags)}\n  </head>`);
  const reads: PageData['reads'] = page.reads.filter(
    ([, , body]) => JSON.stringify(body).length <= MAX_INLINE_ANSWER,
  );
  if (root === null) {
    const data: PageData = { path, reads };
    const dataScript = `<script id="page-data" type="application/json">${jsonForScript(data)}</script>`;
    return html.replace(/<\/body>/, () => `  ${dataScript}\n  </body>`);
  }
  const taken = takeAppScripts(html);
  html = taken.html;
  const data: PageData = {
    path,
    reads,
    ...(taken.entry
      ? { app: { entry: taken.entry, preloads: taken.preloads, files: page.scripts } }
      : {}),
  };
  const dataScript = `<script id="page-data" type="application/json">${jsonForScript(data)}</script>`;
  // The page reads without JavaScript: the template's 「JavaScript を有効にしてください」 goes.
  html = html.replace(/[ \t]*<noscript>[\s\S]*?<\/noscript>\n?/, '');
  const start = html.indexOf('<div id="root">');
  const end = html.lastIndexOf('</body>');
  return (
    html.slice(0, start) +
    `<div id="root" data-server-rendered>${root}</div>\n    ${dataScript}\n  ` +
    html.slice(end)
  );
}
