import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Logger, Plugin } from 'vite';
import { prefectures } from '../src/lib/model/prefecture.js';
import { buildPostalFiles, postalFileSet, readPackageData } from './build-postal-data.mjs';
import type { PostalFileSet } from './build-postal-data.mjs';

/**
 * Serves the postal-code files (scripts/build-postal-data.mjs) at
 * /postal/{version}/{NNN}.json: emitted into the build output by `vite build`, served from
 * memory by `vite dev`. The version (a hash of the files) is baked into the bundle as
 * import.meta.env.VITE_POSTAL_DATA_VERSION for src/lib/postal/lookup-postal-code.ts, so a data
 * update always has new URLs and Hosting may cache them for a year. See docs/postal-codes.md.
 */
export function postalDataPlugin(): Plugin {
  let fileSet: PostalFileSet | undefined;
  let logger: Logger | undefined;
  const load = (): PostalFileSet =>
    (fileSet ??= postalFileSet(buildPostalFiles(readPackageData(), { prefectures })));
  const folder = () => `postal/${load().version}/`;
  return {
    name: 'rental-space:postal-data',
    config() {
      return {
        define: { 'import.meta.env.VITE_POSTAL_DATA_VERSION': JSON.stringify(load().version) },
      };
    },
    configureServer(server) {
      const base = server.config.base.endsWith('/') ? server.config.base : `${server.config.base}/`;
      const byPath = new Map(
        load().files.map(({ path, text }) => [`${base}${folder()}${path}`, text]),
      );
      server.middlewares.use((request, response, next) => {
        const path = request.url?.split('?')[0] ?? '';
        if (!path.startsWith(`${base}postal/`)) {
          next();
          return;
        }
        const text = byPath.get(path);
        response.statusCode = text === undefined ? 404 : 200;
        response.setHeader('Content-Type', 'application/json; charset=utf-8');
        response.setHeader('Cache-Control', 'no-cache');
        response.end(text ?? '{}');
      });
    },
    configResolved(config) {
      logger = config.logger;
    },
    // Written next to the bundle rather than emitted into it, so the build report does not list
    // ~950 data files; one line says where they went.
    writeBundle(options) {
      const dir = join(options.dir ?? 'dist', folder());
      mkdirSync(dir, { recursive: true });
      for (const { path, text } of load().files) writeFileSync(join(dir, path), text);
      const bytes = load().files.reduce((total, { text }) => total + Buffer.byteLength(text), 0);
      logger?.info(
        `postal codes: ${load().files.length} files, ${(bytes / 1024 / 1024).toFixed(1)} MB → ${dir}`,
      );
    },
  };
}
