#!/usr/bin/env node
/**
 * `npm run test:emulators:official`: runs the rules tests (vitest project `rules`) against the
 * OFFICIAL Firestore and Storage emulators under `firebase emulators:exec`, to compare them with
 * the offline ones. Those emulators need Java 21+ and jars that firebase-tools downloads from
 * Google; where either is missing this prints one "skipped: ..." line and exits 0.
 * Ports are picked free at run time, so it never clashes with `npm start` or other test runs.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { homedir, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const PROJECT = 'demo-rental-space';

function javaMajor() {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) return undefined;
  // `java -version` writes e.g. `openjdk version "17.0.15" 2025-04-15` (or "1.8.0_392") to stderr.
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${result.stderr}${result.stdout}`);
  if (!match) return undefined;
  const first = Number(match[1]);
  return first === 1 ? Number(match[2]) : first;
}

function missingJars() {
  const info = JSON.parse(
    readFileSync(
      join(root, 'node_modules/firebase-tools/lib/emulator/downloadableEmulatorInfo.json'),
      'utf8',
    ),
  );
  const cacheDir =
    process.env.FIREBASE_EMULATORS_PATH || join(homedir(), '.cache', 'firebase', 'emulators');
  return ['firestore', 'storage']
    .map((name) => info[name]?.downloadPathRelativeToCacheDir)
    .filter((file) => !file || !existsSync(join(cacheDir, file)));
}

function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

const java = javaMajor();
const missing = missingJars();
if (java === undefined || java < 21 || missing.length > 0) {
  const found = [
    java === undefined ? 'no Java' : `Java ${java}`,
    missing.length > 0
      ? `no jars (${missing.filter(Boolean).join(', ') || 'unknown names'})`
      : 'jars present',
  ].join(' / ');
  console.log(
    `skipped: official Firestore/Storage emulators need Java 21 and their downloads (found ${found})`,
  );
  process.exit(0);
}

// A throw-away firebase.json: absolute rules paths and free ports, nothing else.
const configDir = mkdtempSync(join(tmpdir(), 'official-emulators-'));
const configPath = join(configDir, 'firebase.json');
const [firestorePort, storagePort, hubPort, loggingPort] = await Promise.all([
  freePort(),
  freePort(),
  freePort(),
  freePort(),
]);
writeFileSync(
  configPath,
  JSON.stringify(
    {
      firestore: { rules: join(root, 'firestore.rules') },
      storage: { rules: join(root, 'storage.rules') },
      emulators: {
        singleProjectMode: true,
        firestore: { host: '127.0.0.1', port: firestorePort },
        storage: { host: '127.0.0.1', port: storagePort },
        hub: { host: '127.0.0.1', port: hubPort },
        logging: { host: '127.0.0.1', port: loggingPort },
        ui: { enabled: false },
      },
    },
    null,
    2,
  ),
);

const child = spawn(
  'npx',
  [
    'firebase',
    'emulators:exec',
    '--config',
    configPath,
    '--only',
    'firestore,storage',
    '--project',
    PROJECT,
    'npx vitest run --project rules',
  ],
  { cwd: root, stdio: 'inherit' },
);
const stop = (signal) => child.kill(signal);
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
child.on('exit', (code, signal) => {
  rmSync(configDir, { recursive: true, force: true });
  process.exit(code ?? (signal ? 1 : 0));
});
