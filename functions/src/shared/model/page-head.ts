/**
 * What a page says about itself in the document's head, as the screens set it (usePageMeta,
 * usePageJsonLd, useNoIndex…). In the browser those hooks write the head in effects; when the
 * publicPage function renders a page on the server (src/ssr/render-page.tsx) there are no
 * effects: the server's own versions of the hooks (src/ssr/server-hooks.ts) write this instead,
 * and the function puts it in the page's head (functions/src/public-pages/render-html.ts).
 */
export type PageHead = {
  /** The site's origin (SITE_ORIGIN) for absolute addresses. */
  readonly origin: string;
  title?: string;
  description?: string;
  type?: 'website' | 'article';
  image?: string;
  /** The canonical path when it is not the page's own (an asset's permalink). */
  canonicalPath?: string;
  jsonLd?: unknown;
  noindex?: boolean;
  /** The brand's colour: the page links its colours' style sheet (the CSP allows no inline style). */
  themeColor?: string;
};
