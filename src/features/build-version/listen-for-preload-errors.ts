import { reloadOnce } from './reload-once';

/**
 * Vite fires `vite:preloadError` when a chunk's preload fails (spec: app-level chunk error
 * hook). Reload once to fetch the new deployment; when the guard holds, let the error
 * through so the route's error screen shows. Returns a function that removes the listener.
 */
export function listenForPreloadErrors(
  win: Window = window,
  reload: () => boolean = reloadOnce,
): () => void {
  const onPreloadError = (event: Event) => {
    if (reload()) event.preventDefault();
  };
  win.addEventListener('vite:preloadError', onPreloadError);
  return () => win.removeEventListener('vite:preloadError', onPreloadError);
}
