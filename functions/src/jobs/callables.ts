import { HttpsError, onCall } from 'firebase-functions/https';
import { info } from 'firebase-functions/logger';
import { onSchedule } from 'firebase-functions/scheduler';
import { adminFirestore } from '../admin-firestore.js';
import { requireStaffOf } from '../auth/staff-scope.js';
import { todayInJapan } from '../messages/format-ja.js';
import { nextPeriodOf } from '#shared/model/collection-settings.js';
import { brandIds } from './job-runs.js';
import { runMonthBills } from './month-bills.js';
import { runDueMonthBills } from './run-due-month-bills.js';

/**
 * The month's bills, by themselves: every morning at 6:00 Japan time in production (Cloud
 * Scheduler). For each brand, first the months that have contracts but no bills (the schedule
 * missed them: findUnbilledMonths), oldest first, so each month's 預り金 goes to its own bills;
 * then, once the brand's 請求作成日 (settings/collection billRunDay, the 20th by default) has
 * come, next month's bills — unless a run for that month already finished without failures, so
 * a missed day is caught up the next morning and a rerun makes nothing twice. The offline
 * emulators cannot run a schedule (no Pub/Sub): locally the same job runs from the billing
 * screen (runMonthBills) and from `npm run jobs -- month-bills`.
 */
export const monthBillsDaily = onSchedule(
  { schedule: '0 6 * * *', timeZone: 'Asia/Tokyo', retryCount: 2 },
  async () => {
    const db = adminFirestore();
    const today = todayInJapan();
    for (const brandId of await brandIds(db))
      for (const run of await runDueMonthBills(db, { brandId, today, trigger: 'schedule' }))
        info(`month bills ${brandId}: ${run.summary}`);
  },
);

/**
 * Callable runMonthBills `{ brandId, period? }` (the brand's staff): the month's job now for one
 * brand (the billing screen's 今すぐ実行); `period` defaults to next month. Answers what the run
 * did.
 */
export const runMonthBillsNow = onCall(async (request) => {
  const data = (request.data ?? {}) as { brandId?: unknown; period?: unknown };
  if (typeof data.brandId !== 'string' || !/^[a-z0-9-]{1,40}$/.test(data.brandId))
    throw new HttpsError('invalid-argument', 'ブランドを指定してください。');
  // Operator-wide staff, or brand staff of this brand (docs/auth.md, "Staff").
  const staff = await requireStaffOf(request, data.brandId);
  if (
    data.period !== undefined &&
    (typeof data.period !== 'string' || !/^\d{4}-(0[1-9]|1[0-2])$/.test(data.period))
  )
    throw new HttpsError('invalid-argument', '対象月は「2026-12」の形式で指定してください。');
  const today = todayInJapan();
  const db = adminFirestore();
  if (!(await db.doc(`brands/${data.brandId}`).get()).exists)
    throw new HttpsError('not-found', 'このブランドは見つかりません。');
  return runMonthBills(db, {
    brandId: data.brandId,
    period: typeof data.period === 'string' ? data.period : nextPeriodOf(today),
    today,
    trigger: 'manual',
    by: staff,
  });
});
