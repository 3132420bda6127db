import { existsSync, readFileSync, watch, type FSWatcher } from 'node:fs';
import { createServer } from 'node:http';
import { keepConnections } from '../shared/keep-connections.js';
import type { AddressInfo } from 'node:net';
import { basename, dirname, resolve } from 'node:path';
import type { CompileRules, FirestoreLookup, Ruleset } from '../rules/api.js';
import { denyAllRuleset } from './deny-all-ruleset.js';
import { projectOfBucket } from './bucket-project.js';
import { createHttpFirestoreLookup } from './http-firestore-lookup.js';
import type { ObjectStore } from './object-store.js';
import { StorageHandler } from './storage-handler.js';

export interface StorageEmulatorOptions {
  host?: string;
  /** 0 (the default) picks a free port. */
  port?: number;
  projectId?: string;
  /** The rules compiler (emulators/src/rules); needed for rulesPath and PUT /internal/setRules. */
  compileRules?: CompileRules;
  /** storage.rules to load at start; when missing or malformed, every request is denied until fixed. */
  rulesPath?: string;
  /** Reload rulesPath when it changes (a malformed edit keeps the last good rules). */
  watchRules?: boolean;
  /** A ready ruleset instead of rulesPath (tests). */
  ruleset?: Ruleset;
  /**
   * `firestore.get()/exists()` in rules: in-process lookup from the Firestore emulator, by project
   * (a request reads its bucket's project: bucket-project.ts), or one lookup for every bucket.
   */
  firestore?: FirestoreLookup | ((projectId: string) => FirestoreLookup);
  /** Otherwise over HTTP to this host:port (default: FIRESTORE_EMULATOR_HOST), by project too. */
  firestoreHost?: string;
  /** Largest object accepted, in bytes (default 100 MiB). */
  maxUploadBytes?: number;
  /** No log lines (denials, rule reloads). */
  quiet?: boolean;
}

export interface StorageEmulator {
  host: string;
  port: number;
  /** http://host:port */
  url: string;
  store: ObjectStore;
  /** Compiles and loads rules; throws (keeping the current rules) when they are malformed. */
  setRules(source: string): void;
  setRuleset(ruleset: Ruleset): void;
  /** Deletes every object. */
  clear(): void;
  stop(): Promise<void>;
}

function noFirestore(): FirestoreLookup {
  return {
    get: () => {
      throw new Error(
        'firestore.get() needs the Firestore emulator; none is connected (set FIRESTORE_EMULATOR_HOST)',
      );
    },
  };
}

/** Starts the offline Storage emulator (Firebase Storage API `/v0`, control endpoints `/internal/*`). */
export async function startStorageEmulator(
  options: StorageEmulatorOptions = {},
): Promise<StorageEmulator> {
  const host = options.host ?? '127.0.0.1';
  const projectId = options.projectId ?? 'demo-rental-space';
  const log = options.quiet ? () => undefined : (line: string) => console.log(line);
  const compile = options.compileRules;

  let ruleset: Ruleset = options.ruleset ?? denyAllRuleset('no storage rules are loaded');
  const setRules = (source: string): void => {
    if (!compile) throw new Error('This Storage emulator was started without a rules compiler.');
    ruleset = compile(source, 'storage.rules');
  };

  const rulesPath = options.rulesPath ? resolve(options.rulesPath) : undefined;
  const loadRulesFile = (initial: boolean): void => {
    if (!rulesPath) return;
    if (!existsSync(rulesPath)) {
      if (initial) {
        ruleset = denyAllRuleset(`${rulesPath} does not exist, so every request is denied`);
        log(`storage: ${rulesPath} not found; denying every request until it exists`);
      }
      return;
    }
    try {
      setRules(readFileSync(rulesPath, 'utf8'));
      if (!initial) log(`storage: reloaded ${rulesPath}`);
    } catch (error) {
      const issues = (error as { issues?: { line: number; column: number; message: string }[] })
        .issues;
      const detail = Array.isArray(issues)
        ? issues
            .map((issue) => `${rulesPath}:${issue.line}:${issue.column} ${issue.message}`)
            .join('\n')
        : (error as Error).message;
      if (initial)
        ruleset = denyAllRuleset(`${rulesPath} has errors, so every request is denied: ${detail}`);
      log(
        `storage: ${initial ? 'cannot load' : 'kept the last good rules; cannot load'} ${rulesPath}:\n${detail}`,
      );
    }
  };
  loadRulesFile(true);

  const firestoreHost = options.firestoreHost ?? process.env.FIRESTORE_EMULATOR_HOST;
  const given = options.firestore;
  const lookups = new Map<string, FirestoreLookup>();
  const firestoreFor = (bucketProject: string): FirestoreLookup => {
    if (given && typeof given !== 'function') return given;
    let lookup = lookups.get(bucketProject);
    if (!lookup) {
      lookup = given
        ? given(bucketProject)
        : firestoreHost
          ? createHttpFirestoreLookup(firestoreHost, bucketProject)
          : noFirestore();
      lookups.set(bucketProject, lookup);
    }
    return lookup;
  };

  const handler = new StorageHandler({
    getRuleset: () => ruleset,
    loadRules: setRules,
    firestoreFor: (bucket) => firestoreFor(projectOfBucket(bucket, projectId)),
    maxUploadBytes: options.maxUploadBytes ?? 100 * 1024 * 1024,
    log,
  });

  const server = keepConnections(
    createServer((request, response) => {
      void handler.handle(request, response);
    }),
  );
  // A malformed HTTP request gets a 400 instead of taking the process down.
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
    else socket.destroy();
  });
  await new Promise<void>((resolveListen, rejectListen) => {
    server.once('error', rejectListen);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', rejectListen);
      resolveListen();
    });
  });
  const port = (server.address() as AddressInfo).port;

  let watcher: FSWatcher | undefined;
  if (rulesPath && options.watchRules) {
    let timer: NodeJS.Timeout | undefined;
    // Watch the folder: editors often replace the file rather than write into it.
    watcher = watch(dirname(rulesPath), (_event, file) => {
      if (file !== null && file !== basename(rulesPath)) return;
      clearTimeout(timer);
      timer = setTimeout(() => loadRulesFile(false), 50);
    });
    watcher.on('error', (error) => log(`storage: stopped watching ${rulesPath}: ${error.message}`));
  }

  return {
    host,
    port,
    url: `http://${host}:${port}`,
    store: handler.store,
    setRules,
    setRuleset: (next) => {
      ruleset = next;
    },
    clear: () => handler.clear(),
    stop: () =>
      new Promise<void>((resolveClose) => {
        watcher?.close();
        server.close(() => resolveClose());
        server.closeAllConnections();
      }),
  };
}
