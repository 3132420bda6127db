import type { Browser } from 'playwright-core';
import { chromium } from 'playwright-core';

/**
 * Debian's headless shell (package chromium-headless-shell, the same Blink as `chromium` without
 * the desktop browser around it), installed by scripts/ensure-chromium.mjs; Playwright's own
 * download is never used. The e2e files spend most of npm test's CPU in Chromium, and the
 * shell needs less of it than `chromium --headless` (see docs/local-stack.md).
 */
export const CHROMIUM_PATH = '/usr/bin/chromium-headless-shell';

/**
 * Headless Chromium with a fresh temporary profile (Playwright creates a new user-data dir per
 * launch), quiet on an offline machine: no background networking, updates or sync.
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}
