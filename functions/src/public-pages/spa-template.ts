import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The app's built `index.html` (dist/index.html, with the hashed names of this build's files),
 * which every page is made from. Locally the emulators are given the build they serve
 * (`SPA_INDEX_HTML`, set by scripts/start.mjs and scripts/test.mjs: the stack tests build their
 * own); deployed, `npm run deploy` copies it next to the compiled function
 * (`functions/lib/site/index.html`), so the function and Hosting always come from one build.
 */
export function templatePath(): string {
  return process.env.SPA_INDEX_HTML ?? join(__dirname, '..', 'site', 'index.html');
}

/** The pieces a page is assembled from; each marker is checked once, when the file is read. */
export type SpaTemplate = {
  /** The file as built: what the visitor gets when a page cannot be rendered. */
  html: string;
};

const MARKERS = [
  /<title>[^<]*<\/title>/,
  /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
  /<meta\s+name="robots"\s+content="[^"]*"\s*\/?>/,
  /<div id="root">/,
  /<\/head>/,
  /<\/body>/,
];

let cached: { path: string; template: Promise<SpaTemplate> } | undefined;

/**
 * Reads the template once per instance (a new deploy starts new instances); in the emulator on
 * every request, since `npm run build` may replace the build under a running `npm start`.
 */
export function loadTemplate(): Promise<SpaTemplate> {
  const path = templatePath();
  if (cached?.path === path && process.env.FUNCTIONS_EMULATOR !== 'true') return cached.template;
  const template = readFile(path, 'utf8').then((html) => {
    const missing = MARKERS.filter((marker) => !marker.test(html));
    if (missing.length > 0) {
      throw new Error(`${path}: the app's index.html lacks ${missing.map(String).join(', ')}`);
    }
    return { html };
  });
  // A failed read is tried again by the next request.
  template.catch(() => {
    if (cached?.template === template) cached = undefined;
  });
  cached = { path, template };
  return template;
}
