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
const code = await runCommand(
  process.execPath,
  [
    'node_modules/vitest/vitest.mjs',
    'run',
    '--project',
    'functions',
    '--project',
    'e2e',
    ...filters,
    // npm test sums this report into its closing count line.
    ...(process.env.STACK_TEST_REPORT
      ? [
          '--reporter=default',
          '--reporter=json',
          `--outputFile.json=${process.env.STACK_TEST_REPORT}`,
        ]
      : []),
  ],
  { cwd: repoRoot },
);
process.exit(code);
