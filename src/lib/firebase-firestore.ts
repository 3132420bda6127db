import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore/lite';
import { env } from '@/config/env';
import { firebaseApp } from './firebase';
import { firebaseEmulatorHost } from './firebase-emulator-host';

/** The lite (REST) Firestore instance: reads documents and queries, sets/updates/deletes. */
export const firestore = getFirestore(firebaseApp);

if (env.useEmulators) {
  connectFirestoreEmulator(firestore, firebaseEmulatorHost(), env.emulatorPorts.firestore);
}
