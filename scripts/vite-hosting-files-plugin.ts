import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The name of the built app the publicPage function makes every public page from. */
export const APP_SHELL = '_app.html';

/** The built app as Hosting serves the admin area (firebase.json's rewrites): `noindex`. */
export const ADMIN_SHELL = '_admin.html';

const functionsDir = fileURLToPath(new URL('../functions/', import.meta.url));

/**
 * What crawlers are asked to leave alone: the admin area, sign-in, my unit, the application
 * forms and the API. The sitemap (functions/src/public-pages/sitemap.ts) lists none of these;
 * test/functions/public-pages.test.ts checks the two against each other.
 */
const disallowed = ['/admin', '/*/login', '/*/myunit', '/*/application', '/api/'];

/** robots.txt, naming the sitemap by its absolute address (the Sitemap line requires one). */
function robotsTxt(origin: string): string {
  return [
    '# Public pages are for everyone; the admin area, sign-in, the signed-in page and the',
    '# application forms are not for search results.',
    'User-agent: *',
    'Allow: /',
    ...disallowed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/**
 * The site's address, as the functions have it (SITE_ORIGIN: the stack tests and a deploy's
 * `functions/.env.<project>`; otherwise the local Hosting emulator, or the project's web.app as
 * messages and canonical URLs use it).
 */
function siteOrigin(mode: string, projectId: string): string {
  if (process.env.SITE_ORIGIN) return process.env.SITE_ORIGIN.replace(/\/$/, '');
  if (mode !== 'deploy') return 'http://127.0.0.1:5000';
  const file = `${functionsDir}.env.${projectId}`;
  const configured = existsSync(file)
    ? /^SITE_ORIGIN=(.+)$/m.exec(readFileSync(file, 'utf8'))?.[1]?.trim()
    : undefined;
  return (configured ?? `https://${projectId}.web.app`).replace(/\/$/, '');
}

/**
 * Three files Hosting needs from the build:
 *
 * - the app's HTML as `_app.html`, not `index.html`: Hosting serves an `index.html` for `/`
 *   before any rewrite, and `/` is a page the publicPage function makes (functions/src/
 *   public-pages) from it. The admin area, which is no public page, is rewritten to the same
 *   HTML marked `noindex` (`_admin.html`). `_app` can never be a brand id (no underscore).
 * - `robots.txt`, naming the sitemap by its absolute address (the Sitemap line needs one). A file
 *   rather than the function: the Functions emulator answers a function's `/robots.txt` with 404
 *   itself, and the file is the same for every visitor anyway.
 */
export function hostingFilesPlugin(): Plugin {
  let mode = 'production';
  let projectId = '';
  return {
    name: 'hosting-files',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      mode = config.mode;
      projectId = String(config.env['VITE_FIREBASE_PROJECT_ID'] ?? '');
    },
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (!html || html.type !== 'asset') throw new Error('hosting-files: no index.html built');
      delete bundle['index.html'];
      this.emitFile({ type: 'asset', fileName: APP_SHELL, source: html.source });
      // Staff screens are not for search results: the page says so (and the header, firebase.json).
      const admin = String(html.source).replace(
        /<meta\s+name="robots"\s+content="[^"]*"\s*\/?>/,
        '<meta name="robots" content="noindex, nofollow" />',
      );
      if (admin === html.source) throw new Error('hosting-files: no robots meta in index.html');
      this.emitFile({ type: 'asset', fileName: ADMIN_SHELL, source: admin });
      this.emitFile({
        type: 'asset',
        fileName: 'robots.txt',
        source: robotsTxt(siteOrigin(mode, projectId)),
      });
    },
  };
}
