import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startFirestoreEmulator } from './firestore/server.js';
import { compileRules } from './rules/index.js';
import { startStorageEmulator } from './storage/server.js';
import { exportStorage, importStorage } from './storage/storage-persistence.js';

export interface OfflineEmulatorsOptions {
  /** Interface to listen on (default 127.0.0.1). */
  host?: string;
  /** 0 (the default) picks a free port; `npm run emulators` uses 8080. */
  firestorePort?: number;
  /** 0 (the default) picks a free port; `npm run emulators` uses 9199. */
  storagePort?: number;
  projectId?: string;
  /** Default: the repository's firestore.rules. */
  firestoreRulesPath?: string;
  /** Default: the repository's storage.rules. */
  storageRulesPath?: string;
  /** Reload the rules files when they change (default true). */
  watchRules?: boolean;
  /** Folder to load data from at start: firestore.json and storage-objects.json (each optional). */
  importPath?: string;
  /** Folder to write firestore.json and storage-objects.json to when stop() is called. */
  exportOnExit?: string;
  /** No log lines (missing rules files, rules reloads). */
  quiet?: boolean;
  /** One line per Firestore request, when given. */
  requestLog?: (line: string) => void;
  /**
   * `host:port` of firebase-tools' Functions emulator, where Firestore triggers it registers
   * receive their events (firestore/README.md, Triggers). Without it none are delivered.
   */
  functionsEmulator?: string;
}

export interface EmulatorAddress {
  host: string;
  port: number;
}

export interface OfflineEmulators {
  firestore: EmulatorAddress;
  storage: EmulatorAddress;
  projectId: string;
  /** Stops both servers (after exporting, when exportOnExit is set). */
  stop(): Promise<void>;
}

const repoFile = (name: string): string => fileURLToPath(new URL(`../../${name}`, import.meta.url));

/** The Firestore export inside an import/export folder. */
export const FIRESTORE_EXPORT_FILE = 'firestore.json';

const DENY_ALL_FIRESTORE_RULES = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /{document=**} {
      allow read, write: if false;
    }
  }
}
`;

/**
 * Starts the offline Firestore and Storage emulators in this process. Storage rules reach
 * Firestore (`firestore.get()/exists()`) in-process through the Firestore emulator's lookup.
 */
export async function startOfflineEmulators(
  options: OfflineEmulatorsOptions = {},
): Promise<OfflineEmulators> {
  const host = options.host ?? '127.0.0.1';
  const projectId = options.projectId ?? 'demo-rental-space';
  const watchRules = options.watchRules ?? true;
  const log = options.quiet ? () => undefined : (line: string) => console.log(line);
  const firestoreRulesPath = options.firestoreRulesPath ?? repoFile('firestore.rules');
  const firestoreRulesExist = existsSync(firestoreRulesPath);
  if (!firestoreRulesExist)
    log(`firestore: ${firestoreRulesPath} not found; denying every request`);
  if (options.importPath && !existsSync(options.importPath)) {
    throw new Error(`Import folder not found: ${options.importPath}`);
  }
  const firestoreImport = options.importPath
    ? join(options.importPath, FIRESTORE_EXPORT_FILE)
    : undefined;
  if (options.exportOnExit) mkdirSync(options.exportOnExit, { recursive: true });
  const firestore = await startFirestoreEmulator({
    host,
    port: options.firestorePort ?? 0,
    projectId,
    compileRules,
    ...(firestoreRulesExist
      ? { rulesPath: firestoreRulesPath, watchRules }
      : { rulesSource: DENY_ALL_FIRESTORE_RULES }),
    importPath: firestoreImport && existsSync(firestoreImport) ? firestoreImport : undefined,
    exportOnExit: options.exportOnExit
      ? join(options.exportOnExit, FIRESTORE_EXPORT_FILE)
      : undefined,
    log: options.requestLog ?? (options.quiet ? () => undefined : undefined),
    functionsEmulator: options.functionsEmulator,
  });
  let storage;
  try {
    storage = await startStorageEmulator({
      host,
      port: options.storagePort ?? 0,
      projectId,
      compileRules,
      rulesPath: options.storageRulesPath ?? repoFile('storage.rules'),
      watchRules,
      firestore: firestore.lookupFor,
      quiet: options.quiet,
    });
    if (options.importPath) importStorage(storage.store, options.importPath);
  } catch (error) {
    await firestore.stop();
    throw error;
  }
  const started = storage;
  let stopping: Promise<void> | undefined;
  return {
    firestore: { host: firestore.host, port: firestore.port },
    storage: { host: started.host, port: started.port },
    projectId,
    stop: () => {
      stopping ??= (async () => {
        if (options.exportOnExit) exportStorage(started.store, options.exportOnExit);
        await Promise.all([started.stop(), firestore.stop()]);
        if (options.exportOnExit)
          log(`exported Firestore and Storage data to ${options.exportOnExit}`);
      })();
      return stopping;
    },
  };
}
