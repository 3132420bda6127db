/**
 * `@/utils/when-content-shown` in the server render (vite.ssr.config.ts). Code that a browser
 * loads once the page's largest paint is done (the home page's markdown renderer, the asset's
 * JSON-LD) is what the server's HTML should carry at once: the wait is over before it starts.
 * `isContentShown` stays false: what it guards (an image's address, a map drawn only later) is
 * left out of the HTML as the browser leaves it out of its first render, which hydrates it.
 */
export const contentShownTimeoutMs = 0;

export function whenContentShown(): Promise<void> {
  return Promise.resolve();
}

export function isContentShown(): boolean {
  return false;
}

export function resetContentShownForTests(): void {}

/** A server render is always a first page. */
export function markFirstPageDone(): void {}

export function isLaterPage(): boolean {
  return false;
}
