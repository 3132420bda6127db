import type { Browser } from 'playwright-core';
import { chromium } from 'playwright-core';

/** Debian's Chromium, installed by scripts/ensure-chromium.mjs; Playwright's own download is never used. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * Headless Chromium with a fresh temporary profile (Playwright creates a new user-data dir per
 * launch), quiet on an offline machine: no background networking, updates or sync.
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}
