/**
 * The rules-test harness (contract: ./types.ts). Everything goes through public SDKs and the
 * emulators' documented control endpoints, so the same tests run against the offline emulators
 * and the official ones.
 *
 *   const env = await createRulesTestEnv();          // in beforeAll: loads the rules files
 *   beforeEach(() => env.clearFirestore());
 *   await env.seed(async ({ firestore }) => { await firestore.doc('brands/b1').set({...}); });
 *   await assertFails(getDoc(doc(env.unauthenticated().firestore, 'brands/b1/private/x')));
 *   afterAll(() => env.cleanup());
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  deleteApp as deleteAdminApp,
  initializeApp as initializeAdminApp,
  type App as AdminApp,
} from 'firebase-admin/app';
import {
  getFirestore as getAdminFirestore,
  type Firestore as AdminFirestore,
} from 'firebase-admin/firestore';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore, setLogLevel } from 'firebase/firestore/lite';
import { connectStorageEmulator, getStorage, type FirebaseStorage } from 'firebase/storage';
import { inject } from 'vitest';
import type { RulesTestContext, RulesTestEnv } from './types.js';

export { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';

export interface RulesTestEnvOptions {
  projectId?: string;
  /** Defaults: the hosts handed over by test/setup/offline-emulators.ts (vitest inject). */
  firestoreHost?: string;
  storageHost?: string;
  /** Defaults: the repository's firestore.rules / storage.rules. */
  firestoreRulesPath?: string;
  storageRulesPath?: string;
  /** Rules source to load instead of a file (harness self-tests, benchmarks). */
  firestoreRules?: string;
  storageRules?: string;
}

export interface RulesTestEnvironment extends RulesTestEnv {
  storageBucket: string;
  /** Deletes every SDK app the environment created. */
  cleanup(): Promise<void>;
}

const ALLOW_ALL_STORAGE_RULES = `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    match /{allPaths=**} {
      allow read, write: if true;
    }
  }
}
`;

const repoFile = (name: string): string => fileURLToPath(new URL(`../../${name}`, import.meta.url));

function splitHost(hostAndPort: string): { host: string; port: number } {
  const colon = hostAndPort.lastIndexOf(':');
  const port = Number(hostAndPort.slice(colon + 1));
  if (colon <= 0 || !Number.isInteger(port))
    throw new Error(`Expected host:port, got "${hostAndPort}"`);
  return { host: hostAndPort.slice(0, colon), port };
}

function readRules(source: string | undefined, path: string): string {
  if (source !== undefined) return source;
  try {
    return readFileSync(path, 'utf8');
  } catch {
    throw new Error(`Rules file not found: ${path}`);
  }
}

async function expectOk(response: Response, what: string): Promise<void> {
  if (!response.ok)
    throw new Error(`${what} failed (${response.status}): ${await response.text()}`);
}

async function putFirestoreRules(host: string, projectId: string, rules: string): Promise<void> {
  const response = await fetch(`http://${host}/emulator/v1/projects/${projectId}:securityRules`, {
    method: 'PUT',
    body: JSON.stringify({ rules: { files: [{ content: rules }] } }),
  });
  await expectOk(response, 'Loading firestore.rules');
}

async function putStorageRules(host: string, rules: string): Promise<void> {
  const response = await fetch(`http://${host}/internal/setRules`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ rules: { files: [{ name: 'storage.rules', content: rules }] } }),
  });
  await expectOk(response, 'Loading storage.rules');
}

let envCount = 0;

// Denials are the expected outcome of half the rules tests; the SDK would log each one as an
// error. The rejected promise still carries the emulator's reason for assertions and failures.
setLogLevel('silent');

/**
 * Connects to the emulators and (re)loads both rules files, so a test file never sees rules
 * another file changed. Call once per test file, in beforeAll.
 */
export async function createRulesTestEnv(
  options: RulesTestEnvOptions = {},
): Promise<RulesTestEnvironment> {
  const projectId = options.projectId ?? 'demo-rental-space';
  const storageBucket = `${projectId}.appspot.com`;
  const firestoreHost = options.firestoreHost ?? inject('firestoreEmulatorHost');
  const storageHost = options.storageHost ?? inject('storageEmulatorHost');
  const firestoreAddress = splitHost(firestoreHost);
  const storageAddress = splitHost(storageHost);
  const firestoreRules = readRules(
    options.firestoreRules,
    options.firestoreRulesPath ?? repoFile('firestore.rules'),
  );
  const storageRules = readRules(
    options.storageRules,
    options.storageRulesPath ?? repoFile('storage.rules'),
  );
  await Promise.all([
    putFirestoreRules(firestoreHost, projectId, firestoreRules),
    putStorageRules(storageHost, storageRules),
  ]);

  const envId = `rules-env-${process.pid}-${++envCount}`;
  const apps: FirebaseApp[] = [];
  const contexts = new Map<string, RulesTestContext>();

  function makeContext(
    key: string,
    mockUserToken: Parameters<typeof connectStorageEmulator>[3],
  ): RulesTestContext {
    const cached = contexts.get(key);
    if (cached) return cached;
    // One app per identity: the SDKs hold one auth token per app.
    const app = initializeApp(
      { projectId, storageBucket, apiKey: 'demo-api-key' },
      `${envId}-${apps.length}`,
    );
    apps.push(app);
    const firestore = getFirestore(app);
    connectFirestoreEmulator(
      firestore,
      firestoreAddress.host,
      firestoreAddress.port,
      mockUserToken,
    );
    const storage = getStorage(app);
    connectStorageEmulator(storage, storageAddress.host, storageAddress.port, mockUserToken);
    const context = { firestore, storage };
    contexts.set(key, context);
    return context;
  }

  let adminApp: AdminApp | undefined;
  let adminFirestore: AdminFirestore | undefined;
  function seedFirestore(): AdminFirestore {
    if (!adminFirestore) {
      // firebase-admin finds the emulator through this variable and then sends `Bearer owner`.
      process.env.FIRESTORE_EMULATOR_HOST = firestoreHost;
      adminApp = initializeAdminApp({ projectId }, `${envId}-admin`);
      adminFirestore = getAdminFirestore(adminApp);
      adminFirestore.settings({
        preferRest: true,
        ignoreUndefinedProperties: true,
        // The REST transport otherwise asks google-auth-library for Application Default
        // Credentials even against an emulator, which fails offline; the emulators only need
        // the owner token, which this auth object supplies.
        auth: { getRequestHeaders: async () => ({ Authorization: 'Bearer owner' }) },
      });
    }
    return adminFirestore;
  }
  let seedStorage: FirebaseStorage | undefined;

  return {
    projectId,
    storageBucket,
    unauthenticated: () => makeContext('anonymous', {}),
    authenticated: (uid, claims = {}) =>
      makeContext(`user:${uid}:${JSON.stringify(claims)}`, {
        mockUserToken: { ...claims, sub: uid, user_id: uid },
      }),
    async seed(fn) {
      seedStorage ??= makeContext('seed', {}).storage;
      // Storage has no rules-bypassing client SDK: allow everything while seeding, then restore.
      await putStorageRules(storageHost, ALLOW_ALL_STORAGE_RULES);
      try {
        await fn({ firestore: seedFirestore(), storage: seedStorage });
      } finally {
        await putStorageRules(storageHost, storageRules);
      }
    },
    async clearFirestore() {
      const response = await fetch(
        `http://${firestoreHost}/emulator/v1/projects/${projectId}/databases/(default)/documents`,
        { method: 'DELETE' },
      );
      await expectOk(response, 'Clearing Firestore');
    },
    async clearStorage() {
      // Both the official and the offline Storage emulators serve POST /internal/reset.
      await expectOk(
        await fetch(`http://${storageHost}/internal/reset`, { method: 'POST' }),
        'Clearing Storage',
      );
    },
    async cleanup() {
      await Promise.all(apps.map((app) => deleteApp(app)));
      apps.length = 0;
      contexts.clear();
      if (adminFirestore) await adminFirestore.terminate();
      if (adminApp) await deleteAdminApp(adminApp);
      adminFirestore = undefined;
      adminApp = undefined;
    },
  };
}
