/**
 * The settings the boot script (early-reads.ts) needs, read from the build's VITE_* values. The
 * boot script is built apart from the app (vite.config.ts, earlyReadsPlugin) with `@/config/env`
 * pointing here, so it carries neither zod nor the app's checks: the app checks every value
 * when it starts (src/config/env.ts) and fails loudly there; a wrong value here only means an
 * early read the app does not use.
 */
import type { Env } from '@/config/env';
import { defaultEmulatorPorts } from '@/config/emulator-ports';

type BootEnv = Pick<Env, 'useEmulators'> & {
  firebase: Pick<Env['firebase'], 'projectId' | 'storageBucket'>;
  emulatorPorts: Pick<Env['emulatorPorts'], 'firestore' | 'storage'>;
};

const raw = import.meta.env;

export const env: BootEnv = {
  firebase: {
    projectId: String(raw['VITE_FIREBASE_PROJECT_ID'] ?? ''),
    storageBucket: String(raw['VITE_FIREBASE_STORAGE_BUCKET'] ?? ''),
  },
  useEmulators: raw['VITE_USE_EMULATORS'] === 'true',
  emulatorPorts: {
    firestore: Number(raw['VITE_FIRESTORE_EMULATOR_PORT'] ?? defaultEmulatorPorts.firestore),
    storage: Number(raw['VITE_STORAGE_EMULATOR_PORT'] ?? defaultEmulatorPorts.storage),
  },
};
