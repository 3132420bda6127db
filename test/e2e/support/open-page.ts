import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';

export interface OpenedPage {
  context: BrowserContext;
  page: Page;
  /** Console errors and CSP reports seen so far. */
  consoleErrors: string[];
}

const RESULTS_DIR = 'test-results';

/**
 * A page in its own browser context (own cookies and storage), closed after the test; on
 * failure a full-page screenshot goes to test-results/<test name>.png. `options` adds to the
 * context's (e.g. `hasTouch` for a phone's taps).
 */
export async function openPage(
  browser: Browser,
  testName: string,
  onClose: (close: (failed: boolean) => Promise<void>) => void,
  options: BrowserContextOptions = {},
): Promise<OpenedPage> {
  const context = await browser.newContext({
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
    viewport: { width: 390, height: 844 },
    ...options,
  });
  // Every wait is for a state (a row, a heading, a URL); 60 s is only the ceiling for one that
  // never comes, far above what a busy 2-core machine needs (docs/testing.md).
  context.setDefaultTimeout(60_000);
  // A run as of another day (TEST_CLOCK, scripts/lib/test-clock.mjs): the page's clock too, from
  // this process's shifted one, moving on from there.
  if (Number(process.env['TEST_CLOCK_OFFSET_MS'] ?? 0) !== 0)
    await context.clock.setSystemTime(Date.now());
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(String(error)));
  // Before the context closes (onTestFailed would run after afterEach had closed it, and the
  // picture of the failure was never written).
  onClose(async (failed) => {
    if (failed) {
      mkdirSync(RESULTS_DIR, { recursive: true });
      const file = join(RESULTS_DIR, `${testName.replace(/[^\w-]+/g, '_')}.png`);
      const taken = await page.screenshot({ path: file, fullPage: true }).then(
        () => true,
        () => false,
      );
      process.stderr.write(
        `${taken ? `screenshot: ${file}` : 'no screenshot'} (${page.url()})\nconsole errors:\n${consoleErrors.join('\n')}\n`,
      );
    }
    await context.close();
  });
  return { context, page, consoleErrors };
}
