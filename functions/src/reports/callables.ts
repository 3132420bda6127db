import { HttpsError, onCall } from 'firebase-functions/https';
import { error as logError, info } from 'firebase-functions/logger';
import { onSchedule } from 'firebase-functions/scheduler';
import { adminFirestore } from '../admin-firestore.js';
import { requireStaffOf } from '../auth/staff-scope.js';
import { brandIds } from '../jobs/job-runs.js';
import { todayInJapan } from '../messages/format-ja.js';
import { keepReports } from './keep-reports.js';

/**
 * The reports' figures, kept by themselves: every morning at 6:30 Japan time in production
 * (after the month's bills at 6:00), each brand's last month and this month — or every month,
 * the first time a brand is kept. The offline emulators cannot run a schedule (no Pub/Sub):
 * locally the same job runs from the report screen's 今すぐ集計 (runReportsNow), from
 * `npm run jobs -- reports` and after the seed. docs/reports.md.
 */
export const reportsDaily = onSchedule(
  { schedule: '30 6 * * *', timeZone: 'Asia/Tokyo', retryCount: 2, timeoutSeconds: 1800 },
  async () => {
    const db = adminFirestore();
    const today = todayInJapan();
    for (const brandId of await brandIds(db)) {
      try {
        const run = await keepReports(db, { brandId, today, scope: 'auto', trigger: 'schedule' });
        info(`reports ${brandId}: ${run.months} months, ${run.documents} documents`);
      } catch (error) {
        // One brand's failure leaves the others' figures kept; the retry runs them all again.
        logError(`reports ${brandId} failed`, error);
      }
    }
  },
);

/**
 * Callable runReports `{ brandId, all? }` (the brand's staff): the brand's figures now — last
 * month and this month, or every month with `all` — and what the run wrote.
 */
export const runReportsNow = onCall({ timeoutSeconds: 540 }, async (request) => {
  const data = (request.data ?? {}) as { brandId?: unknown; all?: unknown };
  if (typeof data.brandId !== 'string' || !/^[a-z0-9-]{1,40}$/.test(data.brandId))
    throw new HttpsError('invalid-argument', 'ブランドを指定してください。');
  await requireStaffOf(request, data.brandId);
  const db = adminFirestore();
  if (!(await db.doc(`brands/${data.brandId}`).get()).exists)
    throw new HttpsError('not-found', 'このブランドは見つかりません。');
  return keepReports(db, {
    brandId: data.brandId,
    today: todayInJapan(),
    scope: data.all === true ? 'all' : 'auto',
    trigger: 'manual',
  });
});
