import { getApps, initializeApp } from 'firebase-admin/app';
import type { Firestore } from 'firebase-admin/firestore';
import { getFirestore } from 'firebase-admin/firestore';

let firestore: Firestore | undefined;

/**
 * The Admin Firestore client over REST (`preferRest`: no gRPC channel to open on a cold start,
 * and the HTTP surface the offline emulator serves), initialised on first use.
 */
export function adminFirestore(): Firestore {
  if (firestore) return firestore;
  const app = getApps()[0] ?? initializeApp();
  const db = getFirestore(app);
  db.settings({
    preferRest: true,
    // Against an emulator the REST client would still look for Google credentials and fail
    // offline (googleapis/nodejs-firestore#1811); the emulator accepts its `owner` token.
    ...(process.env.FIRESTORE_EMULATOR_HOST
      ? { auth: { getRequestHeaders: async () => ({ Authorization: 'Bearer owner' }) } }
      : {}),
  });
  firestore = db;
  return db;
}

/**
 * `items` in runs of at most 400: what one batch or transaction writes (Firestore's limit is
 * 500 writes; the jobs stay well below it).
 */
export function* batchesOf<T>(items: readonly T[], size = 400): Generator<T[]> {
  for (let start = 0; start < items.length; start += size) yield items.slice(start, start + size);
}
