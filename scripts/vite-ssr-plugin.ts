import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import type { Plugin, Rolldown } from 'vite';
import { chunkFiles } from './lib/chunk-files.js';

const root = fileURLToPath(new URL('../', import.meta.url));
const src = `${root}src/`;

/** The modules a public page is drawn with on the server: the layouts and the public screens. */
const isPageModule = (module: string) =>
  /^app\/(layouts\/(top|default)-layout|routes\/(?!admin\/)[\w/-]+)\.tsx$/.test(module) &&
  !module.includes('__tests__');

/**
 * For each public page module (src/app/layouts, src/app/routes), the files the browser loads
 * for it after the entry: its scripts (preloaded once the page's largest image is in) and the
 * style sheets of everything it may draw, lazy parts included. The server render names the
 * modules of the page it drew, and the function links their sheets in the head: the HTML is
 * styled from its first paint, nothing moves when the app's code arrives.
 */
function moduleFiles(bundle: Rolldown.OutputBundle) {
  const { files, styleSheets, modules } = chunkFiles(bundle, src);
  const slash = (file: string) => `/${file}`;
  return Object.fromEntries(
    modules()
      .filter(isPageModule)
      .sort()
      .map((module) => [
        `src/${module}`,
        {
          js: files([module])
            .filter((file) => file.endsWith('.js'))
            .map(slash),
          css: styleSheets([module]).map(slash),
        },
      ]),
  );
}

/**
 * Builds the server render of the public pages (vite.ssr.config.ts) after the app's own build,
 * into `<outDir>-ssr/` beside it (never in the site Hosting serves), with the table of each page
 * module's files (`module-files.json`) read from this build's bundle. The publicPage function
 * loads both (functions/src/public-pages/server-render.ts); `npm run deploy` copies them next to
 * it. Same mode and environment as the app's build, so both address the same Firebase.
 */
export function ssrPlugin(): Plugin {
  let outDir = '';
  let mode = 'production';
  let files: ReturnType<typeof moduleFiles> = {};
  return {
    name: 'rental-space:ssr',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      mode = config.mode;
    },
    generateBundle(_options, bundle) {
      files = moduleFiles(bundle);
    },
    async closeBundle() {
      const ssrDir = `${outDir}-ssr`;
      await build({
        configFile: join(root, 'vite.ssr.config.ts'),
        mode,
        build: { outDir: ssrDir },
      });
      mkdirSync(ssrDir, { recursive: true });
      writeFileSync(join(ssrDir, 'module-files.json'), `${JSON.stringify(files, null, 1)}\n`);
    },
  };
}
