/**
 * Whether this browser may have someone signed in: a flag kept beside Firebase's own
 * persistence (IndexedDB, which cannot be read synchronously at start). It is set whenever
 * the auth state shows a user and removed when it shows none, so a visitor who has never
 * signed in has no flag, and public pages need not load firebase/auth before they are idle.
 */
const key = 'spacenavi:maybe-signed-in';

export const signedInHint = {
  get(): boolean {
    try {
      return localStorage.getItem(key) === '1';
    } catch {
      // Storage blocked (private mode, policy): assume someone may be signed in.
      return true;
    }
  },
  set(signedIn: boolean): void {
    try {
      if (signedIn) localStorage.setItem(key, '1');
      else localStorage.removeItem(key);
    } catch {
      // Nothing to remember without storage; auth simply starts early next time.
    }
  },
};
