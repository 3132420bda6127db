#!/usr/bin/env node
// Runs after `vite build` (package.json "build"): fails the build when a public page's first-load
// JavaScript passes the budget (DESIGN.md: 150 KB gzip). A page's first load is what its HTML and
// route need before any interaction: the boot script, the entry with its static imports, and the
// page's layout and screen modules with theirs (read from dist/.vite/manifest.json, sizes at
// gzip -9). Code a page
// imports later on purpose (firebase/auth and the markdown renderer after idle) is not counted;
// `npm run first-load` measures the same pages in Chromium, including such late requests.
// It also fails when chunks import each other in a circle (chunkCycles).
//   node scripts/check-first-load-budget.mjs [distDir] [--verbose]
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 150;
/** The pages the budget is measured on, with the modules their route loads first. */
export const publicPages = {
  '/': ['src/app/layouts/top-layout.tsx', 'src/app/routes/home.tsx'],
  '/sorakura': ['src/app/layouts/default-layout.tsx', 'src/app/routes/brand/home.tsx'],
  '/sorakura/list': ['src/app/layouts/default-layout.tsx', 'src/app/routes/brand/list.tsx'],
  '/sorakura/SK-101': ['src/app/layouts/default-layout.tsx', 'src/app/routes/brand/asset.tsx'],
  '/news': ['src/app/layouts/top-layout.tsx', 'src/app/routes/notices.tsx'],
  '/faq': ['src/app/layouts/top-layout.tsx', 'src/app/routes/faq.tsx'],
};

/**
 * The manifest key of the chunk holding a source module: its own key, or (for a module that a
 * chunk group of vite.config.ts merged into a shared chunk) the chunk whose source map lists it.
 */
function chunkKeyOf(manifest, module, distDir) {
  if (manifest[module]) return module;
  for (const [key, chunk] of Object.entries(manifest)) {
    const mapFile = path.join(distDir, `${chunk.file}.map`);
    if (!chunk.file.endsWith('.js') || !existsSync(mapFile)) continue;
    const map = JSON.parse(readFileSync(mapFile, 'utf8'));
    if (map.sources.some((source) => source.endsWith(`/${module}`))) return key;
  }
  throw new Error(`ビルドにありません / not in the build: ${module}`);
}

/** The chunk files a page loads first: each module's chunk and, recursively, its static imports. */
export function firstLoadFiles(manifest, modules, distDir) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest にありません: ${key}`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of ['index.html', ...modules]) visit(chunkKeyOf(manifest, module, distDir));
  return [...bootScripts(distDir), ...files];
}

/**
 * The classic scripts index.html names outside the manifest: the boot script every page runs
 * first (scripts/vite-early-reads-plugin.ts). It is part of every first load.
 */
export function bootScripts(distDir) {
  // The built index.html, under the name Hosting serves it by (scripts/vite-hosting-files-plugin.ts).
  return bootScriptsOf(readFileSync(path.join(distDir, '_app.html'), 'utf8'));
}

/** The same, from index.html's text: every script but the module entry (the boot script). */
export function bootScriptsOf(html) {
  return [...html.matchAll(/<script\b([^>]*)>/g)]
    .filter(([, attrs]) => !/\btype="module"/.test(attrs))
    .flatMap(([, attrs]) => /\bsrc="\/(assets\/[^"]+\.js)"/.exec(attrs)?.[1] ?? []);
}

const args = process.argv.slice(2);
const distDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  args.find((arg) => !arg.startsWith('--')) ?? 'dist',
);
const verbose = args.includes('--verbose');

/**
 * Chunks that import each other in a circle: one of them runs before the other has defined its
 * exports, and the page fails with "undefined" (seen when model code and the Firebase chunk
 * imported each other). Returns each circle as its file names.
 */
export function chunkCycles(manifest) {
  const cycles = [];
  const state = new Map();
  const trail = [];
  const visit = (key) => {
    state.set(key, 'open');
    trail.push(key);
    for (const next of manifest[key]?.imports ?? []) {
      if (state.get(next) === 'open')
        cycles.push(trail.slice(trail.indexOf(next)).map((k) => manifest[k].file));
      else if (!state.has(next)) visit(next);
    }
    trail.pop();
    state.set(key, 'done');
  };
  for (const key of Object.keys(manifest)) if (!state.has(key)) visit(key);
  return cycles;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'));
  const cycles = chunkCycles(manifest);
  if (cycles.length > 0) {
    console.error(
      `チャンクが循環して読み込み合っています / chunks import each other in a circle:\n- ${cycles
        .map((cycle) => cycle.join(' → '))
        .join('\n- ')}\nvite.config.ts のチャンク分けを見直してください。`,
    );
    process.exit(1);
  }
  // vite.config.ts leaves these chunks out of every lazy import's preload list because the
  // entry imports them statically (always loaded first): that must stay true.
  const entryFiles = (manifest['index.html'].imports ?? []).map((key) => manifest[key].file);
  const missing = ['rolldown-runtime', 'data', 'react'].filter(
    (name) => !entryFiles.some((file) => file.startsWith(`assets/${name}-`)),
  );
  // ...and index.html preloads them (else the browser finds them only after the entry parses).
  const html = readFileSync(path.join(distDir, '_app.html'), 'utf8');
  for (const file of entryFiles)
    if (!html.includes(`rel="modulepreload" crossorigin href="/${file}"`))
      missing.push(`${file} (modulepreload)`);
  if (missing.length > 0) {
    console.error(
      `エントリーの静的な読み込みか index.html の modulepreload がありません / the entry does not import or index.html does not preload: ${missing.join(', ')}\n` +
        'vite.config.ts の modulePreload.resolveDependencies を見直してください。',
    );
    process.exit(1);
  }
  const gzipKb = (file) =>
    gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length / 1024;
  const over = [];
  for (const [page, modules] of Object.entries(publicPages)) {
    const files = firstLoadFiles(manifest, modules, distDir);
    const total = files.reduce((sum, file) => sum + gzipKb(file), 0);
    console.log(
      `first load ${page.padEnd(18)} ${total.toFixed(1)} KB gzip (${files.length} files, budget ${BUDGET_KB} KB)`,
    );
    if (verbose) for (const file of files) console.log(`    ${file} ${gzipKb(file).toFixed(1)}`);
    if (total > BUDGET_KB) over.push(`${page}: ${total.toFixed(1)} KB`);
  }
  if (over.length > 0) {
    console.error(
      `初回読み込みの予算（${BUDGET_KB} KB gzip）を超えました / first-load budget exceeded:\n- ${over.join('\n- ')}\n` +
        'docs/ARCHITECTURE.md（予算）を参照し、公開ページのチャンクを小さくしてください。',
    );
    process.exit(1);
  }
}
