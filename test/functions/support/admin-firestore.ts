import { getApps, initializeApp } from 'firebase-admin/app';
import type { Firestore } from 'firebase-admin/firestore';
import { getFirestore } from 'firebase-admin/firestore';
import { stackEnv } from './stack-env.js';

let db: Firestore | undefined;

/** firebase-admin Firestore on the stack's Firestore emulator (FIRESTORE_EMULATOR_HOST), over REST. */
export function adminFirestore(): Firestore {
  if (db) return db;
  const { projectId } = stackEnv();
  if (!process.env.FIRESTORE_EMULATOR_HOST) {
    throw new Error('FIRESTORE_EMULATOR_HOST is not set: run through `node scripts/test.mjs`.');
  }
  const app =
    getApps().find((candidate) => candidate.name === 'functions-tests-firestore') ??
    initializeApp({ projectId }, 'functions-tests-firestore');
  db = getFirestore(app);
  db.settings({
    preferRest: true,
    // The REST client would look for Google credentials offline; the emulator takes `owner`.
    auth: { getRequestHeaders: async () => ({ Authorization: 'Bearer owner' }) },
  });
  return db;
}
