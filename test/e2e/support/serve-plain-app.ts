import type { Page } from 'playwright-core';

/**
 * Makes the page's next document loads the plain app, as the publicPage function serves it when
 * it cannot make a page (a failed read: the built `_app.html` as it is, no head, data or drawn
 * top of its own). Hosting serves the same file for the admin area, so each document request is
 * sent there instead (the address in the browser stays the page's; a response made up by the
 * test would come from no address, and Chromium would then refuse the page's requests to the
 * local emulators as a public page's). For the app's own first-load behaviour (the boot
 * script's early reads, the route-rule step), which a page the function made no longer needs.
 */
export async function servePlainApp(page: Page, base: string): Promise<void> {
  await page.route(
    (url) => url.origin === base && !url.pathname.startsWith('/admin'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      return route.continue({ url: `${base}/admin` });
    },
  );
}
