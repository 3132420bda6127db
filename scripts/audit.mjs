// `npm run audit`: Lighthouse (mobile, simulated throttling; median of --runs runs) and axe-core
// (WCAG 2.2 AA, once) on a few pages of the local site; one line per page on stdout, the whole
// summary in .audit/summary.json. Uses a running `npm start` or starts (and stops) one.
// Flags: --url=<base> --runs=N --pages=/a,/b. See docs/local-stack.md ("Audit").
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { useLocalSite } from './lib/local-site.mjs';
import { CHROMIUM_PATH, OFFLINE_FLAGS } from './lib/offline-chromium.mjs';
import { repoRoot } from './lib/repo-root.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const DEFAULT_PAGES = ['/', '/sorakura', '/sorakura/list', '/sorakura/SK-101'];
const OUT_DIR = join(repoRoot, '.audit');

const log = (message) => process.stderr.write(`▶ ${message}\n`);
const fail = (message, code = 2) => {
  process.stderr.write(`✖ ${message}\n`);
  process.exit(code);
};

function parseArgs(argv) {
  const options = { base: null, runs: 3, pages: DEFAULT_PAGES };
  for (const arg of argv) {
    const [name, value = ''] = arg.split(/=(.*)/s);
    if (name === '--url') {
      if (!/^https?:\/\/[^/]+/.test(value)) fail(`--url needs an http(s) address, got "${value}"`);
      options.base = value.replace(/\/+$/, '');
    } else if (name === '--runs') {
      options.runs = Number(value);
      if (!Number.isInteger(options.runs) || options.runs < 1)
        fail(`--runs needs a whole number ≥ 1, got "${value}"`);
    } else if (name === '--pages') {
      options.pages = value.split(',').filter(Boolean);
      if (options.pages.length === 0 || options.pages.some((page) => !page.startsWith('/')))
        fail(`--pages needs paths starting with "/", comma-separated, got "${value}"`);
    } else {
      fail(`unknown argument "${arg}"; flags: --url=<base> --runs=N --pages=/a,/b`);
    }
  }
  return options;
}

/** The median of numbers (the mean of the middle two for an even count); null for none. */
function median(values) {
  const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The numbers this audit reports from one Lighthouse result (scores 0–100). */
function runNumbers(lhr) {
  const score = (id) => {
    const value = lhr.categories[id]?.score;
    return typeof value === 'number' ? Math.round(value * 100) : null;
  };
  const numeric = (id) => lhr.audits[id]?.numericValue ?? null;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((request) => request.resourceType === 'Script');
  const sum = (key) => scripts.reduce((total, request) => total + (request[key] ?? 0), 0);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbtMs: numeric('total-blocking-time'),
    fcpMs: numeric('first-contentful-paint'),
    speedIndexMs: numeric('speed-index'),
    scriptRequests: scripts.length,
    scriptTransferBytes: sum('transferSize'),
    scriptResourceBytes: sum('resourceSize'),
    /** Where the time goes, for reading a slow run (not aggregated). */
    lcpElement: lcpDetails(lhr).element,
    lcpPhases: lcpDetails(lhr).phases,
    bootup: (lhr.audits['bootup-time']?.details?.items ?? [])
      .slice(0, 5)
      .map((item) => `${item.url} ${Math.round(item.scripting ?? 0)} ms`),
    /** Audits of the four categories that did not pass, for the summary. */
    failedAudits: CATEGORIES.flatMap((category) =>
      (lhr.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0)
        .map((ref) => lhr.audits[ref.id])
        .filter((audit) => audit && audit.score !== null && audit.score < 1)
        .map((audit) => `${category}:${audit.id}`),
    ),
  };
}

/** The LCP element's snippet and its phases (TTFB, load delay, load time, render delay). */
function lcpDetails(lhr) {
  const tables = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const element = tables[0]?.items?.[0]?.node?.snippet ?? null;
  const phases = Object.fromEntries(
    (tables[1]?.items ?? []).map((row) => [row.phase, Math.round(row.timing ?? 0)]),
  );
  return { element, phases };
}

/** One Lighthouse run in a fresh Chromium (fresh profile, so no cache or storage carries over). */
async function lighthouseRun(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: OFFLINE_FLAGS,
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      // The defaults, spelled out: a phone (Moto G Power class screen) on simulated slow 4G.
      formFactor: 'mobile',
      throttlingMethod: 'simulate',
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const missing = CATEGORIES.filter((id) => typeof lhr.categories[id]?.score !== 'number');
    if (missing.length > 0) throw new Error(`no score for ${missing.join(', ')}`);
    return lhr;
  } finally {
    chrome.kill();
  }
}

/** axe-core once, with the e2e test's rules (test/e2e/support/axe.ts), at the e2e viewport. */
async function axeRun(browser, axe, url) {
  const context = await browser.newContext({
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
    viewport: { width: 390, height: 844 },
  });
  try {
    const page = await context.newPage();
    const response = await page.goto(url);
    if (!response || response.status() >= 400)
      throw new Error(`HTTP ${response?.status() ?? 'no response'}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 15_000 });
    const violations = await axe.axeViolations(page);
    return {
      serious: violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').length,
      violations,
    };
  } finally {
    await context.close();
  }
}

const fixed = (value, digits) => (value === null ? '–' : value.toFixed(digits));
const scoreText = (value) => (value === null ? '–' : String(value)).padStart(3);

function pageLine(result) {
  if (result.error) return `${result.path.padEnd(18)} FAILED: ${result.error}`;
  const m = result.median;
  return [
    result.path.padEnd(18),
    `perf ${scoreText(m.performance)}`,
    `a11y ${scoreText(m.accessibility)}`,
    `best-practices ${scoreText(m.bestPractices)}`,
    `seo ${scoreText(m.seo)}`,
    `LCP ${fixed(m.lcpMs === null ? null : m.lcpMs / 1000, 2)} s`,
    `CLS ${fixed(m.cls, 3)}`,
    `TBT ${fixed(m.tbtMs, 0).padStart(4)} ms`,
    `JS ${fixed(m.scriptTransferBytes === null ? null : m.scriptTransferBytes / 1024, 1)} KB`,
    `axe serious/critical ${result.axe.serious}`,
    // The machine's state next to the numbers: simulated throttling scales what it observed.
    `load ${result.loadAverage}`,
    `benchmarkIndex ${result.benchmarkIndex ?? '–'}`,
  ].join('  ');
}

const options = parseArgs(process.argv.slice(2));
let site = { base: options.base, started: false, stop: async () => {} };
let stopping = null;
const stopSite = () => (stopping ??= site.stop());
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    log(`${signal}: stopping`);
    void stopSite().finally(() => process.exit(130));
  });
}

let exitCode = 0;
try {
  if (!options.base) site = await useLocalSite({ log });
  // The axe rules live with the e2e tests; tsx loads the TypeScript (Node 20 cannot strip types).
  const { tsImport } = await import('tsx/esm/api');
  const axe = await tsImport(
    pathToFileURL(join(repoRoot, 'test/e2e/support/axe.ts')).href,
    import.meta.url,
  );
  const results = [];
  for (const path of options.pages) {
    const url = `${site.base}${path}`;
    const result = { path, url, runs: [], median: null, axe: null, error: null };
    results.push(result);
    try {
      for (let run = 1; run <= options.runs; run += 1) {
        log(`${path}: Lighthouse run ${run}/${options.runs}`);
        // A run whose trace came out broken (NO_NAVSTART and the like, on a busy machine) is
        // tried once more rather than failing the page.
        const lhr = await lighthouseRun(url).catch((error) => {
          log(`${path}: run ${run} failed (${error.message}); trying again`);
          return lighthouseRun(url);
        });
        result.lighthouseVersion = lhr.lighthouseVersion;
        result.userAgent = lhr.environment.hostUserAgent;
        result.benchmarkIndex = lhr.environment.benchmarkIndex;
        result.warnings = lhr.runWarnings;
        result.runs.push(runNumbers(lhr));
      }
      const medianOf = (key) => median(result.runs.map((run) => run[key]));
      result.median = Object.fromEntries(
        Object.keys(result.runs[0])
          .filter((key) => key !== 'failedAudits')
          .map((key) => [key, medianOf(key)]),
      );
      log(`${path}: axe-core`);
      const browser = await chromium.launch({
        executablePath: CHROMIUM_PATH,
        headless: true,
        args: OFFLINE_FLAGS.filter((flag) => flag !== '--headless=new'),
      });
      try {
        result.axe = await axeRun(browser, axe, url);
      } finally {
        await browser.close();
      }
    } catch (error) {
      result.error = error instanceof Error ? error.message : String(error);
      exitCode = 1;
    }
    result.loadAverage = loadavg()[0].toFixed(1);
    process.stdout.write(`${pageLine(result)}\n`);
  }
  mkdirSync(OUT_DIR, { recursive: true });
  const summary = {
    generatedAt: new Date().toISOString(),
    base: site.base,
    stackStartedByAudit: site.started,
    runs: options.runs,
    lighthouse: {
      formFactor: 'mobile',
      throttlingMethod: 'simulate',
      categories: CATEGORIES,
      aggregation: 'median of each number over the runs',
    },
    axe: { tags: axe.WCAG_AA_TAGS, viewport: '390x844' },
    pages: results,
  };
  writeFileSync(join(OUT_DIR, 'summary.json'), `${JSON.stringify(summary, null, 2)}\n`);
  log(`summary: ${join(OUT_DIR, 'summary.json')}${exitCode ? ' (some pages failed)' : ''}`);
} catch (error) {
  process.stderr.write(`✖ ${error instanceof Error ? error.message : String(error)}\n`);
  exitCode = 1;
} finally {
  await stopSite();
}
process.exit(exitCode);
