// `npm run jobs -- <job> [--brand <id>] [--period YYYY-MM]`: runs one of the server's scheduled
// jobs now, against running emulators (`npm start`'s, or FIRESTORE_EMULATOR_HOST), the way the
// schedule runs it in production — the Pub/Sub emulator that would fire the schedule cannot run
// here (it needs Java). Jobs: `month-bills` (the next month's bills for every brand, or one brand
// and month) and `reminders` (the 督促 sweep). Each run is recorded in brands/{b}/jobRuns and
// shows on the billing screen. docs/billing.md, "The month runs itself". `reports [--all]` keeps
// the report screens' monthly figures (docs/reports.md).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { repoRoot } from './lib/repo-root.mjs';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { brand: { type: 'string' }, period: { type: 'string' }, all: { type: 'boolean' } },
});
const job = positionals[0];
if (job !== 'month-bills' && job !== 'reminders' && job !== 'reports') {
  console.error(
    'usage: npm run jobs -- month-bills|reminders|reports [--brand <id>] [--period YYYY-MM] [--all]',
  );
  process.exit(2);
}
process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
process.env.GCLOUD_PROJECT ??= 'demo-rental-space';
process.env.MAIL_FROM ??= '"スペースナビ" <no-reply@spacenavi.example>';

const build = spawnSync('npm', ['run', 'build:functions'], { cwd: repoRoot, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const require = createRequire(import.meta.url);
const lib = (path) => require(join(repoRoot, 'functions/lib', path));
const { adminFirestore } = lib('admin-firestore.js');
const { todayInJapan } = lib('messages/format-ja.js');
const { brandIds } = lib('jobs/job-runs.js');
const { runMonthBills } = lib('jobs/month-bills.js');
const { runDueMonthBills } = lib('jobs/run-due-month-bills.js');
const { sendDueBillReminders } = lib('messages/bill-mails.js');
const { keepReports } = lib('reports/keep-reports.js');

const db = adminFirestore();
const today = todayInJapan();
if (job === 'month-bills') {
  // A month named: that month. Otherwise what the schedule does, the months that have contracts
  // but no bills first (oldest first), then next month.
  for (const brandId of values.brand ? [values.brand] : await brandIds(db)) {
    const runs = values.period
      ? [
          await runMonthBills(db, {
            brandId,
            period: values.period,
            today,
            trigger: 'cli',
            by: null,
          }),
        ]
      : await runDueMonthBills(db, { brandId, today, trigger: 'cli', evenBeforeRunDay: true });
    for (const run of runs) {
      console.log(`${brandId}: ${run.summary}`);
      for (const failure of run.failures) console.log(`  ✗ ${failure.id}: ${failure.message}`);
    }
  }
} else if (job === 'reports') {
  for (const brandId of values.brand ? [values.brand] : await brandIds(db)) {
    const scope = values.all ? 'all' : 'auto';
    const run = await keepReports(db, { brandId, today, scope, trigger: 'cli' });
    console.log(
      `${brandId}: ${run.months}か月分（${run.documents}件の文書、${run.milliseconds} ms）`,
    );
  }
} else {
  const queued = await sendDueBillReminders(db, {
    today,
    trigger: 'cli',
    by: null,
    ...(values.brand ? { brandId: values.brand } : {}),
  });
  console.log(`督促メール：${queued}件`);
}
