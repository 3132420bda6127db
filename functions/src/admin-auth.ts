import { getApps, initializeApp } from 'firebase-admin/app';
import type { Auth } from 'firebase-admin/auth';
import { getAuth } from 'firebase-admin/auth';

/** The Admin Auth client, initialised on first use so cold starts of unrelated paths stay cheap. */
export function adminAuth(): Auth {
  const app = getApps()[0] ?? initializeApp();
  return getAuth(app);
}
