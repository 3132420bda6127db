import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listenForPreloadErrors } from '../listen-for-preload-errors';
import { chunkReloadKey, reloadGuardMs, reloadOnce, resetReloadOnceForTests } from '../reload-once';
import { navigationTarget } from '../navigation-target';
import { reloadToTarget } from '../reload-to-target';
import { withChunkReload } from '../with-chunk-reload';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

const chunkError = () =>
  new TypeError('Failed to fetch dynamically imported module: https://x/assets/a-1.js');

beforeEach(() => {
  resetReloadOnceForTests();
});

afterEach(() => {
  resetReloadOnceForTests();
});

describe('reloadOnce', () => {
  it('reloads and remembers when, the first time', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadOnce({ storage, now: () => 50_000, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.data.get(chunkReloadKey)).toBe('50000');
  });

  it('refuses within 10 s of the last reload, so a broken deployment never loops', () => {
    const storage = memoryStorage({ [chunkReloadKey]: '50000' });
    const reload = vi.fn();
    expect(reloadOnce({ storage, now: () => 50_000 + reloadGuardMs - 1, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads again once the 10 s guard has passed (a later deployment)', () => {
    const storage = memoryStorage({ [chunkReloadKey]: '50000' });
    const reload = vi.fn();
    expect(reloadOnce({ storage, now: () => 50_000 + reloadGuardMs, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reports a reload already under way without reloading twice', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadOnce({ storage, now: () => 1, reload })).toBe(true);
    expect(reloadOnce({ storage, now: () => 2, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('never reloads when storage is unavailable or broken (it could not stop a loop)', () => {
    const reload = vi.fn();
    expect(reloadOnce({ storage: null, reload })).toBe(false);
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {},
    };
    expect(reloadOnce({ storage: throwing, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('ignores a garbled stored value', () => {
    const reload = vi.fn();
    expect(
      reloadOnce({ storage: memoryStorage({ [chunkReloadKey]: 'garbage' }), now: () => 5, reload }),
    ).toBe(true);
  });
});

describe('withChunkReload', () => {
  it('passes a successful import through', async () => {
    const module = { Component: () => null };
    await expect(withChunkReload(async () => module, vi.fn())()).resolves.toBe(module);
  });

  it('keeps a failed chunk import pending while the page reloads', async () => {
    const reload = vi.fn(() => true);
    const outcome = vi.fn();
    withChunkReload(() => Promise.reject(chunkError()), reload)().then(outcome, outcome);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(outcome).not.toHaveBeenCalled();
  });

  it('rethrows a chunk error when the guard holds the reload back', async () => {
    const reload = vi.fn(() => false);
    await expect(withChunkReload(() => Promise.reject(chunkError()), reload)()).rejects.toThrow(
      'Failed to fetch dynamically imported module',
    );
  });

  it('rethrows other errors without reloading', async () => {
    const reload = vi.fn(() => true);
    await expect(
      withChunkReload(() => Promise.reject(new Error('bug in module')), reload)(),
    ).rejects.toThrow('bug in module');
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('listenForPreloadErrors', () => {
  function preloadError() {
    return new Event('vite:preloadError', { cancelable: true });
  }

  it('reloads on a vite:preloadError and stops Vite from throwing', () => {
    const reload = vi.fn(() => true);
    const stop = listenForPreloadErrors(window, reload);
    const event = preloadError();
    window.dispatchEvent(event);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(event.defaultPrevented).toBe(true);
    stop();
  });

  it('lets the error through when the guard holds the reload back', () => {
    const stop = listenForPreloadErrors(window, () => false);
    const event = preloadError();
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    stop();
  });

  it('removes its listener', () => {
    const reload = vi.fn(() => true);
    listenForPreloadErrors(window, reload)();
    window.dispatchEvent(preloadError());
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('reloadToTarget', () => {
  function fakeLocation(pathname: string) {
    return { pathname, search: '', hash: '', assign: vi.fn(), reload: vi.fn() };
  }

  it('loads the page a navigation was heading to when its chunk failed', () => {
    const location = fakeLocation('/acme');
    reloadToTarget(location, '/acme/flow?x=1');
    expect(location.assign).toHaveBeenCalledWith('/acme/flow?x=1');
    expect(location.reload).not.toHaveBeenCalled();
  });

  it('reloads the current page when no navigation is under way (first load)', () => {
    const location = fakeLocation('/acme/flow');
    reloadToTarget(location, null);
    reloadToTarget(location, '/acme/flow');
    expect(location.reload).toHaveBeenCalledTimes(2);
    expect(location.assign).not.toHaveBeenCalled();
  });

  it('reads the target the router reported', () => {
    const location = fakeLocation('/');
    navigationTarget.set('/acme/list');
    try {
      reloadToTarget(location);
    } finally {
      navigationTarget.set(null);
    }
    expect(location.assign).toHaveBeenCalledWith('/acme/list');
  });
});
