// Runs inside `firebase emulators:exec` (see scripts/test.mjs): prepares the stack the tests
// expect (demo accounts, demo data) and then runs the functions and e2e vitest projects.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureDemoUsers } from './ensure-demo-users.mjs';
import { seedIfPresent } from './offline-stack.mjs';
import { repoRoot } from './repo-root.mjs';
import { runCommand } from './run-step.mjs';

const seedEntry = join(repoRoot, 'scripts/seed/index.ts');
const log = (message) => process.stdout.write(`▶ ${message}\n`);

/**
 * The demo data plus the generated brand scale-test (300 assets × 40 spaces) that
 * test/e2e/scale.test.ts opens: `seedDemoData({ scale: true })`, as `npm run seed -- --scale`
 * does. The scale brand adds 12,301 documents, about 1.5 s of writes. Without the seed script
 * in the checkout, `seedIfPresent` says so and skips.
 */
async function seedStack(options) {
  if (!existsSync(seedEntry)) {
    await seedIfPresent(options);
    return;
  }
  const { tsImport } = await import('tsx/esm/api');
  const { seedDemoData } = await tsImport(pathToFileURL(seedEntry).href, import.meta.url);
  // The benchmark brand (test/e2e/scale.test.ts, staff screens): small in npm test, its full
  // 20,000 members and 12 months of bills with STACK_BENCH=full (docs/demo-data.md).
  const bench = process.env.STACK_BENCH === 'full' ? true : { members: 1_200, months: 2 };
  const { milliseconds } = await seedDemoData({ ...options, scale: true, bench });
  options.log(`demo data, scale and benchmark brands seeded (${milliseconds} ms)`);
}

const projectId = process.env.GCLOUD_PROJECT ?? 'demo-rental-space';
const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
if (!authHost) {
  process.stderr.write(
    '✖ FIREBASE_AUTH_EMULATOR_HOST is not set: run this through `node scripts/test.mjs --only=stack`\n',
  );
  process.exit(2);
}

try {
  await ensureDemoUsers({ projectId, authHost });
  log('demo accounts ready');
  if (process.env.STACK_OFFLINE === '1') {
    await seedStack({
      projectId,
      firestoreHost: process.env.FIRESTORE_EMULATOR_HOST,
      storageHost: process.env.FIREBASE_STORAGE_EMULATOR_HOST,
      log,
    });
  }
} catch (error) {
  process.stderr.write(
    `✖ preparing the stack failed: ${error instanceof Error ? error.stack : String(error)}\n`,
  );
  process.exit(1);
}

const filters = (process.env.STACK_TEST_FILTER ?? '').split(' ').filter(Boolean);
/** One vitest run of the functions and e2e projects; `report` is its JSON report's path. */
const runTests = (report) =>
  runCommand(
    process.execPath,
    [
      'node_modules/vitest/vitest.mjs',
      'run',
      '--project',
      'functions',
      '--project',
      'e2e',
      ...filters,
      ...(report ? ['--reporter=default', '--reporter=json', `--outputFile.json=${report}`] : []),
    ],
    { cwd: repoRoot },
  );

// npm test: one run, whose report it sums into its closing count line. The soak
// (scripts/soak.mjs): STACK_TEST_RUNS runs against the same emulators and data, a report each in
// STACK_SOAK_DIR; the soak reads them.
const runs = Number(process.env.STACK_TEST_RUNS ?? 1);
const soakDir = process.env.STACK_SOAK_DIR;
let code = 0;
for (let run = 1; run <= runs; run++) {
  if (runs > 1) log(`soak run ${run} of ${runs}`);
  const started = Date.now();
  const report = soakDir ? join(soakDir, `run-${run}.json`) : process.env.STACK_TEST_REPORT;
  const runCode = await runTests(report);
  if (runs > 1)
    log(`soak run ${run}: exit ${runCode} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  code ||= runCode;
}
process.exit(code);
