/**
 * Polls `url` until it answers at all (any status) or `timeoutMs` passes. `isAlive` lets the
 * caller stop waiting early when the process that should serve it has died.
 */
export async function waitForHttp(
  url,
  { timeoutMs = 120_000, intervalMs = 250, isAlive = () => true } = {},
) {
  const deadline = Date.now() + timeoutMs;
  let lastError = 'no answer';
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`${url}: the process serving it exited`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await response.arrayBuffer();
      return response.status;
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(`${url}: not ready after ${Math.round(timeoutMs / 1000)} s (${lastError})`);
}
