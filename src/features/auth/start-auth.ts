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
 * visitor who never signed in gets the public page first and firebase/auth once the browser
 * is idle after loading, so it does not count against the page's first load.
 */
export function startAuth(pathname: string = location.pathname): void {
  if (signedInHint.get() || needsAuthAtOnce(pathname)) {
    initAuth();
    return;
  }
  void whenIdle().then(initAuth);
}
