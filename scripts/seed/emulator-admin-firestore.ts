import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import type { Firestore } from 'firebase-admin/firestore';

export interface EmulatorAdminFirestore {
  db: Firestore;
  close(): Promise<void>;
}

let count = 0;

/**
 * firebase-admin Firestore on the emulator at `host` over REST (preferRest), authenticated as the
 * emulator's `owner` (rules bypassed). Sets FIRESTORE_EMULATOR_HOST while open, because that is
 * how firebase-admin recognises an emulator; close() restores the previous value.
 */
export function emulatorAdminFirestore(projectId: string, host: string): EmulatorAdminFirestore {
  const previous = process.env.FIRESTORE_EMULATOR_HOST;
  process.env.FIRESTORE_EMULATOR_HOST = host;
  const app = initializeApp({ projectId }, `demo-seed-admin-${process.pid}-${++count}`);
  const db = getFirestore(app);
  db.settings({
    preferRest: true,
    // With preferRest the REST client asks google-auth-library for Application Default
    // Credentials even against the emulator, and fails offline (googleapis/nodejs-firestore#1811).
    // Handing it an auth object that sends the emulator's owner token avoids the lookup.
    // `x-offline-emulator-import`: the seed is an import, so the offline emulator runs no
    // Firestore triggers for it (the 監査ログ's would otherwise see ~15,000 writes); the
    // official emulator ignores the header.
    auth: {
      getRequestHeaders: async () => ({
        Authorization: 'Bearer owner',
        'x-offline-emulator-import': 'true',
      }),
    },
  });
  return {
    db,
    async close() {
      await db.terminate();
      await deleteApp(app);
      if (previous === undefined) delete process.env.FIRESTORE_EMULATOR_HOST;
      else process.env.FIRESTORE_EMULATOR_HOST = previous;
    },
  };
}
