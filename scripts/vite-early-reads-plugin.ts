import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { build as esbuild } from 'esbuild';
import type { Plugin, Rolldown } from 'vite';
import type { LandingScreen } from '../src/lib/public-reads.js';

const src = fileURLToPath(new URL('../src/', import.meta.url));

/** The modules a landing page renders with: its layout and its screen (src/app). */
const landingModules: Record<LandingScreen, string[]> = {
  home: ['app/layouts/top-layout.tsx', 'app/routes/home.tsx'],
  brand: ['app/layouts/default-layout.tsx', 'app/routes/brand/home.tsx'],
  list: ['app/layouts/default-layout.tsx', 'app/routes/brand/list.tsx'],
  asset: ['app/layouts/default-layout.tsx', 'app/routes/brand/asset.tsx'],
};

/** The values the boot script reads (src/boot/boot-env.ts), not the whole VITE_* set. */
const bootEnvKeys =
  /^VITE_(FIREBASE_(PROJECT_ID|STORAGE_BUCKET)|USE_EMULATORS|(FIRESTORE|STORAGE)_EMULATOR_PORT)$/;

const isStyleSheet = (id: string) => /\.css($|\?)/.test(id);

type ChunkInfo = Rolldown.OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

/**
 * Per landing page, the files its layout and screen load after the entry has run (their chunks,
 * what those import and their CSS), minus what the HTML already names (the entry's closure),
 * all of them in /assets/.
 */
function landingFiles(bundle: Rolldown.OutputBundle): {
  names: string[];
  pages: Record<LandingScreen, number[]>;
} {
  const chunks = Object.values(bundle).filter((o): o is ChunkInfo => o.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (start: ChunkInfo[]): Set<string> => {
    const seen = new Set<string>();
    const visit = (chunk: ChunkInfo | undefined) => {
      if (!chunk || seen.has(chunk.fileName)) return;
      seen.add(chunk.fileName);
      // A chunk of style sheets only is dropped after this hook (vite:css-post): its CSS stays.
      if (chunk.moduleIds.every(isStyleSheet)) seen.delete(chunk.fileName);
      for (const css of chunk.viteMetadata?.importedCss ?? []) seen.add(css);
      for (const file of chunk.imports) visit(byFile.get(file));
    };
    start.forEach(visit);
    return seen;
  };
  const named = closure(chunks.filter((chunk) => chunk.isEntry));
  const chunkOf = (module: string) => {
    const id = `${src}${module}`;
    const chunk = chunks.find((c) => c.moduleIds.includes(id));
    if (!chunk) throw new Error(`early-reads: no chunk holds src/${module}`);
    return chunk;
  };
  // Each name once (the pages share most files), without its folder: the script stays small.
  const names: string[] = [];
  const indexOf = (file: string) => {
    const name = file.replace(/^assets\//, '');
    if (!names.includes(name)) names.push(name);
    return names.indexOf(name);
  };
  const pages = Object.fromEntries(
    Object.entries(landingModules).map(([screen, modules]) => [
      screen,
      [...closure(modules.map(chunkOf))].filter((file) => !named.has(file)).map(indexOf),
    ]),
  ) as Record<LandingScreen, number[]>;
  return { names, pages };
}

/**
 * The boot script (src/boot/early-reads.ts), built on its own as one small classic script once
 * the app's chunks are known: it carries the build's VITE_* values and, per landing page, the
 * files of its layout and screen. Emitted as a hashed file (the CSP's script-src 'self' allows
 * no inline script) and named first in index.html, `defer`: it downloads beside the entry and
 * runs before it (deferred classic and module scripts run in document order; `async` let the
 * entry run first now and then, so the app sent the reads itself and the boot script's were
 * wasted): a landing page's reads, its route-rule lookup and its screen's files start
 * then, not after the entry has downloaded and run. `@/config/env` points at
 * src/boot/boot-env.ts there (no zod). Build only: in `vite dev` the app loads as before.
 * See docs/ARCHITECTURE.md ("The boot script").
 */
export function earlyReadsPlugin(): Plugin {
  let bootEnv: Record<string, unknown> = {};
  let fileName = '';
  return {
    name: 'rental-space:early-reads',
    apply: 'build',
    configResolved(config) {
      bootEnv = Object.fromEntries(
        Object.entries(config.env).filter(([key]) => bootEnvKeys.test(key)),
      );
    },
    async generateBundle(_options, bundle) {
      const result = await esbuild({
        entryPoints: [`${src}boot/early-reads.ts`],
        bundle: true,
        format: 'iife',
        minify: true,
        target: 'es2020',
        write: false,
        legalComments: 'none',
        define: {
          'import.meta.env': JSON.stringify(bootEnv),
          __LANDING_FILES__: JSON.stringify(landingFiles(bundle)),
        },
        plugins: [
          {
            name: 'app-alias',
            setup(build) {
              build.onResolve({ filter: /^@\/config\/env$/ }, () => ({
                path: `${src}boot/boot-env.ts`,
              }));
              build.onResolve({ filter: /^@\// }, async (args) =>
                build.resolve(`./${args.path.slice(2)}`, { kind: args.kind, resolveDir: src }),
              );
            },
          },
        ],
      });
      const source = result.outputFiles[0]?.text ?? '';
      const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
      fileName = `assets/early-reads-${hash}.js`;
      this.emitFile({ type: 'asset', fileName, source });
    },
    transformIndexHtml: {
      order: 'post',
      handler() {
        if (fileName === '') throw new Error('early-reads: the boot script was not built');
        return [
          { tag: 'script', attrs: { src: `/${fileName}`, defer: true }, injectTo: 'head-prepend' },
        ];
      },
    },
  };
}
