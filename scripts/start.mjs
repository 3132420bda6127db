// `npm start`: build the site and the functions, then run the whole local stack
// (offline Firestore/Storage + the official Auth, Functions and Hosting emulators) with demo
// accounts and demo data. Ctrl-C stops everything. See docs/local-stack.md.
import { join } from 'node:path';
import { demoAccounts } from './lib/demo-accounts.mjs';
import { emulatorNoise } from './lib/emulator-noise.mjs';
import { ensureDemoUsers } from './lib/ensure-demo-users.mjs';
import { firebaseBin, firebaseCliEnv, firebaseWithOfflineFirestore } from './lib/firebase-cli.mjs';
import { ensureLocalBootstrapSecret } from './lib/local-bootstrap-secret.mjs';
import { startLocalInbox } from './lib/local-inbox.mjs';
import { LOCAL_INBOX_PORTS, ensureLocalMailSettings } from './lib/local-mail-settings.mjs';
import { startManagedProcess } from './lib/managed-process.mjs';
import { seedIfPresent, startOfflineStack } from './lib/offline-stack.mjs';
import { portInUse } from './lib/port-in-use.mjs';
import { repoRoot } from './lib/repo-root.mjs';
import { runCommand } from './lib/run-step.mjs';
import { waitForHttp } from './lib/wait-for-http.mjs';
import { writeLocalFirebaseConfig } from './lib/write-local-firebase-config.mjs';

const projectId = 'demo-rental-space';
const ports = {
  hosting: 5000,
  functions: 5001,
  auth: 9099,
  firestore: 8080,
  storage: 9199,
  hub: 4400,
  logging: 4500,
  mailSmtp: LOCAL_INBOX_PORTS.smtp,
  mailWeb: LOCAL_INBOX_PORTS.web,
};
const log = (message) => process.stdout.write(`▶ ${message}\n`);
const fail = (message) => {
  process.stderr.write(`✖ ${message}\n`);
  process.exit(1);
};

const busy = [];
for (const [name, port] of Object.entries(ports)) {
  if (await portInUse(port)) busy.push(`${name} ${port}`);
}
if (busy.length > 0) {
  fail(
    `ポートが使用中です / ports already in use: ${busy.join(', ')}.\n` +
      '  別の npm start が動いていないか確認してください / is another `npm start` running?',
  );
}

log('サイトをビルドしています / building the site (npm run build)');
if ((await runCommand('npm', ['run', 'build'], { cwd: repoRoot })) !== 0) fail('site build failed');
log('Functions をビルドしています / building functions (npm run build:functions)');
if ((await runCommand('npm', ['run', 'build:functions'], { cwd: repoRoot })) !== 0)
  fail('functions build failed');

const bootstrapSecret = ensureLocalBootstrapSecret();
// SMTP_CONNECTION_URI (→ the inbox below) and MAIL_FROM for sendMail, unless already set.
const mailSettings = ensureLocalMailSettings();

const stoppers = [];
let stopping = false;
async function stopAll(code) {
  if (stopping) return;
  stopping = true;
  log('停止しています / stopping…');
  for (const stop of stoppers.reverse()) {
    try {
      await stop();
    } catch (error) {
      process.stderr.write(`stop: ${error instanceof Error ? error.message : String(error)}\n`);
    }
  }
  process.exit(code);
}
process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));

let offline = null;
try {
  offline = await startOfflineStack({
    projectId,
    firestorePort: ports.firestore,
    storagePort: ports.storage,
    // Firestore trigger events go to the Functions emulator started below.
    functionsEmulator: `127.0.0.1:${ports.functions}`,
    watchRules: true,
    quiet: false,
    log,
  });
} catch (error) {
  fail(
    `offline emulators failed to start: ${error instanceof Error ? error.stack : String(error)}`,
  );
}
if (offline) {
  stoppers.push(() => offline.stop());
  log(
    `offline Firestore http://127.0.0.1:${ports.firestore}, Storage http://127.0.0.1:${ports.storage}`,
  );
}

let inbox;
try {
  inbox = await startLocalInbox({
    smtpPort: ports.mailSmtp,
    webPort: ports.mailWeb,
    // Kept across restarts (.firebase/ is gitignored), at most 1,000 messages.
    mailDirectory: join(repoRoot, '.firebase', 'maildev'),
    maxEmails: 1000,
  });
} catch (error) {
  process.stderr.write(`✖ ${error instanceof Error ? error.message : String(error)}\n`);
  await stopAll(1);
}
stoppers.push(() => inbox.stop());
void inbox.exited.then((code) => {
  if (!stopping) {
    process.stderr.write(`✖ the mail inbox (MailDev) exited (code ${code})\n`);
    void stopAll(code || 1);
  }
});
log(`mail inbox ${inbox.webUrl}, SMTP ${inbox.smtpUri}`);

const config = writeLocalFirebaseConfig('local', ports);
const firebase = startManagedProcess(
  'firebase',
  process.execPath,
  [
    // With the offline Firestore in the CLI's registry, the Functions emulator registers
    // Firestore triggers with it (scripts/lib/register-offline-firestore.mjs).
    ...(offline ? firebaseWithOfflineFirestore : [firebaseBin]),
    'emulators:start',
    '--only',
    'auth,functions,hosting',
    '--project',
    projectId,
    '--config',
    config,
  ],
  {
    cwd: repoRoot,
    // One line per request is noise in a terminal someone is reading.
    hide: emulatorNoise,
    env: {
      ...firebaseCliEnv,
      // Functions reach the offline emulators through the standard variables.
      FIRESTORE_EMULATOR_HOST: `127.0.0.1:${ports.firestore}`,
      FIREBASE_STORAGE_EMULATOR_HOST: `127.0.0.1:${ports.storage}`,
      STORAGE_EMULATOR_HOST: `http://127.0.0.1:${ports.storage}`,
      // The publicPage function makes each page from the build Hosting serves.
      SPA_INDEX_HTML: join(repoRoot, 'dist', '_app.html'),
    },
  },
);
stoppers.push(() => firebase.stop());
void firebase.exited.then((code) => {
  if (!stopping) {
    process.stderr.write(`✖ firebase emulators exited (code ${code})\n`);
    void stopAll(code || 1);
  }
});

try {
  // Printed once every emulator is up and the functions are loaded.
  await firebase.waitForLine(/All emulators ready/);
  const alive = { isAlive: firebase.isAlive, timeoutMs: 60_000 };
  await waitForHttp(`http://127.0.0.1:${ports.auth}/`, alive);
  await waitForHttp(`http://127.0.0.1:${ports.hosting}/`, alive);
  await ensureDemoUsers({ projectId, authHost: `127.0.0.1:${ports.auth}` });
  if (offline) {
    await seedIfPresent({
      projectId,
      firestoreHost: `127.0.0.1:${ports.firestore}`,
      storageHost: `127.0.0.1:${ports.storage}`,
      log,
    });
  }
} catch (error) {
  process.stderr.write(`✖ ${error instanceof Error ? error.message : String(error)}\n`);
  await stopAll(1);
}

const url = `http://127.0.0.1:${ports.hosting}`;
const lines = [
  '',
  '────────────────────────────────────────────────────────────',
  ` サイト / site:          ${url}/`,
  ` 管理画面 / admin:       ${url}/admin  (ログイン / sign-in: ${url}/admin/login)`,
  ' デモアカウント / demo accounts:',
  ...demoAccounts.map(
    (account) => `   ${account.roleJa} / ${account.role}: ${account.email} / ${account.password}`,
  ),
  ` 初回管理者用シークレット / grantAdmin bootstrap secret: ${bootstrapSecret} (functions/.secret.local)`,
  ` Auth emulator:          http://127.0.0.1:${ports.auth}`,
  ` Functions emulator:     http://127.0.0.1:${ports.functions}`,
  ` メール受信箱 / mail inbox: ${inbox.webUrl}  (SMTP ${inbox.smtpUri}; functions send to ${mailSettings.smtpUri}, functions/.secret.local)`,
  offline
    ? ` Firestore / Storage:    http://127.0.0.1:${ports.firestore} / http://127.0.0.1:${ports.storage} (offline)`
    : ' Firestore / Storage:    未起動 / not started (offline emulators not in this checkout)',
  ' 停止するには Ctrl-C / press Ctrl-C to stop',
  '────────────────────────────────────────────────────────────',
  '',
];
process.stdout.write(`${lines.join('\n')}\n`);
