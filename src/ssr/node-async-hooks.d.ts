/**
 * The one Node API the server render uses (server-context.ts), declared here: the app's
 * TypeScript project has the browser's types, not Node's (whose timers and globals differ).
 */
declare module 'node:async_hooks' {
  export class AsyncLocalStorage<T> {
    run<R>(store: T, callback: () => R): R;
    getStore(): T | undefined;
  }
}
