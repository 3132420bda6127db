// `npm test`: everything CI checks, in order, failing fast. Steps: chromium, lint, typecheck,
// build, unit (web + web-mocked + emulators + rules + functions-unit), stack (functions + e2e under firebase emulators:exec
// on free ports). `node scripts/test.mjs --only=stack` (or a comma list) runs a subset.
// See docs/local-stack.md.
// First: TEST_CLOCK=YYYY-MM-DD runs everything as of another day (scripts/lib/test-clock.mjs).
import './lib/test-clock.mjs';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { emulatorNoise } from './lib/emulator-noise.mjs';
import { firebaseBin, firebaseCliEnv, firebaseWithOfflineFirestore } from './lib/firebase-cli.mjs';
import { freePorts } from './lib/free-port.mjs';
import { formatCpuTable, sampleCpuByProcess } from './lib/cpu-by-process.mjs';
import { ensureLocalBootstrapSecret } from './lib/local-bootstrap-secret.mjs';
import { startLocalInbox } from './lib/local-inbox.mjs';
import { ensureLocalMailSettings } from './lib/local-mail-settings.mjs';
import { startOfflineStack } from './lib/offline-stack.mjs';
import { repoRoot } from './lib/repo-root.mjs';
import { runCommand } from './lib/run-step.mjs';
import { writeLocalFirebaseConfig } from './lib/write-local-firebase-config.mjs';

const projectId = 'demo-rental-space';
// One "today" for the whole run: the seed dates the demo data against it and the test files
// compute what they expect from it (scripts/seed/data/demo-clock.ts), even across midnight.
process.env['DEMO_TODAY'] ||= new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
const node = process.execPath;
const triggerProbeCodebase = {
  source: 'test/functions/firestore-trigger-probe',
  codebase: 'trigger-probe',
  runtime: 'nodejs20',
};
const bin = (path) => `${repoRoot}/node_modules/${path}`;

// Each vitest run also writes a JSON report here, so the run ends with one plain count line.
const reportDir = mkdtempSync(join(tmpdir(), 'npm-test-reports-'));
const reportArgs = (name) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${join(reportDir, `${name}.json`)}`,
];

/** Sums the vitest JSON reports written so far: `{ passed, failed, skipped }`. */
function countTests() {
  const totals = { passed: 0, failed: 0, skipped: 0 };
  for (const name of readdirSync(reportDir)) {
    const report = JSON.parse(readFileSync(join(reportDir, name), 'utf8'));
    totals.passed += report.numPassedTests ?? 0;
    totals.failed += report.numFailedTests ?? 0;
    totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  }
  return totals;
}

/** Removes what an interrupted earlier run (whose process is gone) left in .firebase/. */
function removeStaleStackFiles() {
  const dir = join(repoRoot, '.firebase');
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir)) {
    const pid = Number(/^test-(\d+)(\.json)?$/.exec(name)?.[1]);
    if (!pid || pid === process.pid) continue;
    try {
      process.kill(pid, 0);
    } catch (error) {
      if (error?.code === 'ESRCH') rmSync(join(dir, name), { recursive: true, force: true });
    }
  }
}

async function stackTests() {
  removeStaleStackFiles();
  const bootstrapSecret = ensureLocalBootstrapSecret();
  // The emulator needs the secret's line and MAIL_FROM; the SMTP address itself is overridden
  // below (LOCAL_INBOX_SMTP_URI), so tests never send where .secret.local points.
  ensureLocalMailSettings();
  const [
    hosting,
    functions,
    auth,
    hub,
    logging,
    eventarc,
    tasks,
    firestore,
    storage,
    mailSmtp,
    mailWeb,
  ] = await freePorts(11);
  const ports = { hosting, functions, auth, hub, logging, eventarc, tasks, firestore, storage };
  const offline = await startOfflineStack({
    projectId,
    firestorePort: firestore,
    storagePort: storage,
    functionsEmulator: `127.0.0.1:${functions}`,
    quiet: true,
    log: (message) => process.stdout.write(`${message}\n`),
  });
  // The site bakes the emulator ports in at build time, so the stack gets its own build.
  const workDir = join(repoRoot, '.firebase', `test-${process.pid}`);
  const publicDir = join(workDir, 'dist');
  // The stack also loads a test-only codebase with one Firestore trigger, so a functions test
  // can see a trigger run end to end (test/functions/firestore-trigger-probe/); it is never in
  // firebase.json, so nothing new is deployed.
  const config = writeLocalFirebaseConfig(`test-${process.pid}`, ports, {
    publicDir,
    extraCodebases: offline ? [triggerProbeCodebase] : [],
  });
  let inbox = null;
  try {
    inbox = await startLocalInbox({
      smtpPort: mailSmtp,
      webPort: mailWeb,
      mailDirectory: join(workDir, 'maildev'),
    });
    const buildEnv = {
      VITE_AUTH_EMULATOR_PORT: String(auth),
      VITE_FIRESTORE_EMULATOR_PORT: String(firestore),
      VITE_STORAGE_EMULATOR_PORT: String(storage),
      // robots.txt names this run's sitemap (scripts/vite-hosting-files-plugin.ts).
      SITE_ORIGIN: `http://127.0.0.1:${hosting}`,
    };
    // The Functions emulator loads functions/lib: built here, never borrowed from the checks
    // lane beside this one (a fresh clone has no lib until a build writes it).
    const built =
      (await runCommand('npm', ['run', 'build:functions'], { cwd: repoRoot })) ||
      (await runCommand(
        node,
        [
          bin('vite/bin/vite.js'),
          'build',
          '--outDir',
          publicDir,
          '--emptyOutDir',
          '--logLevel',
          'warn',
        ],
        {
          cwd: repoRoot,
          env: buildEnv,
        },
      )) ||
      (await runCommand(node, ['scripts/write-build-id.mjs', publicDir], { cwd: repoRoot }));
    if (built !== 0) return built;
    process.stdout.write(
      `emulators: hosting ${hosting}, functions ${functions}, auth ${auth}, firestore ${firestore}, storage ${storage}, mail inbox ${mailWeb} (SMTP ${mailSmtp})\n`,
    );
    return await runCommand(
      node,
      [
        ...(offline ? firebaseWithOfflineFirestore : [firebaseBin]),
        'emulators:exec',
        '--only',
        'auth,functions,hosting',
        '--project',
        projectId,
        '--config',
        relative(repoRoot, config),
        `"${node}" scripts/lib/stack-test-command.mjs`,
      ],
      {
        cwd: repoRoot,
        hide: emulatorNoise,
        env: {
          ...firebaseCliEnv,
          FIRESTORE_EMULATOR_HOST: `127.0.0.1:${firestore}`,
          FIREBASE_STORAGE_EMULATOR_HOST: `127.0.0.1:${storage}`,
          STORAGE_EMULATOR_HOST: `http://127.0.0.1:${storage}`,
          // sendMail (Functions emulator only) delivers to this run's inbox.
          LOCAL_INBOX_SMTP_URI: inbox.smtpUri,
          // Links in messages (my unit, the password reset) open this run's site.
          SITE_ORIGIN: `http://127.0.0.1:${hosting}`,
          // The publicPage function makes each page from this run's own build.
          SPA_INDEX_HTML: join(publicDir, '_app.html'),
          STACK_MAIL_URL: inbox.webUrl,
          STACK_OFFLINE: offline ? '1' : '0',
          STACK_HOSTING_URL: `http://127.0.0.1:${hosting}`,
          STACK_FUNCTIONS_URL: `http://127.0.0.1:${functions}/${projectId}/asia-northeast1/api`,
          STACK_TEST_REPORT: join(reportDir, 'stack.json'),
          // The value the Functions emulator reads from functions/.secret.local, for the tests.
          STACK_ADMIN_BOOTSTRAP_SECRET: bootstrapSecret,
        },
      },
    );
  } finally {
    await inbox?.stop();
    rmSync(config, { force: true });
    rmSync(workDir, { recursive: true, force: true });
    await offline?.stop();
  }
}

// After `chromium`, two lanes run side by side: the stack (the longest step, its output streamed)
// from the start, and beside it the checks then the unit tests, each printed whole as it ends.
// Each lane stops at its own first failure. The stack's end-to-end tests wait on the browser and
// single-threaded emulators and keep about one core busy, so the other core does the rest in
// their shadow (docs/local-stack.md, "Where the time goes"). In a lane, consecutive steps with the
// same `together` group run at once: lint, typecheck and build ('checks').
const steps = [
  {
    name: 'chromium',
    title: 'Chromium と日本語フォント / Chromium and CJK fonts',
    run: () => runCommand(node, ['scripts/ensure-chromium.mjs'], { cwd: repoRoot }),
  },
  {
    name: 'lint',
    title: 'ESLint と重複コードの検査 / ESLint and the duplicate check',
    lane: 'checks',
    together: 'checks',
    run: async (io) =>
      (await runCommand(node, [bin('eslint/bin/eslint.js'), '.'], { cwd: repoRoot, ...io })) ||
      runCommand(node, ['scripts/check-duplicates.mjs'], { cwd: repoRoot, ...io }),
  },
  {
    name: 'typecheck',
    title: '型チェック / typecheck (app, node, functions)',
    lane: 'checks',
    together: 'checks',
    run: async (io) =>
      (await runCommand(node, [bin('typescript/bin/tsc'), '-p', 'tsconfig.app.json', '--noEmit'], {
        cwd: repoRoot,
        ...io,
      })) ||
      (await runCommand(node, [bin('typescript/bin/tsc'), '-p', 'tsconfig.node.json', '--noEmit'], {
        cwd: repoRoot,
        ...io,
      })) ||
      // Checked only: the stack lane builds functions/lib itself, before it starts the emulators
      // (it runs beside this step; two builds writing lib at once would race).
      runCommand(node, [bin('typescript/bin/tsc'), '-p', 'functions/tsconfig.json', '--noEmit'], {
        cwd: repoRoot,
        ...io,
      }),
  },
  {
    name: 'build',
    title: 'ビルド / build (npm run build)',
    lane: 'checks',
    together: 'checks',
    run: (io) => runCommand('npm', ['run', 'build'], { cwd: repoRoot, ...io }),
  },
  {
    name: 'unit',
    title: '単体・ルールのテスト / unit, emulator and rules tests',
    lane: 'checks',
    run: (io) =>
      runCommand(
        node,
        [
          bin('vitest/vitest.mjs'),
          'run',
          '--project',
          'web',
          '--project',
          'web-mocked',
          '--project',
          'emulators',
          '--project',
          'rules',
          '--project',
          'functions-unit',
          '--project',
          'scripts',
          ...reportArgs('unit'),
        ],
        {
          cwd: repoRoot,
          ...io,
        },
      ),
  },
  {
    name: 'stack',
    title: 'Functions と E2E / functions and end-to-end tests (emulators)',
    lane: 'stack',
    run: stackTests,
  },
];

// Interrupted: exit normally, so exit hooks stop the children in their own process groups (the
// mail inbox).
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(130));

const onlyArg = process.argv.find((arg) => arg.startsWith('--only='));
const only = onlyArg ? onlyArg.slice('--only='.length).split(',') : null;
const unknown = (only ?? []).filter((name) => !steps.some((step) => step.name === name));
if (unknown.length > 0) {
  process.stderr.write(
    `✖ unknown step(s): ${unknown.join(', ')}; steps: ${steps.map((step) => step.name).join(', ')}\n`,
  );
  process.exit(2);
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
// --cpu: where the CPU went, by kind of process (scripts/lib/cpu-by-process.mjs).
const cpu = process.argv.includes('--cpu') ? sampleCpuByProcess() : null;
const started = Date.now();
const results = [];
let failed = null;
/** Runs one step, its output straight through or (given `output`) into that array. */
async function runStep(step, io) {
  const stepStarted = Date.now();
  let code;
  try {
    code = await step.run(io);
  } catch (error) {
    const message = `${error instanceof Error ? error.stack : String(error)}\n`;
    if (io) io.output.push(message);
    else process.stderr.write(message);
    code = 1;
  }
  return { step, code, took: Date.now() - stepStarted };
}

function report({ step, code, took }) {
  results.push(`${code === 0 ? '✔' : '✖'} ${step.name.padEnd(10)} ${seconds(took)}`);
  process.stdout.write(
    `━━━ [${step.name}] ${code === 0 ? 'OK' : `FAILED (exit ${code})`} in ${seconds(took)} ━━━\n`,
  );
  if (code !== 0 && !failed) failed = step.name;
}

const chosen = steps.filter((step) => !only || only.includes(step.name));
/** Prints a step's captured output under its header, once it has ended. */
const printWhole = (step, output) =>
  process.stdout.write(`\n━━━ [${step.name}] ${step.title} ━━━\n${output.join('')}`);

/**
 * Runs `lane`'s steps in order (a `together` group at once), stopping at its first failure.
 * `streamed`: the lane's output goes straight through (the only lane running, or the stack);
 * otherwise each step's output is printed whole when it ends.
 */
async function runLane(lane, streamed) {
  for (let i = 0; i < lane.length; i += 1) {
    const step = lane[i];
    const batch = [step];
    while (step.together && lane[i + 1]?.together === step.together) batch.push(lane[(i += 1)]);
    if (batch.length === 1 && streamed) {
      process.stdout.write(`\n━━━ [${step.name}] ${step.title} ━━━\n`);
      const result = await runStep(step);
      report(result);
      if (result.code !== 0) return;
      continue;
    }
    if (batch.length > 1)
      process.stdout.write(`\n━━━ ${batch.map((s) => `[${s.name}]`).join(' ')} together ━━━\n`);
    const outputs = batch.map(() => []);
    const done = await Promise.all(
      batch.map((s, n) =>
        runStep(s, { output: outputs[n] }).then((result) => {
          printWhole(s, outputs[n]);
          return result;
        }),
      ),
    );
    for (const result of done) report(result);
    if (done.some((result) => result.code !== 0)) return;
  }
}

const first = chosen.filter((step) => !step.lane);
await runLane(first, true);
if (!failed) {
  const lanes = ['stack', 'checks']
    .map((name) => chosen.filter((step) => step.lane === name))
    .filter((lane) => lane.length > 0);
  if (lanes.length > 1)
    process.stdout.write(
      `\n━━━ side by side: ${lanes.map((lane) => lane.map((s) => `[${s.name}]`).join(' → ')).join('  ∥  ')} ━━━\n`,
    );
  await Promise.all(
    lanes.map((lane) => runLane(lane, lanes.length === 1 || lane[0].lane === 'stack')),
  );
}
process.stdout.write(`\n${results.join('\n')}\n`);
if (cpu) process.stdout.write(`\n${formatCpuTable(cpu.stop())}\n`);
const counts = countTests();
rmSync(reportDir, { recursive: true, force: true });
if (counts.failed > 0 && !failed) failed = 'tests';
process.stdout.write(
  `tests: ${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}\n`,
);
process.stdout.write(
  `${failed ? `✖ npm test failed at ${failed}` : '✔ npm test passed'} — total ${seconds(Date.now() - started)}\n`,
);
process.exit(failed ? 1 : 0);
