import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
} from 'firebase/auth';
import { env } from '@/config/env';
import { firebaseApp } from './firebase';
import { firebaseEmulatorHost } from './firebase-emulator-host';

// initializeAuth instead of getAuth: the site signs in with e-mail and password only, so the
// popup/redirect resolver (and its iframe code) is left out of the bundle.
export const firebaseAuth = initializeAuth(firebaseApp, {
  persistence: [indexedDBLocalPersistence, browserLocalPersistence],
});
firebaseAuth.languageCode = 'ja';

if (env.useEmulators) {
  connectAuthEmulator(firebaseAuth, `http://${firebaseEmulatorHost()}:${env.emulatorPorts.auth}`, {
    disableWarnings: true,
  });
}
