import * as z from 'zod/mini';
import { defaultEmulatorPorts } from './emulator-ports';

const required = (name: string) =>
  z.string({ error: `${name} が設定されていません（.env を確認してください）` }).check(
    z.trim(),
    z.minLength(1, {
      error: `${name} が空です（.env を確認してください）`,
    }),
  );

const port = (name: string, fallback: number) => {
  const error = `${name} はポート番号（1〜65535）を指定してください`;
  return z._default(
    z.coerce
      .number({ error })
      .check(z.int({ error }), z.minimum(1, { error }), z.maximum(65535, { error })),
    fallback,
  );
};

const envSchema = z.object({
  VITE_FIREBASE_API_KEY: required('VITE_FIREBASE_API_KEY'),
  VITE_FIREBASE_AUTH_DOMAIN: required('VITE_FIREBASE_AUTH_DOMAIN'),
  VITE_FIREBASE_PROJECT_ID: required('VITE_FIREBASE_PROJECT_ID'),
  VITE_FIREBASE_STORAGE_BUCKET: required('VITE_FIREBASE_STORAGE_BUCKET'),
  VITE_FIREBASE_MESSAGING_SENDER_ID: required('VITE_FIREBASE_MESSAGING_SENDER_ID'),
  VITE_FIREBASE_APP_ID: required('VITE_FIREBASE_APP_ID'),
  VITE_FIREBASE_MEASUREMENT_ID: required('VITE_FIREBASE_MEASUREMENT_ID'),
  VITE_API_BASE_URL: required('VITE_API_BASE_URL'),
  // Only the exact strings count, so a typo cannot silently point production at emulators.
  VITE_USE_EMULATORS: z._default(
    z.enum(['true', 'false'], { error: 'VITE_USE_EMULATORS は true か false を指定してください' }),
    'false',
  ),
  // Emulator ports: the fixed ones of `npm start` by default; tests build with free ports.
  VITE_AUTH_EMULATOR_PORT: port('VITE_AUTH_EMULATOR_PORT', defaultEmulatorPorts.auth),
  VITE_FIRESTORE_EMULATOR_PORT: port(
    'VITE_FIRESTORE_EMULATOR_PORT',
    defaultEmulatorPorts.firestore,
  ),
  VITE_STORAGE_EMULATOR_PORT: port('VITE_STORAGE_EMULATOR_PORT', defaultEmulatorPorts.storage),
});

/** The app configuration, checked once: a missing value fails loudly with its name. */
export type Env = {
  firebase: {
    apiKey: string;
    authDomain: string;
    projectId: string;
    storageBucket: string;
    messagingSenderId: string;
    appId: string;
    measurementId: string;
  };
  apiBaseUrl: string;
  useEmulators: boolean;
  emulatorPorts: { auth: number; firestore: number; storage: number };
};

export function parseEnv(raw: Record<string, unknown>): Env {
  const result = envSchema.safeParse(raw);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `- ${issue.message}`).join('\n');
    throw new Error(`アプリの設定が不正です:\n${problems}`);
  }
  const v = result.data;
  return {
    firebase: {
      apiKey: v.VITE_FIREBASE_API_KEY,
      authDomain: v.VITE_FIREBASE_AUTH_DOMAIN,
      projectId: v.VITE_FIREBASE_PROJECT_ID,
      storageBucket: v.VITE_FIREBASE_STORAGE_BUCKET,
      messagingSenderId: v.VITE_FIREBASE_MESSAGING_SENDER_ID,
      appId: v.VITE_FIREBASE_APP_ID,
      measurementId: v.VITE_FIREBASE_MEASUREMENT_ID,
    },
    apiBaseUrl: v.VITE_API_BASE_URL,
    useEmulators: v.VITE_USE_EMULATORS === 'true',
    emulatorPorts: {
      auth: v.VITE_AUTH_EMULATOR_PORT,
      firestore: v.VITE_FIRESTORE_EMULATOR_PORT,
      storage: v.VITE_STORAGE_EMULATOR_PORT,
    },
  };
}

export const env: Env = parseEnv(import.meta.env);
