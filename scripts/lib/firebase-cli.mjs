import { join } from 'node:path';
import { repoRoot } from './repo-root.mjs';

/** firebase-tools from node_modules: no global install, no login (demo-* project). */
export const firebaseBin = join(repoRoot, 'node_modules/firebase-tools/lib/bin/firebase.js');

/** Environment for the CLI: no update check or telemetry prompts on offline machines. */
export const firebaseCliEnv = {
  NO_UPDATE_NOTIFIER: '1',
  FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
  CI: process.env.CI ?? 'true',
};
