import type { Browser, BrowserContextOptions } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { stackEnv } from '../../functions/support/stack-env.js';
import { launchChromium } from './launch-chromium.js';
import { openPage, type OpenedPage } from './open-page.js';

export interface BrowserSession {
  /** The Hosting emulator's address, e.g. http://127.0.0.1:5000. */
  readonly base: string;
  /** A page in a fresh context, closed after the current test; `options` add to the context's. */
  open(testName: string, options?: BrowserContextOptions): Promise<OpenedPage>;
}

/**
 * One Chromium per test file against the stack's Hosting emulator: registers the hooks that
 * launch it, close each test's pages after the test, and close the browser after the file.
 */
export function useBrowserSession(): BrowserSession {
  let browser: Browser | undefined;
  let base = '';
  const closers: ((failed: boolean) => Promise<void>)[] = [];

  beforeAll(async () => {
    base = stackEnv().hostingUrl;
    browser = await launchChromium();
  });

  afterEach(async ({ task }) => {
    const failed = task.result?.state === 'fail';
    await Promise.all(closers.splice(0).map((close) => close(failed)));
  });

  afterAll(async () => {
    await browser?.close();
  });

  return {
    get base() {
      return base;
    },
    open(testName, options) {
      if (!browser) throw new Error('Chromium is not running: open pages inside a test.');
      return openPage(browser, testName, (close) => closers.push(close), options);
    },
  };
}
