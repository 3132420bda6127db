// Preloaded into the firebase CLI (`node --import <this file> firebase.js emulators:…`, see
// firebaseWithOfflineFirestore in firebase-cli.mjs): enters the offline Firestore emulator,
// already listening at FIRESTORE_EMULATOR_HOST, in firebase-tools' emulator registry as if the
// CLI had started Firestore itself.
//
// Why: the Functions emulator registers 2nd-gen Firestore triggers only with a Firestore
// emulator in that registry (functionsEmulator.js addFirestoreTrigger: "function ignored because
// the firestore emulator does not exist or is not running" otherwise), and the official one
// cannot run here (Java 21 and a download). With this entry the Functions emulator POSTs each
// trigger to our emulator, the hub lists it and `emulators:exec` scripts are pointed at it. The
// entry has no process id, so the CLI never signals our process; stopping it is a no-op (the
// script that started the offline emulators stops them).
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
// The same module file the CLI loads, so the same registry (CommonJS modules are cached by path).
const { EmulatorRegistry } = require('firebase-tools/lib/emulator/registry.js');
const { Emulators } = require('firebase-tools/lib/emulator/types.js');

const address = process.env.FIRESTORE_EMULATOR_HOST ?? '';
const match = /^(.+):(\d+)$/.exec(address);
if (!match) {
  process.stderr.write(
    `register-offline-firestore: FIRESTORE_EMULATOR_HOST must be host:port, got "${address}"\n`,
  );
  process.exit(2);
}
const host = match[1].replace(/^\[(.*)\]$/, '$1');
const port = Number(match[2]);

EmulatorRegistry.set(Emulators.FIRESTORE, {
  getName: () => Emulators.FIRESTORE,
  getInfo: () => ({ name: Emulators.FIRESTORE, host, port }),
  start: async () => {},
  connect: async () => {},
  stop: async () => {},
});
