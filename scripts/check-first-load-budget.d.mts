// Types of check-first-load-budget.mjs for its TypeScript importers (the hosting e2e test).

/** The boot script(s) index.html names outside the manifest, as paths under dist/ (`assets/…`). */
export function bootScripts(distDir: string): string[];
/** The same, from index.html's text. */
export function bootScriptsOf(html: string): string[];
