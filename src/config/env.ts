import { defaultEmulatorPorts } from './emulator-ports';

// Checked by hand rather than with zod: these few lines run on every page, and a zod schema
// pulled ~0.6 KB gzip of schema code into every public page's first load (docs/ARCHITECTURE.md).

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
  const problems: string[] = [];
  const required = (name: string): string => {
    const value = raw[name];
    const text = typeof value === 'string' ? value.trim() : '';
    if (typeof value !== 'string')
      problems.push(`${name} が設定されていません（.env を確認してください）`);
    else if (text === '') problems.push(`${name} が空です（.env を確認してください）`);
    return text;
  };
  const port = (name: string, fallback: number): number => {
    const value = raw[name];
    if (value === undefined) return fallback;
    const number = Number(value);
    if (!Number.isInteger(number) || number < 1 || number > 65535)
      problems.push(`${name} はポート番号（1〜65535）を指定してください`);
    return number;
  };
  const firebase = {
    apiKey: required('VITE_FIREBASE_API_KEY'),
    authDomain: required('VITE_FIREBASE_AUTH_DOMAIN'),
    projectId: required('VITE_FIREBASE_PROJECT_ID'),
    storageBucket: required('VITE_FIREBASE_STORAGE_BUCKET'),
    messagingSenderId: required('VITE_FIREBASE_MESSAGING_SENDER_ID'),
    appId: required('VITE_FIREBASE_APP_ID'),
    measurementId: required('VITE_FIREBASE_MEASUREMENT_ID'),
  };
  const apiBaseUrl = required('VITE_API_BASE_URL');
  // Only the exact strings count, so a typo cannot silently point production at emulators.
  const useEmulators = raw['VITE_USE_EMULATORS'] ?? 'false';
  if (useEmulators !== 'true' && useEmulators !== 'false')
    problems.push('VITE_USE_EMULATORS は true か false を指定してください');
  // Emulator ports: the fixed ones of `npm start` by default; tests build with free ports.
  const emulatorPorts = {
    auth: port('VITE_AUTH_EMULATOR_PORT', defaultEmulatorPorts.auth),
    firestore: port('VITE_FIRESTORE_EMULATOR_PORT', defaultEmulatorPorts.firestore),
    storage: port('VITE_STORAGE_EMULATOR_PORT', defaultEmulatorPorts.storage),
  };
  if (problems.length > 0) {
    throw new Error(
      `アプリの設定が不正です:\n${problems.map((problem) => `- ${problem}`).join('\n')}`,
    );
  }
  return { firebase, apiBaseUrl, useEmulators: useEmulators === 'true', emulatorPorts };
}

export const env: Env = parseEnv(import.meta.env);
