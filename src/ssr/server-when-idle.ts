/** `@/utils/when-idle` in the server render (vite.ssr.config.ts): the server is never waited on. */
export const idleTimeoutMs = 0;

export function whenIdle(): Promise<void> {
  return Promise.resolve();
}
