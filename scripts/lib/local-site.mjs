import { join } from 'node:path';
import { startManagedProcess } from './managed-process.mjs';
import { repoRoot } from './repo-root.mjs';
import { waitForHttp } from './wait-for-http.mjs';

/** The site of `npm start` (scripts/start.mjs serves Hosting on this fixed port). */
export const LOCAL_SITE = 'http://127.0.0.1:5000';

/** The last line of the banner start.mjs prints once the emulators run and the demo data is in. */
const READY_LINE = /press Ctrl-C to stop/;

async function answers(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    await response.arrayBuffer();
    return true;
  } catch {
    return false;
  }
}

/**
 * The local site for a tool that needs one: a running `npm start` when `LOCAL_SITE` answers,
 * otherwise `node scripts/start.mjs` as a child in its own process group, ready once it has
 * seeded the demo data. `stop()` stops only what this call started (start.mjs stops its
 * emulators on SIGINT; SIGKILL to its group after `graceMs`).
 */
export async function useLocalSite({ log, startTimeoutMs = 600_000, graceMs = 30_000 }) {
  if (await answers(`${LOCAL_SITE}/`)) {
    log(`using the running local stack at ${LOCAL_SITE}`);
    return { base: LOCAL_SITE, started: false, stop: async () => {} };
  }
  log('starting the local stack (node scripts/start.mjs: build, emulators, demo data)…');
  const stack = startManagedProcess(
    'start',
    process.execPath,
    [join(repoRoot, 'scripts/start.mjs')],
    {
      cwd: repoRoot,
      quiet: true,
    },
  );
  const stop = () => stack.stop(graceMs);
  try {
    await stack.waitForLine(READY_LINE, startTimeoutMs);
    await waitForHttp(`${LOCAL_SITE}/`, { isAlive: stack.isAlive, timeoutMs: 60_000 });
  } catch (error) {
    await stop();
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`the local stack did not start: ${reason}\n${stack.tail()}`, {
      cause: error,
    });
  }
  log(`local stack ready at ${LOCAL_SITE}`);
  return { base: LOCAL_SITE, started: true, stop };
}
