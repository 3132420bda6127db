import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Screenshots for people to look at (the 390 and 1280 px pictures of each screen the e2e files
 * visit): taken when `E2E_SCREENSHOTS=1` is set (`E2E_SCREENSHOTS=1 npm test`, or one file:
 * `E2E_SCREENSHOTS=1 STACK_TEST_FILTER=test/e2e/<file>.test.ts node scripts/test.mjs
 * --only=stack`), skipped otherwise: some 270 full-page PNGs cost the suite about a minute and
 * assert nothing. The checks beside them (nothing wider than the screen, axe) run either way,
 * and a failing test's screenshot (open-page.ts) is always taken.
 */
export const screenshotsWanted = process.env['E2E_SCREENSHOTS'] === '1';

/** `page.screenshot` / `locator.screenshot`, when screenshots are wanted. */
export async function screenshot(
  target: Page | Locator,
  options: { path: string; fullPage?: boolean },
): Promise<void> {
  if (!screenshotsWanted) return;
  if ('goto' in target) await target.screenshot(options);
  else await target.screenshot({ path: options.path });
}

/**
 * The screen at 390 and 1280 px: `{dir}/{name}-{width}.png` (when screenshots are wanted), and
 * at each width nothing wider than the screen (always).
 */
export async function screenshotsAtWidths(page: Page, dir: string, name: string): Promise<void> {
  if (screenshotsWanted) mkdirSync(dir, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await screenshot(page, { path: `${dir}/${name}-${width}.png`, fullPage: true });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${name} at ${width}px scrolls sideways`).toBe(0);
  }
}
