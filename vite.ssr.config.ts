import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';

const src = fileURLToPath(new URL('./src/', import.meta.url));

/**
 * The modules the server render uses in place of the browser's (src/ssr/server-*.ts): the reads
 * go through the publicPage function and are kept for the page, the head's hooks write the
 * page's head, the waits for the largest paint are over, the emulators' host is the visitor's,
 * and the staff screens are left out.
 */
const serverModules: Record<string, string> = {
  'lib/early-reads.ts': 'ssr/server-early-reads.ts',
  'lib/firebase-emulator-host.ts': 'ssr/server-emulator-host.ts',
  'utils/when-content-shown.ts': 'ssr/server-when-content-shown.ts',
  'utils/when-idle.ts': 'ssr/server-when-idle.ts',
  'app/admin-screens.ts': 'ssr/server-admin-screens.ts',
  'hooks/page-head.ts': 'ssr/server-hooks.ts',
  'hooks/use-page-meta.ts': 'ssr/server-hooks.ts',
  'hooks/use-page-json-ld.ts': 'ssr/server-hooks.ts',
  'hooks/use-no-index.ts': 'ssr/server-hooks.ts',
  'hooks/use-document-title.ts': 'ssr/server-hooks.ts',
};

function serverModulesPlugin(): Plugin {
  return {
    name: 'rental-space:server-modules',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source.startsWith('\0') || importer?.startsWith(`${src}ssr/`)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || !resolved.id.startsWith(src)) return resolved;
      const replacement = serverModules[resolved.id.slice(src.length)];
      return replacement ? `${src}${replacement}` : resolved;
    },
  };
}

/**
 * The server render of the public pages (src/ssr/render-page.tsx) for the publicPage function:
 * one ES module for Node with everything bundled (React, the router, the app's public screens),
 * so the function needs no package of the app. Built by the app's build (scripts/vite-ssr-plugin.ts)
 * into `<outDir>-ssr/`, beside the site and never served by Hosting.
 */
export default defineConfig({
  plugins: [serverModulesPlugin(), react()],
  // As vite.config.ts: `#shared/…` is the sources (functions/lib may not be built yet).
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '#shared': fileURLToPath(new URL('./functions/src/shared', import.meta.url)),
    },
  },
  ssr: { noExternal: true, target: 'node' },
  // React's production server renderer, whatever the function's environment says.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  logLevel: 'warn',
  // public/ is the site's: nothing of it belongs beside the server render.
  publicDir: false,
  build: {
    ssr: 'src/ssr/render-page.tsx',
    target: 'node20',
    sourcemap: false,
    minify: false,
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        format: 'esm',
        entryFileNames: 'render-page.mjs',
        chunkFileNames: '[name]-[hash].mjs',
      },
    },
  },
});
