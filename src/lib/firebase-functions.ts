import { getFunctions } from 'firebase/functions';
import { firebaseApp } from './firebase';

/**
 * Cloud Functions for callables; import it only from admin code (firebase/functions stays out
 * of public chunks). Callables are reached through Hosting rewrites on the site's own origin
 * (e.g. /api/admin/grantAdmin), so no emulator connection or extra CSP host is needed.
 */
export const firebaseFunctions = getFunctions(firebaseApp, 'asia-northeast1');
