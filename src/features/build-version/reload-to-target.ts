import { navigationTarget } from './navigation-target';

export type ReloadableLocation = Pick<
  Location,
  'pathname' | 'search' | 'hash' | 'assign' | 'reload'
>;

/**
 * Loads, fresh from the server, the page a navigation in progress is heading to; without one
 * (a failure on the first load) reloads the current page.
 */
export function reloadToTarget(
  location: ReloadableLocation = window.location,
  target: string | null = navigationTarget.get(),
): void {
  const current = `${location.pathname}${location.search}${location.hash}`;
  if (target !== null && target !== current) location.assign(target);
  else location.reload();
}
