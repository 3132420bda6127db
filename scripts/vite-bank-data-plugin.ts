import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Logger, Plugin } from 'vite';
import { bankFileSet, readZenginData } from './build-bank-data.mjs';
import type { BankFileSet } from './build-bank-data.mjs';

/**
 * Serves the bank and branch files (scripts/build-bank-data.mjs) at /banks/{version}/: emitted
 * next to the build output by `vite build`, served from memory by `vite dev`. The version (a
 * hash of the files) is baked into the bundle as import.meta.env.VITE_BANK_DATA_VERSION for
 * src/lib/banks/load-banks.ts, so a data update always has new URLs and Hosting may cache them
 * for a year — as the postal data does (scripts/vite-postal-plugin.ts).
 */
export function bankDataPlugin(): Plugin {
  let fileSet: BankFileSet | undefined;
  let logger: Logger | undefined;
  const load = (): BankFileSet => (fileSet ??= bankFileSet(readZenginData().banks));
  const folder = () => `banks/${load().version}/`;
  return {
    name: 'rental-space:bank-data',
    config() {
      return {
        define: { 'import.meta.env.VITE_BANK_DATA_VERSION': JSON.stringify(load().version) },
      };
    },
    configureServer(server) {
      const base = server.config.base.endsWith('/') ? server.config.base : `${server.config.base}/`;
      const byPath = new Map(
        load().files.map(({ path, text }) => [`${base}${folder()}${path}`, text]),
      );
      server.middlewares.use((request, response, next) => {
        const path = request.url?.split('?')[0] ?? '';
        if (!path.startsWith(`${base}banks/`)) {
          next();
          return;
        }
        const text = byPath.get(path);
        response.statusCode = text === undefined ? 404 : 200;
        response.setHeader('Content-Type', 'application/json; charset=utf-8');
        response.setHeader('Cache-Control', 'no-cache');
        response.end(text ?? '[]');
      });
    },
    configResolved(config) {
      logger = config.logger;
    },
    writeBundle(options) {
      const dir = join(options.dir ?? 'dist', folder());
      mkdirSync(dir, { recursive: true });
      for (const { path, text } of load().files) writeFileSync(join(dir, path), text);
      const bytes = load().files.reduce((total, { text }) => total + Buffer.byteLength(text), 0);
      logger?.info(
        `banks: ${load().files.length} files, ${(bytes / 1024 / 1024).toFixed(1)} MB → ${dir}`,
      );
    },
  };
}
