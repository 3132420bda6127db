export type BuildVersionPollerOptions = {
  /** The id this tab runs; a different id on the server means a new build. */
  currentId: string;
  fetchLatestId: () => Promise<string | null>;
  /** Called once, with the new id; polling stops then. */
  onNewBuild: (latestId: string) => void;
  /** Regular check while the tab is visible. */
  intervalMs?: number;
  /** Focus and visibility events closer together than this do not fetch again. */
  minGapMs?: number;
  now?: () => number;
  win?: Window;
  doc?: Document;
};

export const defaultPollIntervalMs = 5 * 60 * 1000;
export const defaultMinGapMs = 30 * 1000;

/**
 * Polls the latest build id on an interval and whenever the tab comes back (focus or
 * visibility). Failed fetches are ignored: being offline is not a new build. Returns `stop`.
 */
export function startBuildVersionPoller(options: BuildVersionPollerOptions): () => void {
  const {
    currentId,
    fetchLatestId,
    onNewBuild,
    intervalMs = defaultPollIntervalMs,
    minGapMs = defaultMinGapMs,
    now = Date.now,
    win = window,
    doc = document,
  } = options;

  let stopped = false;
  let inFlight = false;
  let lastCheckAt = Number.NEGATIVE_INFINITY;

  const check = async (force: boolean) => {
    if (stopped || inFlight) return;
    if (!force && now() - lastCheckAt < minGapMs) return;
    lastCheckAt = now();
    inFlight = true;
    try {
      const latestId = await fetchLatestId();
      if (!stopped && latestId !== null && latestId !== currentId) {
        stop();
        onNewBuild(latestId);
      }
    } catch {
      // Offline or a flaky network: try again on the next tick or focus.
    } finally {
      inFlight = false;
    }
  };

  const onTick = () => {
    // A hidden tab does not need to know yet; it checks when it is shown again.
    if (doc.visibilityState !== 'hidden') void check(true);
  };
  const onFocus = () => void check(false);
  const onVisibility = () => {
    if (doc.visibilityState === 'visible') void check(false);
  };

  const timer = win.setInterval(onTick, intervalMs);
  win.addEventListener('focus', onFocus);
  doc.addEventListener('visibilitychange', onVisibility);

  function stop() {
    if (stopped) return;
    stopped = true;
    win.clearInterval(timer);
    win.removeEventListener('focus', onFocus);
    doc.removeEventListener('visibilitychange', onVisibility);
  }

  return stop;
}
