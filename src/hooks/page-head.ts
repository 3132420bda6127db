import { useSyncExternalStore } from 'react';

/** What a page says about itself in the document's head (one type for the app and the function). */
export type { PageHead } from '#shared/model/page-head.js';

/** The site's origin for absolute addresses: the page's own (on the server: SITE_ORIGIN). */
export function useSiteOrigin(): string {
  return window.location.origin;
}

/** The brand colour of the page's header, for its HTML (the server render's; nothing here). */
export function useThemeColor(_color: string | undefined): void {}

const noSubscription = () => () => {};

/**
 * False while the server renders and while the browser hydrates that HTML, true afterwards and
 * in every render that is not a hydration. What differs between the server's HTML and the
 * browser (an inline style the CSP keeps out of HTML, an image whose `src` waits for the
 * page's largest paint, code that only runs in the browser) is switched on by it, after
 * hydration: React does not patch attributes that differ while hydrating.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
