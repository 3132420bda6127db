import type { Firestore } from 'firebase-admin/firestore';
import { collectionSettingsOf, nextPeriodOf } from '#shared/model/collection-settings.js';
import type { JobTrigger } from '#shared/model/job-run.js';
import { findUnbilledMonths } from './find-unbilled-months.js';
import { monthAlreadyBilled } from './job-runs.js';
import { runMonthBills, type MonthBillsResult } from './month-bills.js';

/**
 * What the month's job does for a brand on `today` when nobody names a month: first the months
 * that have contracts but no bills (findUnbilledMonths), oldest first — so each month's 預り金 is
 * used for its own bills, never a later month's —, then next month's bills once the brand's
 * 請求作成日 has come (or at once with `evenBeforeRunDay`, the command line), unless a run for it
 * already finished without failures. Returns each run's result, in order.
 */
export async function runDueMonthBills(
  db: Firestore,
  input: { brandId: string; today: string; trigger: JobTrigger; evenBeforeRunDay?: boolean },
): Promise<(MonthBillsResult & { period: string })[]> {
  const { brandId, today, trigger } = input;
  const results: (MonthBillsResult & { period: string })[] = [];
  const run = async (period: string) =>
    results.push({
      period,
      ...(await runMonthBills(db, { brandId, period, today, trigger, by: null })),
    });
  for (const missing of await findUnbilledMonths(db, brandId, today)) await run(missing.period);
  const period = nextPeriodOf(today);
  const settings = collectionSettingsOf(
    (await db.doc(`brands/${brandId}/settings/collection`).get()).data(),
  );
  const due = input.evenBeforeRunDay === true || Number(today.slice(8)) >= settings.billRunDay;
  if (due && !(await monthAlreadyBilled(db, brandId, period))) await run(period);
  return results;
}
