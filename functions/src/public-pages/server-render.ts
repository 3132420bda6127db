import { cp, readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageHead } from '#shared/model/page-head.js';
import type { PublicRead } from './page-reads.js';
import type { ReadAnswer } from './public-rest.js';
import { templatePath } from './spa-template.js';

/** What a page says about itself for the head (the screens' own words: src/hooks/page-head.ts). */
export type RenderedHead = PageHead;

export type RenderInput = {
  url: string;
  origin: string;
  hostname: string;
  read: (read: PublicRead) => Promise<ReadAnswer>;
  timeoutMs?: number;
};

export type RenderedPage =
  | {
      kind: 'page';
      status: number;
      html: string;
      head: RenderedHead;
      reads: Array<[PublicRead, number, unknown]>;
      modules: string[];
    }
  | { kind: 'redirect'; status: number; location: string };

/** The app's server render (src/ssr/render-page.tsx, built by vite.ssr.config.ts). */
export type ServerRender = { renderPage: (input: RenderInput) => Promise<RenderedPage> };

/** For each module of the app's pages, the files it loads: scripts and style sheets. */
export type ModuleFiles = Record<string, { js: string[]; css: string[] }>;

/**
 * Where the build's server render is: beside the app's HTML it belongs to, in `<outDir>-ssr/`
 * (`npm start`, the stack tests: `SPA_INDEX_HTML`), or deployed in `lib/site/ssr/`
 * (scripts/deploy.mjs copies both).
 */
export function serverRenderDir(): string {
  const html = process.env.SPA_INDEX_HTML;
  return html ? `${dirname(html)}-ssr` : join(dirname(templatePath()), 'ssr');
}

let loaded: { key: string; render: Promise<ServerRender>; files: Promise<ModuleFiles> } | null =
  null;
/** The builds this process has imported a server render of. */
const builds = new Set<string>();

/**
 * The folder to import a build's server render from: where it is (one build per instance). In
 * the emulator a rebuild under a running `npm start` gives a new build, which is imported from a
 * copy of its own: React's server renderer keeps the current context on React's
 * objects, so two renderers must not share the chunks they live in.
 */
async function importDir(dir: string, key: string): Promise<string> {
  // The first build this process loads is imported where it is.
  const first = builds.size === 0;
  builds.add(key);
  if (process.env.FUNCTIONS_EMULATOR !== 'true' || first) return dir;
  const copy = join(
    tmpdir(),
    `public-page-ssr-${Buffer.from(key).toString('base64url').slice(-40)}`,
  );
  await cp(dir, copy, { recursive: true, force: true });
  return copy;
}

/**
 * The server render and its file table, loaded once per build: in the emulator a rebuild under
 * a running `npm start` is loaded anew.
 */
export async function loadServerRender(): Promise<{ render: ServerRender; files: ModuleFiles }> {
  const dir = serverRenderDir();
  const entry = join(dir, 'render-page.mjs');
  const key = `${entry}@${(await stat(entry)).mtimeMs}`;
  if (loaded?.key !== key) {
    const from = importDir(dir, key);
    loaded = {
      key,
      render: from.then(
        (copy) =>
          import(pathToFileURL(join(copy, 'render-page.mjs')).href) as Promise<ServerRender>,
      ),
      files: readFile(join(dir, 'module-files.json'), 'utf8').then(
        (text) => JSON.parse(text) as ModuleFiles,
      ),
    };
    const current = loaded;
    // A failed load is tried again by the next request.
    Promise.all([current.render, current.files]).catch(() => {
      if (loaded === current) loaded = null;
    });
  }
  return { render: await loaded.render, files: await loaded.files };
}
