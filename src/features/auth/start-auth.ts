import { whenContentShown } from '@/utils/when-content-shown';
import { whenIdle } from '@/utils/when-idle';
import { initAuth } from './init-auth';
import { signedInHint } from './signed-in-hint';

/** Addresses whose first render depends on who is signed in (guards run there anyway). */
function needsAuthAtOnce(pathname: string): boolean {
  return (
    pathname === '/admin' || pathname.startsWith('/admin/') || /^\/[^/]+\/myunit\/?$/.test(pathname)
  );
}

/**
 * Checks the auth state once at app start (spec section 4). Someone who may be signed in
 * (the hint), or a page that needs it, starts at once, in parallel with the first render; a
 * visitor who never signed in gets the public page first and firebase/auth once its content has
 * painted and the browser is idle, so it does not count against the page's first load nor share
 * the phone's bandwidth with the largest paint.
 */
export function startAuth(pathname: string = location.pathname): void {
  if (signedInHint.get() || needsAuthAtOnce(pathname)) {
    initAuth();
    return;
  }
  void whenContentShown().then(whenIdle).then(initAuth);
}
