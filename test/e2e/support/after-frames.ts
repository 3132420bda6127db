import type { Page } from 'playwright-core';

/**
 * Resolves once the page has drawn two frames from now: what a resize or a scroll set off
 * (media-query listeners, React's re-render, the layout) has reached the screen. Use it after
 * `setViewportSize` before measuring or looking, instead of a fixed wait (docs/testing.md).
 */
export async function afterTwoFrames(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
      }),
  );
}
