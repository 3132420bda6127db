import { serverContext } from './server-context';

/**
 * `@/lib/firebase-emulator-host` in the server render (vite.ssr.config.ts): the emulators'
 * images are addressed on the host name the visitor opened the site on, as the browser's app
 * addresses them (127.0.0.1 or localhost), so hydration finds the same `src`.
 */
export function firebaseEmulatorHost(): string {
  return serverContext.getStore()?.hostname ?? '127.0.0.1';
}
