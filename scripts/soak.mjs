// `npm run test:soak -- --runs 5 [test/e2e/x.test.ts …]`: runs the stack's tests (the functions
// and e2e projects, or the files named) N times and reports every test that failed at least
// once, with how often and its first error. By default the N runs share one stack (emulators,
// demo data), one after another, as the files of one npm test share it: a test that passes only
// on freshly seeded data fails its second run. Options:
//   --runs N     how many runs (default 5)
//   --fresh      a new stack for each run (emulators, build and seed again), as npm test does
//   --busy       keep one core busy the whole time (node -e 'for(;;){}'): a loaded machine
//   --as-of DAY  run as of another day (TEST_CLOCK, scripts/lib/test-clock.mjs)
// Exit code 1 when any test failed once. docs/testing.md, "Proving a test stable".
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from './lib/repo-root.mjs';

const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(name);
  if (at === -1) return null;
  const [, value] = args.splice(at, 2);
  return value ?? null;
};
const flag = (name) => {
  const at = args.indexOf(name);
  if (at === -1) return false;
  args.splice(at, 1);
  return true;
};
const runs = Number(option('--runs') ?? 5);
const asOf = option('--as-of');
const fresh = flag('--fresh');
const busy = flag('--busy');
const files = args.filter((arg) => !arg.startsWith('--'));
if (!Number.isInteger(runs) || runs < 1) {
  process.stderr.write(
    'usage: npm run test:soak -- --runs N [--fresh] [--busy] [--as-of DAY] [files…]\n',
  );
  process.exit(2);
}

const reportDir = mkdtempSync(join(tmpdir(), 'soak-'));
const env = {
  ...process.env,
  STACK_TEST_FILTER: files.join(' '),
  STACK_SOAK_DIR: reportDir,
};
if (asOf) env['TEST_CLOCK'] = asOf;

const run = (extra) =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, ['scripts/test.mjs', '--only=stack'], {
      cwd: repoRoot,
      env: { ...env, ...extra },
      stdio: 'inherit',
    });
    child.on('exit', (code) => resolve(code ?? 1));
  });

const hog = busy ? spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' }) : null;
const stopHog = () => hog?.kill('SIGKILL');
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => {
    stopHog();
    process.exit(130);
  });

const started = Date.now();
if (fresh) {
  for (let i = 1; i <= runs; i++) {
    process.stdout.write(`\n━━━ soak: run ${i} of ${runs} (a fresh stack) ━━━\n`);
    // One folder per stack, each with its run-1.json.
    const dir = join(reportDir, `fresh-${i}`);
    mkdirSync(dir);
    await run({ STACK_TEST_RUNS: '1', STACK_SOAK_DIR: dir });
  }
} else {
  process.stdout.write(`\n━━━ soak: ${runs} runs on one stack ━━━\n`);
  await run({ STACK_TEST_RUNS: String(runs) });
}
stopHog();

/** Every report written, whatever the mode: [{ run, report }]. */
function reports() {
  const found = [];
  const visit = (dir, prefix) => {
    for (const name of readdirSync(dir, { withFileTypes: true })) {
      if (name.isDirectory()) visit(join(dir, name.name), `${name.name}/`);
      else if (name.name.endsWith('.json'))
        found.push({
          run: `${prefix}${name.name}`,
          report: JSON.parse(readFileSync(join(dir, name.name), 'utf8')),
        });
    }
  };
  visit(reportDir, '');
  return found.sort((a, b) => a.run.localeCompare(b.run, 'en', { numeric: true }));
}

const all = reports();
const tests = new Map(); // "file › title" -> { passed, failed, errors: [] }
const durations = [];
for (const { run: name, report } of all) {
  let seconds = 0;
  for (const file of report.testResults ?? []) {
    const path = file.name.replace(`${repoRoot}/`, '');
    seconds = Math.max(seconds, ((file.endTime ?? 0) - (report.startTime ?? 0)) / 1000);
    for (const test of file.assertionResults ?? []) {
      const key = `${path} › ${test.fullName ?? test.title}`;
      const entry = tests.get(key) ?? { passed: 0, failed: 0, errors: [] };
      if (test.status === 'passed') entry.passed += 1;
      else if (test.status === 'failed') {
        entry.failed += 1;
        entry.errors.push(`${name}: ${(test.failureMessages?.[0] ?? '').split('\n')[0]}`);
      }
      tests.set(key, entry);
    }
    // A file that failed before its tests ran (an error in beforeAll) has no test results.
    if ((file.assertionResults ?? []).length === 0 && file.status === 'failed') {
      const key = `${path} › (the file)`;
      const entry = tests.get(key) ?? { passed: 0, failed: 0, errors: [] };
      entry.failed += 1;
      entry.errors.push(`${name}: ${(file.message ?? '').split('\n')[0]}`);
      tests.set(key, entry);
    }
  }
  durations.push(
    `${name}: ${report.numPassedTests ?? 0} passed, ${report.numFailedTests ?? 0} failed, ${seconds.toFixed(0)} s`,
  );
}
rmSync(reportDir, { recursive: true, force: true });

const flaky = [...tests].filter(([, entry]) => entry.failed > 0);
process.stdout.write(
  `\n━━━ soak: ${all.length} of ${runs} runs reported ━━━\n${durations.join('\n')}\n`,
);
process.stdout.write(
  `${tests.size} tests, ${flaky.length} failed at least once` +
    `${busy ? ' (one core kept busy)' : ''}${asOf ? ` (as of ${asOf})` : ''} — ${((Date.now() - started) / 60_000).toFixed(1)} min\n`,
);
for (const [key, entry] of flaky) {
  process.stdout.write(`✖ ${key}: failed ${entry.failed} of ${entry.failed + entry.passed}\n`);
  for (const error of entry.errors) process.stdout.write(`    ${error}\n`);
}
process.exit(flaky.length > 0 || all.length < runs ? 1 : 0);
