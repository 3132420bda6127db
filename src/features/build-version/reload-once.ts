import { reloadToTarget } from './reload-to-target';

/** sessionStorage key holding when this tab last reloaded because of a chunk error. */
export const chunkReloadKey = 'rental-space:chunk-reload-at';
/** Spec section 9: page-reload guard 10 s. */
export const reloadGuardMs = 10_000;

export type ReloadOnceDeps = {
  /** null when storage is unavailable (privacy mode): then we never reload, to never loop. */
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  now: () => number;
  reload: () => void;
};

let reloadRequested = false;

function defaultStorage(): ReloadOnceDeps['storage'] {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Reloads the page to pick up a new deployment's chunks, at most once per 10 s per tab.
 * Returns true when a reload is under way (the caller should wait for it), false when the
 * guard held it back (the caller should show the error).
 */
export function reloadOnce(deps: Partial<ReloadOnceDeps> = {}): boolean {
  if (reloadRequested) return true;
  const storage = deps.storage === undefined ? defaultStorage() : deps.storage;
  const now = deps.now ?? Date.now;
  const reload = deps.reload ?? (() => reloadToTarget());
  if (storage === null) return false;
  try {
    const last = Number(storage.getItem(chunkReloadKey));
    if (Number.isFinite(last) && last > 0 && now() - last < reloadGuardMs) return false;
    storage.setItem(chunkReloadKey, String(now()));
  } catch {
    return false;
  }
  reloadRequested = true;
  reload();
  return true;
}

/** Forget an in-flight reload (tests only: a real reload replaces the whole page). */
export function resetReloadOnceForTests(): void {
  reloadRequested = false;
}
