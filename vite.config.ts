import { randomBytes } from 'node:crypto';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import type { Plugin } from 'vite';
import { deployEnvProblems } from './src/config/deploy-env-problems.js';
import { earlyReadsPlugin } from './scripts/vite-early-reads-plugin.js';
import { postalDataPlugin } from './scripts/vite-postal-plugin.js';
import { bankDataPlugin } from './scripts/vite-bank-data-plugin.js';
import { hostingFilesPlugin } from './scripts/vite-hosting-files-plugin.js';
import { ssrPlugin } from './scripts/vite-ssr-plugin.js';

/** The mode `npm run deploy` builds with (scripts/deploy.mjs); values from .env.deploy.local. */
const DEPLOY_MODE = 'deploy';

/**
 * Refuses a deploy build whose VITE_* values are the demo ones or point at emulators (the plain
 * `npm run build` is the local stack's build and keeps the demo .env). See docs/deploy.md.
 */
function deployEnvGuardPlugin(): Plugin {
  return {
    name: 'rental-space:deploy-env-guard',
    config(_config, { command, mode }) {
      if (command !== 'build' || mode !== DEPLOY_MODE) return;
      const problems = deployEnvProblems({ ...loadEnv(mode, process.cwd(), 'VITE_') });
      if (problems.length > 0) {
        throw new Error(
          `本番ビルドを中止しました / deploy build refused:\n- ${problems.join('\n- ')}`,
        );
      }
    },
  };
}

/**
 * Gives each production build an id (BUILD_ID from the environment, e.g. a CI run, or a fresh
 * one), bakes it into the bundle as import.meta.env.VITE_BUILD_ID and into index.html as
 * <meta name="build-id">, from where scripts/write-build-id.mjs writes dist/builds/latest.json.
 * The app polls that file and offers a reload when the id there differs from its own.
 */
function buildIdPlugin(): Plugin {
  let buildId = '';
  return {
    name: 'rental-space:build-id',
    config(_config, { command }) {
      if (command !== 'build') return undefined;
      const fromEnv = process.env.BUILD_ID?.trim();
      if (fromEnv && !/^[\w.-]{1,64}$/.test(fromEnv)) {
        throw new Error(`BUILD_ID must be 1-64 characters of A-Z a-z 0-9 _ . - (got "${fromEnv}")`);
      }
      buildId = fromEnv || `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;
      return { define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(buildId) } };
    },
    transformIndexHtml() {
      if (buildId === '') return undefined;
      return [{ tag: 'meta', attrs: { name: 'build-id', content: buildId }, injectTo: 'head' }];
    },
  };
}

/**
 * The Firebase SDK (app, Firestore lite) and our glue around it: writes and signed-in reads
 * only, so never on a public page's first load (visitors read through src/lib/firestore-rest.ts).
 * Not the converters in src/lib/converters: they import the model of their collection, which
 * lives with the screens that use it, and those import this chunk (a circle of chunks runs one
 * before the other has its exports; scripts/check-first-load-budget.mjs refuses such a build).
 */
const firebaseSdk =
  /node_modules[\\/](@firebase[\\/](app|component|util|logger|firestore)|firebase[\\/](app|firestore)|idb)[\\/]|src[\\/]lib[\\/](firebase\.ts|firebase-firestore|firebase-converters|firebase-read-visible-doc)/;

/**
 * What every public page reads with: zod/mini, the checked env and the REST reader, plus the
 * few-hundred-byte modules the entry's loaders share with lazy chunks (the query-key registries
 * of what visitors read: assets, spaces, brands, content; site config), which would otherwise
 * each be a chunk of their own, and the route-rule grammar the SPA takes from functions/src. The
 * customer and staff registries stay with their screens.
 */
const dataLayer =
  /node_modules[\\/]zod[\\/]|src[\\/]lib[\\/](firestore-rest|early-reads|public-reads|invalid-document-error|firebase-emulator-host|storage-url)|src[\\/]config[\\/](env|site|emulator-ports)\.ts$|src[\\/]features[\\/](assets|spaces|brands|content)[\\/]api[\\/]keys\.ts$|src[\\/]features[\\/]brands[\\/]api[\\/]get-published-brand\.ts$|src[\\/]utils[\\/]thumbnail-path-of\.ts$|functions[\\/]src[\\/]route-rules[\\/]route-rule-patterns\.ts$|functions[\\/]src[\\/]public-pages[\\/](page-reads|public-collection-paths|rest-value|photo-sources|thumbnail-path-of|site)\.ts$/;

/**
 * The form kit's core (form frame, text and select fields, submit button, useZodForm, the press
 * hold that keeps a field's error from moving the form under a tap): one chunk
 * whatever subset a screen uses, so adding a form screen never splits it into pieces that the
 * public form pages then fetch one by one. Only these modules (not their dependencies).
 */
const formKit =
  /src[\\/](components[\\/]form[\\/](form-context|form-checks|field|select-field|text-field|error-summary|form-alert|server-error|form|submit-button|use-zod-form|press-hold-context|use-press-hold|use-held-while-pressed)|utils[\\/](normalize-digits|normalize-input))\.tsx?$/;

/**
 * What the public pages visitors land on from search and ads share, in one chunk instead of
 * twenty files of a few hundred bytes (each a request, and a module wrapper in bytes): what every
 * public page shows (page frame, skeleton, image, dates), and what every brand page shows (its
 * layout, the yen, size and floor formatters). The site's own pages (`/`, news, FAQ) carry the
 * brand part unused (2.2 KB gzip) so that a brand page, the usual landing page, makes one request
 * fewer and is 0.6 KB smaller. Each screen keeps
 * its own chunk with what only it uses, so a page never carries another page's screen. Only
 * these modules, not their dependencies (React, the router and the data layer stay where they
 * are); nothing here is staff code, and the staff screens that reuse a piece just import it.
 */
const publicShared =
  /src\/(components\/(page\/page|ui\/(skeleton|storage-image|section-boundary)|layouts\/(skip-link|layout-frame|nav-list))|hooks\/use-page-meta|utils\/(format-date|format-iso-date))\.tsx?$|node_modules\/@tanstack\/react-query\/build\/modern\/useQuery\.js$/;
const brandShared =
  /src\/(app\/layouts\/default-layout|features\/auth\/(sign-out|use-auth-state)|utils\/(format-yen|format-yen-tax-included|format-jo|brand-palette|m2-to-jo|contrast-ratio|format-area-m2|format-dimensions|format-floor|group-digits)|components\/floor-plan\/space-status-marks)\.tsx?$|functions\/src\/public-pages\/(brand-palette|contrast-ratio)\.ts$/;
/** The news lists of `/` and a brand's home (and the news pages): one chunk, not two. */
const noticeLists = /src\/features\/content\/components\/(latest-notices|notice-list)\.tsx$/;
/**
 * The small pieces the customer's and the staff's models share (a uid, a history map): one
 * chunk, not one each (a chunk of its own is one more file name in the entry on every page).
 */
const sharedModel = /(src\/lib\/model|functions\/src\/shared\/model)\/(uid|history-map)\.ts$/;
/**
 * An asset's card with the figures it shows (vacancies, the from-price), which the search's
 * results show too: one chunk, or those small modules became a file of their own on the brand's
 * pages (shared with the lazy results).
 */
const assetCard =
  /src\/features\/assets\/(components\/asset-card|vacancy-count|from-price|matching-plans|plan-matches-filters)\.tsx?$/;
/** What the お問い合わせ and 内見予約 pages share (the phone line, the thanks page's links). */
const requestPages =
  /src\/features\/requests\/components\/(phone-inquiry|request-thanks-links)\.tsx$/;
const slashes = (id: string) => id.replace(/\\/g, '/');

/** React itself and react-router's shared core (not react-dom, which stays in the entry). */
const reactCore =
  /node_modules[\\/](react[\\/]|react-router[\\/]dist[\\/][^\\/]+[\\/]chunk-)|src[\\/]app[\\/]loaders[\\/]require-found\.ts$/;

/** The model of what visitors read (brands, pages, FAQ, news, assets, spaces, route rules). */
const publicModel =
  /src[\\/]lib[\\/]model[\\/](brand|brand-page|site-page|faq|notice|asset|space|plan|plans|route-rule-patterns|limits|timestamps|yen|asset-number|lat-lng|postal-code|postal-address|prefecture|storage-path|email|phone|calendar-date|public-collection-paths)\.ts$|functions[\\/]src[\\/]shared[\\/]model[\\/](limits|timestamps|yen|calendar-date)\.ts$/;

export default defineConfig({
  plugins: [
    deployEnvGuardPlugin(),
    react(),
    buildIdPlugin(),
    earlyReadsPlugin(),
    postalDataPlugin(),
    bankDataPlugin(),
    hostingFilesPlugin(),
    ssrPlugin(),
  ],
  resolve: {
    // `#shared/…` is also a subpath import in package.json (TypeScript, Node); here it must point
    // at the sources: functions/package.json maps it to functions/lib, which a clean clone's
    // build (run beside the functions build) does not have yet.
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '#shared': fileURLToPath(new URL('./functions/src/shared', import.meta.url)),
    },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // dist/.vite/manifest.json: what scripts/check-first-load-budget.mjs reads after the build
    // (not deployed: firebase.json ignores dot folders).
    manifest: true,
    // The data layer every public page needs on its first load (firebase/app, Firestore lite,
    // zod/mini and the public collections' model with its converters) as one chunk rather than a
    // dozen small ones: fewer requests before the first paint and ~2 KB less after compression.
    // Only the collections visitors read are listed (publicModel): the customer and staff models
    // (applications, members, bills, enquiries, devices…) stay in the chunks of the screens that
    // use them, so they never add to a public page. firebase/auth, storage and functions stay in
    // chunks of their own (not matched here).
    // A dynamic import preloads the static closure of what it loads. The search results (loaded
    // when someone types in the box on `/` and the lists) reach a module of the entry chunk, and
    // rolldown lists that closure with every lazy screen: 88 files, staff screens included, and
    // 2.4 KB gzip of file names in the box's first-load chunk. The results need only their own
    // chunk, the search document and folding code and the Firebase SDK (the rest is loaded).
    modulePreload: {
      resolveDependencies: (filename, deps, { hostType }) => {
        // index.html's own <link rel="modulepreload"> tags: all of them (the first load).
        if (hostType === 'html') return deps;
        if (/asset-search-results/.test(filename))
          return deps.filter((dep) =>
            /assets\/(asset-search-(results|document)|fold-search-text|firebase)-/.test(dep),
          );
        // A lazy import: the entry's own static imports are always loaded before it runs.
        return deps.filter(
          (dep) => !/^assets\/(rolldown-runtime|data|react)-[\w-]+\.js$/.test(dep),
        );
      },
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'data',
              test: (id: string) => dataLayer.test(id) || publicModel.test(id),
            },
            { name: 'firebase', test: firebaseSdk, includeDependenciesRecursively: false },
            ...(
              [
                ['public-shared', new RegExp(`${publicShared.source}|${brandShared.source}`)],
                ['notice-lists', noticeLists],
                ['model', sharedModel],
                ['request-pages', requestPages],
                ['asset-card', assetCard],
              ] as const
            ).map(([name, pattern]) => ({
              name,
              test: (id: string) => pattern.test(slashes(id)),
              includeDependenciesRecursively: false,
            })),
            { name: 'use-zod-form', test: formKit, includeDependenciesRecursively: false },
            // React and the router's core, which every screen imports: one chunk beside the
            // entry, whatever mix of lazy modules (screens, loaders without JSX) reaches them.
            // Left to the bundler, a lazy loader that imports the router but no JSX split the
            // router into a chunk of its own (one more request on every first load).
            { name: 'react', test: reactCore },
          ],
        },
      },
    },
  },
});
