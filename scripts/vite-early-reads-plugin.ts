import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { build as esbuild } from 'esbuild';
import type { Plugin } from 'vite';

const src = fileURLToPath(new URL('../src/', import.meta.url));

/** The values the boot script reads (src/boot/boot-env.ts), not the whole VITE_* set. */
const bootEnvKeys =
  /^VITE_(FIREBASE_(PROJECT_ID|STORAGE_BUCKET)|USE_EMULATORS|(FIRESTORE|STORAGE)_EMULATOR_PORT)$/;

/**
 * The boot script (src/boot/early-reads.ts), built on its own as one small classic script: it
 * carries the build's VITE_* values. Emitted as a hashed file (the CSP's script-src 'self' allows
 * no inline script) and named first in index.html, `defer`: it downloads beside the entry and
 * runs before it (deferred classic and module scripts run in document order; `async` let the
 * entry run first now and then, so the app sent the reads itself and the boot script's were
 * wasted): a landing page's reads and its route-rule lookup start then, not after the entry has
 * downloaded and run (the plain app), and a page from the server starts the app once its
 * largest image is in, with the page's own scripts (`#page-data`, scripts/vite-ssr-plugin.ts). `@/config/env` points at
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
    async generateBundle() {
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
