/**
 * globalSetup of the `rules` vitest project. Under `firebase emulators:exec` (the official
 * emulators) FIRESTORE_EMULATOR_HOST and FIREBASE_STORAGE_EMULATOR_HOST are set and used as they
 * are; otherwise the offline emulators start here on free ports. Tests read the hosts with
 * `inject('firestoreEmulatorHost')` etc. (test/harness/rules-test-env.ts does it for them).
 */
import type { TestProject } from 'vitest/node';
import { startOfflineEmulators } from '../../emulators/src/start-offline-emulators.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** host:port of the Firestore emulator the tests talk to. */
    firestoreEmulatorHost: string;
    /** host:port of the Storage emulator the tests talk to. */
    storageEmulatorHost: string;
    /** Which emulators: the project's offline ones or the official ones. */
    emulatorBackend: 'offline' | 'official';
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST;
  const storageHost = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
  if (firestoreHost && storageHost) {
    project.provide('firestoreEmulatorHost', firestoreHost);
    project.provide('storageEmulatorHost', storageHost);
    project.provide('emulatorBackend', 'official');
    return async () => undefined;
  }
  // Rules are loaded from the files by each test file (rules-test-env), so no watching here.
  const emulators = await startOfflineEmulators({
    firestorePort: 0,
    storagePort: 0,
    watchRules: false,
    quiet: true,
  });
  project.provide(
    'firestoreEmulatorHost',
    `${emulators.firestore.host}:${emulators.firestore.port}`,
  );
  project.provide('storageEmulatorHost', `${emulators.storage.host}:${emulators.storage.port}`);
  project.provide('emulatorBackend', 'offline');
  return () => emulators.stop();
}
