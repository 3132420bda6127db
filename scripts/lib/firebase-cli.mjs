import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from './repo-root.mjs';

/** firebase-tools from node_modules: no global install, no login (demo-* project). */
export const firebaseBin = join(repoRoot, 'node_modules/firebase-tools/lib/bin/firebase.js');

/**
 * Environment for the CLI: no update check or telemetry prompts on offline machines; and 120 s,
 * not 10, for the Functions emulator to load the functions' code and read what they are: on a
 * busy 2-core machine the load took longer, the emulator then served no function at all and
 * every test that called one failed (FUNCTIONS_DISCOVERY_TIMEOUT, in seconds, is firebase-tools').
 */
export const firebaseCliEnv = {
  NO_UPDATE_NOTIFIER: '1',
  FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
  CI: process.env.CI ?? 'true',
  FUNCTIONS_DISCOVERY_TIMEOUT: process.env.FUNCTIONS_DISCOVERY_TIMEOUT ?? '120',
};

const offlineFirestorePreload = pathToFileURL(
  join(repoRoot, 'scripts/lib/register-offline-firestore.mjs'),
).href;

/**
 * Node arguments that run the firebase CLI with the offline Firestore emulator (at
 * FIRESTORE_EMULATOR_HOST) in its emulator registry, so the Functions emulator registers
 * Firestore triggers with it (register-offline-firestore.mjs says why). Use them in place of
 * `[firebaseBin]` when the offline emulators are running.
 */
export const firebaseWithOfflineFirestore = ['--import', offlineFirestorePreload, firebaseBin];
