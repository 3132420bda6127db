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
};

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
  const data: PageData = {
    path,
    reads: page.answers.map(({ read, answer }) => [read, answer.status, answer.body]),
  };
  const dataScript = `<script id="page-data" type="application/json">${jsonForScript(data)}</script>`;
  if (page.top === null) {
    return html.replace(/<\/body>/, () => `  ${dataScript}\n  </body>`);
  }
  const start = html.indexOf('<div id="root">');
  const end = html.lastIndexOf('</body>');
  return (
    html.slice(0, start) +
    `<div id="prerender">${page.top}</div>\n    <div id="root"></div>\n    ${dataScript}\n  ` +
    html.slice(end)
  );
}
