/**
 * The head's hooks in the server render (vite.ssr.config.ts puts these in place of
 * src/hooks/page-head.ts, use-page-meta.ts, use-page-json-ld.ts, use-no-index.ts and
 * use-document-title.ts): no effects run on the server, so what a screen says about itself is
 * written into the page's head as it renders (serverContext), with the same arguments.
 */
import type { PageMeta } from '@/hooks/use-page-meta';
import { serverContext } from './server-context';

export type { PageHead } from '@/hooks/page-head';
export type { PageMeta } from '@/hooks/use-page-meta';

function head() {
  const context = serverContext.getStore();
  if (!context) throw new Error('a page is rendered outside renderPage');
  return context.head;
}

export function usePageMeta({ title, description, type, image, canonicalPath }: PageMeta): void {
  Object.assign(head(), { title, description, type, image, canonicalPath });
}

export function usePageJsonLd(data: unknown): void {
  head().jsonLd = data;
}

export function useNoIndex(): void {
  head().noindex = true;
}

export function useDocumentTitle(title: string): void {
  head().title = title;
}

export function useSiteOrigin(): string {
  return head().origin;
}

export function useThemeColor(color: string | undefined): void {
  if (color) head().themeColor = color;
}

/** The server's HTML is what the browser hydrates: everything after hydration is left out. */
export function useHydrated(): boolean {
  return false;
}
