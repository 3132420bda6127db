import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  defaultMinGapMs,
  defaultPollIntervalMs,
  startBuildVersionPoller,
} from '../start-build-version-poller';

let visibility: DocumentVisibilityState = 'visible';

beforeEach(() => {
  vi.useFakeTimers();
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('startBuildVersionPoller', () => {
  it('checks every 5 minutes and reports a different id once, then stops', async () => {
    const fetchLatestId = vi.fn<() => Promise<string | null>>().mockResolvedValue('build-1');
    const onNewBuild = vi.fn();
    const stop = startBuildVersionPoller({ currentId: 'build-1', fetchLatestId, onNewBuild });

    await vi.advanceTimersByTimeAsync(defaultPollIntervalMs - 1);
    expect(fetchLatestId).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchLatestId).toHaveBeenCalledTimes(1);
    expect(onNewBuild).not.toHaveBeenCalled();

    fetchLatestId.mockResolvedValue('build-2');
    await vi.advanceTimersByTimeAsync(defaultPollIntervalMs);
    expect(onNewBuild).toHaveBeenCalledTimes(1);
    expect(onNewBuild).toHaveBeenCalledWith('build-2');

    await vi.advanceTimersByTimeAsync(defaultPollIntervalMs * 3);
    window.dispatchEvent(new Event('focus'));
    expect(fetchLatestId).toHaveBeenCalledTimes(2);
    expect(onNewBuild).toHaveBeenCalledTimes(1);
    stop();
  });

  it('checks when the tab is focused or shown again, at most once per 30 s', async () => {
    const fetchLatestId = vi.fn<() => Promise<string | null>>().mockResolvedValue('build-1');
    const stop = startBuildVersionPoller({
      currentId: 'build-1',
      fetchLatestId,
      onNewBuild: vi.fn(),
    });

    window.dispatchEvent(new Event('focus'));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchLatestId).toHaveBeenCalledTimes(1);

    setVisibility('visible');
    await vi.advanceTimersByTimeAsync(defaultMinGapMs - 1000);
    window.dispatchEvent(new Event('focus'));
    expect(fetchLatestId).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(1000);
    setVisibility('hidden');
    expect(fetchLatestId).toHaveBeenCalledTimes(1);
    setVisibility('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchLatestId).toHaveBeenCalledTimes(2);
    stop();
  });

  it('skips the interval check while the tab is hidden', async () => {
    const fetchLatestId = vi.fn<() => Promise<string | null>>().mockResolvedValue('build-1');
    const stop = startBuildVersionPoller({
      currentId: 'build-1',
      fetchLatestId,
      onNewBuild: vi.fn(),
    });
    visibility = 'hidden';
    await vi.advanceTimersByTimeAsync(defaultPollIntervalMs * 2);
    expect(fetchLatestId).not.toHaveBeenCalled();
    stop();
  });

  it('ignores failed checks and unreadable answers, and tries again later', async () => {
    const fetchLatestId = vi
      .fn<() => Promise<string | null>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(null)
      .mockResolvedValueOnce('build-9');
    const onNewBuild = vi.fn();
    const stop = startBuildVersionPoller({
      currentId: 'build-1',
      fetchLatestId,
      onNewBuild,
      intervalMs: 1000,
    });
    await vi.advanceTimersByTimeAsync(2000);
    expect(onNewBuild).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(onNewBuild).toHaveBeenCalledWith('build-9');
    stop();
  });

  it('stops polling and listening when stopped', async () => {
    const fetchLatestId = vi.fn<() => Promise<string | null>>().mockResolvedValue('build-2');
    const onNewBuild = vi.fn();
    const stop = startBuildVersionPoller({ currentId: 'build-1', fetchLatestId, onNewBuild });
    stop();
    window.dispatchEvent(new Event('focus'));
    await vi.advanceTimersByTimeAsync(defaultPollIntervalMs * 2);
    expect(fetchLatestId).not.toHaveBeenCalled();
    expect(onNewBuild).not.toHaveBeenCalled();
  });

  it('does not start a second request while one is still on its way', async () => {
    let resolve: (id: string) => void = () => {};
    const fetchLatestId = vi.fn(() => new Promise<string | null>((r) => (resolve = r)));
    const onNewBuild = vi.fn();
    const stop = startBuildVersionPoller({
      currentId: 'a',
      fetchLatestId,
      onNewBuild,
      intervalMs: 1000,
    });
    await vi.advanceTimersByTimeAsync(3000);
    expect(fetchLatestId).toHaveBeenCalledTimes(1);
    resolve('b');
    await vi.advanceTimersByTimeAsync(0);
    expect(onNewBuild).toHaveBeenCalledWith('b');
    stop();
  });
});
