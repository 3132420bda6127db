/**
 * The rules-test harness contract (implemented in test/harness/rules-test-env.ts).
 * The same test files run against the offline emulators (default) or the official ones
 * (`npm run test:emulators:official`), so everything here goes through public SDKs and the
 * emulators' documented control endpoints.
 */
import type { Firestore as AdminFirestore } from 'firebase-admin/firestore';
import type { Firestore } from 'firebase/firestore/lite';
import type { FirebaseStorage } from 'firebase/storage';

export interface RulesTestContext {
  /** Lite Firestore SDK, as the SPA uses it. */
  firestore: Firestore;
  /** Storage SDK (web). */
  storage: FirebaseStorage;
}

export interface SeedContext {
  /** firebase-admin Firestore with preferRest; bypasses rules. */
  firestore: AdminFirestore;
  /** Web Storage SDK with rules disabled for the duration of the seed callback. */
  storage: FirebaseStorage;
}

export interface RulesTestEnv {
  projectId: string;
  /** A visitor who is not signed in. */
  unauthenticated(): RulesTestContext;
  /** A signed-in user; claims are added to the ID token (e.g. { isAdmin: true }). */
  authenticated(uid: string, claims?: Record<string, unknown>): RulesTestContext;
  /** Writes test fixtures without rules. */
  seed(fn: (ctx: SeedContext) => Promise<void>): Promise<void>;
  clearFirestore(): Promise<void>;
  clearStorage(): Promise<void>;
}
