import { getApps, initializeApp } from 'firebase-admin/app';
import type { Firestore } from 'firebase-admin/firestore';
import { getFirestore } from 'firebase-admin/firestore';
import { inject } from 'vitest';

let db: Firestore | undefined;

/**
 * firebase-admin on the offline Firestore the `functions-unit` project starts
 * (test/setup/offline-emulators.ts), over REST with the emulator's owner token, as
 * functions/src/admin-firestore.ts talks to it. Each test file uses its own collection paths.
 */
export function unitFirestore(): Firestore {
  if (db) return db;
  const app =
    getApps().find((candidate) => candidate.name === 'functions-unit') ??
    initializeApp({ projectId: 'demo-functions-unit' }, 'functions-unit');
  db = getFirestore(app);
  db.settings({
    host: inject('firestoreEmulatorHost'),
    ssl: false,
    preferRest: true,
    auth: { getRequestHeaders: async () => ({ Authorization: 'Bearer owner' }) },
  });
  return db;
}
