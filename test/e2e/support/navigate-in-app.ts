import type { Page } from 'playwright-core';

/**
 * Moves the single-page app to `path` without loading a document, as a click on a link would:
 * the history entry is pushed and the router is told through `popstate`. Returns a check that
 * the page was not reloaded meanwhile (a marker set on `window` before is still there).
 */
export async function navigateInApp(page: Page, path: string): Promise<() => Promise<boolean>> {
  await page.evaluate((to) => {
    (window as unknown as Record<string, unknown>)['__e2eSameDocument'] = true;
    // The entry in the shape react-router's browser history keeps ({ usr, key, idx }).
    const previous = window.history.state as { idx?: number } | null;
    const state = { usr: null, key: 'e2e', idx: (previous?.idx ?? 0) + 1 };
    window.history.pushState(state, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state }));
  }, path);
  return () =>
    page.evaluate(
      () => (window as unknown as Record<string, unknown>)['__e2eSameDocument'] === true,
    );
}
