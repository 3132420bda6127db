import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from './repo-root.mjs';

const emulatorEntry = join(repoRoot, 'emulators/src/start-offline-emulators.ts');
const seedEntry = join(repoRoot, 'scripts/seed/index.ts');

/** Loads a TypeScript module from the repo in this Node process (Node 20 cannot strip types). */
async function importTs(file) {
  const { tsImport } = await import('tsx/esm/api');
  return tsImport(pathToFileURL(file).href, import.meta.url);
}

function optionalFile(name) {
  const file = join(repoRoot, name);
  return existsSync(file) ? file : undefined;
}

/**
 * Starts the offline Firestore and Storage emulators in this process, or returns null (after
 * saying why) when the emulator package is not in the checkout yet. `functionsEmulator`
 * (host:port) is where Firestore trigger events go: the Functions emulator that will register
 * them (run the CLI with firebaseWithOfflineFirestore, firebase-cli.mjs).
 */
export async function startOfflineStack({
  projectId,
  firestorePort,
  storagePort,
  functionsEmulator,
  watchRules = false,
  quiet = true,
  log,
}) {
  if (!existsSync(emulatorEntry)) {
    log(`offline Firestore/Storage emulators: skipped (${emulatorEntry} not found)`);
    return null;
  }
  const { startOfflineEmulators } = await importTs(emulatorEntry);
  return startOfflineEmulators({
    host: '127.0.0.1',
    firestorePort,
    storagePort,
    projectId,
    firestoreRulesPath: optionalFile('firestore.rules'),
    storageRulesPath: optionalFile('storage.rules'),
    functionsEmulator,
    watchRules,
    quiet,
  });
}

/** Seeds the demo data when the seed script exists; returns whether it ran. */
export async function seedIfPresent({ projectId, firestoreHost, storageHost, log }) {
  if (!existsSync(seedEntry)) {
    log(`demo data: skipped (${seedEntry} not found)`);
    return false;
  }
  const { seedDemoData } = await importTs(seedEntry);
  await seedDemoData({ projectId, firestoreHost, storageHost, log });
  return true;
}
