/** Debian's Chromium, installed by scripts/ensure-chromium.mjs (Playwright's download is never used). */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Quiet on an offline machine (as test/e2e/support/launch-chromium.ts): no background networking, updates or sync. */
export const OFFLINE_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
