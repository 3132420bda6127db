// Runs a command as of another day: `node scripts/as-of.mjs 2027-01-31 npx vitest run --project
// web src/x.test.tsx`, `node scripts/as-of.mjs 2027-01-01T00:05:00+09:00 node scripts/test.mjs
// --only=stack`. Every Node process of the command (and each e2e browser context) reads that
// time, moving on from it at the usual speed (scripts/lib/test-clock.mjs); the demo data is dated
// against it. `--days=2026-12-31,2027-01-01,…` runs the command once per day and reports each.
// docs/testing.md, "Another day".
import { spawnSync } from 'node:child_process';

const args = process.argv.slice(2);
const daysArg = args[0]?.startsWith('--days=') ? args.shift().slice('--days='.length) : null;
const days = daysArg ? daysArg.split(',') : args.splice(0, 1);
if (days.length === 0 || days[0] === undefined || args.length === 0) {
  process.stderr.write(
    'usage: node scripts/as-of.mjs <YYYY-MM-DD | ISO instant> <command…>\n' +
      '       node scripts/as-of.mjs --days=<day>,<day>,… <command…>\n',
  );
  process.exit(2);
}

const outcomes = [];
for (const day of days) {
  process.stdout.write(`\n━━━ as of ${day}: ${args.join(' ')} ━━━\n`);
  const env = { ...process.env, TEST_CLOCK: day };
  // Each run computes its own shift and "today" from TEST_CLOCK.
  delete env['TEST_CLOCK_OFFSET_MS'];
  delete env['DEMO_TODAY'];
  const clockFlag = `--import=${new URL('./lib/test-clock.mjs', import.meta.url).href}`;
  env['NODE_OPTIONS'] = `${env['NODE_OPTIONS'] ?? ''} ${clockFlag}`.trim();
  const started = Date.now();
  const run = spawnSync(args[0], args.slice(1), { stdio: 'inherit', env });
  const code = run.status ?? 1;
  outcomes.push(
    `${code === 0 ? '✔' : '✖'} ${day} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
}
if (days.length > 1) process.stdout.write(`\n${outcomes.join('\n')}\n`);
process.exit(outcomes.every((line) => line.startsWith('✔')) ? 0 : 1);
