import {
  deleteApp as deleteAdminApp,
  initializeApp as initializeAdminApp,
} from 'firebase-admin/app';
import type { App as AdminApp } from 'firebase-admin/app';
import { getFirestore as getAdminFirestore } from 'firebase-admin/firestore';
import type { Firestore as AdminFirestore } from 'firebase-admin/firestore';
import { deleteApp, initializeApp } from 'firebase/app';
import type { FirebaseApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore, setLogLevel } from 'firebase/firestore/lite';
import type { Firestore } from 'firebase/firestore/lite';
import { startFirestoreEmulator } from '../../server.js';
import type { FirestoreEmulator, FirestoreEmulatorOptions } from '../../server.js';

export const PROJECT_ID = 'demo-rental-space';
export const ROOT = `projects/${PROJECT_ID}/databases/(default)/documents`;

let counter = 0;

// Expected failures (denials, failed preconditions) would otherwise be logged by the SDK.
setLogLevel('silent');

export interface TestContext {
  emulator: FirestoreEmulator;
  /** Lite SDK as a signed-out visitor (uid null) or a user with extra token claims. */
  lite(uid?: string | null, claims?: Record<string, unknown>): Firestore;
  /** firebase-admin over REST (preferRest), which sends `Bearer owner` to an emulator. */
  admin(): AdminFirestore;
  /** Raw HTTP against the emulator (for shapes the SDKs never send). */
  fetch(path: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

/** Starts an emulator on a free port and hands out SDK clients bound to it. */
export async function startTestContext(
  options: FirestoreEmulatorOptions = {},
): Promise<TestContext> {
  const emulator = await startFirestoreEmulator({ port: 0, projectId: PROJECT_ID, ...options });
  const apps: FirebaseApp[] = [];
  const adminApps: AdminApp[] = [];
  return {
    emulator,
    lite(uid = null, claims = {}) {
      const app = initializeApp(
        { projectId: PROJECT_ID, apiKey: 'test-api-key' },
        `lite-${process.pid}-${counter++}`,
      );
      apps.push(app);
      const db = getFirestore(app);
      connectFirestoreEmulator(
        db,
        emulator.host,
        emulator.port,
        uid === null ? {} : { mockUserToken: { user_id: uid, ...claims } },
      );
      return db;
    },
    admin() {
      // FIRESTORE_EMULATOR_HOST would override `host` below; these tests talk to their own server.
      delete process.env.FIRESTORE_EMULATOR_HOST;
      const app = initializeAdminApp(
        { projectId: PROJECT_ID },
        `admin-${process.pid}-${counter++}`,
      );
      adminApps.push(app);
      const db = getAdminFirestore(app);
      db.settings({
        preferRest: true,
        host: `${emulator.host}:${emulator.port}`,
        ssl: false,
        // The REST transport asks an auth client for headers; an emulator needs none (the SDK
        // adds `Authorization: Bearer owner` itself), so no Google credentials are looked up.
        auth: { getRequestHeaders: async () => ({}) },
      } as FirebaseFirestore.Settings);
      return db;
    },
    fetch(path, init) {
      return fetch(`${emulator.url}${path}`, init);
    },
    async close() {
      await Promise.all(apps.map((app) => deleteApp(app)));
      await Promise.all(adminApps.map((app) => deleteAdminApp(app)));
      await emulator.stop();
    },
  };
}

/** POSTs JSON to a `documents:verb` endpoint of the test project. */
export async function postJson(
  ctx: TestContext,
  verb: string,
  body: unknown,
  headers: Record<string, string> = { Authorization: 'Bearer owner' },
): Promise<{ status: number; json: unknown }> {
  const response = await ctx.fetch(`/v1/${ROOT}${verb}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, json: await response.json() };
}
