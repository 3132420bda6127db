import { connectStorageEmulator, getStorage } from 'firebase/storage';
import { env } from '@/config/env';
import { firebaseApp } from './firebase';
import { firebaseEmulatorHost } from './firebase-emulator-host';

/** Cloud Storage for uploads; import it only from admin or signed-in code (it is large). */
export const storage = getStorage(firebaseApp);

if (env.useEmulators) {
  connectStorageEmulator(storage, firebaseEmulatorHost(), env.emulatorPorts.storage);
}
