import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Logger, Plugin } from 'vite';

/** A set of generated data files and the hash of their contents. */
export type StaticFileSet = { version: string; files: readonly { path: string; text: string }[] };

/**
 * Serves generated JSON files at /{folder}/{version}/{path}: written next to the build output by
 * `vite build` (not emitted into the bundle, so the build report does not list hundreds of data
 * files; one line says where they went), served from memory by `vite dev`. The version (a hash of
 * the files) is baked into the bundle as import.meta.env[`envName`], so a data update always has
 * new URLs and Hosting may cache them for a year. The postal codes and the bank codes use it.
 */
export function staticDataPlugin(options: {
  name: string;
  /** the first path segment, e.g. `postal` */
  folder: string;
  envName: string;
  /** what a missing file answers in `vite dev` (the client's empty value) */
  missing: string;
  /** for the build's log line, e.g. `postal codes` */
  label: string;
  build: () => StaticFileSet;
}): Plugin {
  let fileSet: StaticFileSet | undefined;
  let logger: Logger | undefined;
  const load = (): StaticFileSet => (fileSet ??= options.build());
  const folder = () => `${options.folder}/${load().version}/`;
  return {
    name: options.name,
    config() {
      return { define: { [`import.meta.env.${options.envName}`]: JSON.stringify(load().version) } };
    },
    configureServer(server) {
      const base = server.config.base.endsWith('/') ? server.config.base : `${server.config.base}/`;
      const byPath = new Map(
        load().files.map(({ path, text }) => [`${base}${folder()}${path}`, text]),
      );
      server.middlewares.use((request, response, next) => {
        const path = request.url?.split('?')[0] ?? '';
        if (!path.startsWith(`${base}${options.folder}/`)) {
          next();
          return;
        }
        const text = byPath.get(path);
        response.statusCode = text === undefined ? 404 : 200;
        response.setHeader('Content-Type', 'application/json; charset=utf-8');
        response.setHeader('Cache-Control', 'no-cache');
        response.end(text ?? options.missing);
      });
    },
    configResolved(config) {
      logger = config.logger;
    },
    writeBundle(output) {
      const dir = join(output.dir ?? 'dist', folder());
      mkdirSync(dir, { recursive: true });
      for (const { path, text } of load().files) writeFileSync(join(dir, path), text);
      const bytes = load().files.reduce((total, { text }) => total + Buffer.byteLength(text), 0);
      logger?.info(
        `${options.label}: ${load().files.length} files, ${(bytes / 1024 / 1024).toFixed(1)} MB → ${dir}`,
      );
    },
  };
}
