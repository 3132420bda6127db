import { useSyncExternalStore } from 'react';

/** Wide enough for the editor and its preview side by side (1024 px and up). */
export const wideLayoutQuery = '(min-width: 64rem)';

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const list = window.matchMedia(wideLayoutQuery);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

function snapshot(): boolean {
  // Without matchMedia (old browsers, tests) both panes show: nothing is hidden.
  return typeof window.matchMedia !== 'function' || window.matchMedia(wideLayoutQuery).matches;
}

/** Whether the window is wide enough to show the editor and its preview side by side. */
export function useWideLayout(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => true);
}
