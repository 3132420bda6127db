// `npm run first-load`: the JavaScript each public page fetches before the browser is idle
// (the budget's measure: ≤ 150 KB gzip), with gzip and brotli sizes of the built files, and
// what it fetches after idle (firebase/auth for visitors who never signed in, the home page's
// markdown renderer). Uses the running `npm start` (or starts it) and reads sizes from dist/.
//   node scripts/first-load-js.mjs [--pages=/a,/b] [--verbose]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { useLocalSite } from './lib/local-site.mjs';
import { CHROMIUM_PATH, OFFLINE_FLAGS } from './lib/offline-chromium.mjs';
import { repoRoot } from './lib/repo-root.mjs';

const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, value = 'true'] = arg.replace(/^--/, '').split('=');
    return [key, value];
  }),
);
const pages = (args.pages ?? '/,/sorakura,/sorakura/list,/sorakura/SK-101').split(',');
const log = (message) => process.stderr.write(`${message}\n`);
const kb = (bytes) => (bytes / 1024).toFixed(1);

function sizes(file) {
  const buffer = readFileSync(join(repoRoot, 'dist', file));
  return {
    gzip: gzipSync(buffer, { level: 9 }).length,
    brotli: brotliCompressSync(buffer, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
    }).length,
  };
}

const site = await useLocalSite({ log });
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: OFFLINE_FLAGS.filter((flag) => flag !== '--headless=new'),
});
let failed = false;
try {
  for (const path of pages) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const before = [];
    const after = [];
    let idle = false;
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === site.base && url.pathname.endsWith('.js')) {
        (idle ? after : before).push(url.pathname);
      }
    });
    await page.exposeFunction('__firstLoadIdle', () => {
      idle = true;
    });
    // The same signal the app waits for: load, then an idle callback.
    await page.addInitScript(
      "addEventListener('load', () => requestIdleCallback(() => window.__firstLoadIdle(), { timeout: 4000 }));",
    );
    try {
      await page.goto(site.base + path, { waitUntil: 'networkidle' });
      await page.waitForTimeout(1000);
    } catch (error) {
      failed = true;
      log(`${path}: ${error instanceof Error ? error.message : String(error)}`);
      await context.close();
      continue;
    }
    const total = (files) =>
      files.map(sizes).reduce((a, b) => ({ gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli }), {
        gzip: 0,
        brotli: 0,
      });
    const first = total(before);
    const later = total(after);
    process.stdout.write(
      `${path.padEnd(18)} before idle ${kb(first.gzip)} KB gzip / ${kb(first.brotli)} KB brotli (${before.length} files)` +
        `   after idle +${kb(later.gzip)} KB gzip (${after.length} files)\n`,
    );
    if (args.verbose) {
      for (const file of before) process.stdout.write(`    ${file} ${kb(sizes(file).gzip)}\n`);
      for (const file of after) process.stdout.write(`  + ${file} ${kb(sizes(file).gzip)}\n`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await site.stop();
}
process.exit(failed ? 1 : 0);
