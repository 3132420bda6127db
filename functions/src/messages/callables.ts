import { HttpsError, onCall } from 'firebase-functions/https';
import { onSchedule } from 'firebase-functions/scheduler';
import { info } from 'firebase-functions/logger';
import { adminAuth } from '../admin-auth.js';
import { adminFirestore } from '../admin-firestore.js';
import { assertOperatorStaff, assertStaffOf, requireStaff } from '../auth/staff-scope.js';
import { MAIL_COLLECTION, MAIL_ID_PART } from '../mail/mail-document.js';
import { userActor } from '../audit/audit-actor.js';
import { planBrandReminders, sendDueBillReminders } from './bill-mails.js';
import { todayInJapan } from './format-ja.js';
import { resendMail as resend } from './resend-mail.js';

/** Callable resendMail `{ mailId }` (staff): queue a failed or sent message again (resend-mail.ts). */
export const resendMail = onCall(async (request) => {
  const staff = await requireStaff(request);
  const mailId: unknown = (request.data as { mailId?: unknown } | null)?.mailId;
  if (typeof mailId !== 'string')
    throw new HttpsError('invalid-argument', 'メールを指定してください。');
  const db = adminFirestore();
  // The mail's brand's staff (docs/auth.md, "Staff"); mail of no brand is the operator's.
  if (MAIL_ID_PART.test(mailId)) {
    const brandId: unknown = (await db.collection(MAIL_COLLECTION).doc(mailId).get()).get(
      'brandId',
    );
    assertStaffOf(staff, typeof brandId === 'string' ? brandId : null);
  }
  const by = await userActor({ auth: adminAuth(), db }, staff.uid);
  const outcome = await resend(db, mailId, undefined, by);
  if (outcome === 'not-found') throw new HttpsError('not-found', 'このメールは見つかりません。');
  if (outcome === 'one-time-link') {
    throw new HttpsError(
      'failed-precondition',
      'パスワード再設定のメールは再送できません（リンクの有効期限は1時間です）。お客さまに、ログイン画面からもう一度お申し込みいただいてください。',
    );
  }
  if (outcome === 'not-resendable') {
    throw new HttpsError(
      'failed-precondition',
      'このメールは送信待ち・送信中のため、再送できません。',
    );
  }
  return { queued: true };
});

/**
 * お支払いのお願い: every morning at 9:00 Japan time in production (Cloud Scheduler). The
 * scheduled function cannot run in the offline emulators (no Pub/Sub), so the same sweep is
 * also a staff callable (billing screen, and the stack test calls it twice).
 */
export const billRemindersDaily = onSchedule(
  { schedule: '0 9 * * *', timeZone: 'Asia/Tokyo', retryCount: 1 },
  async () => {
    const queued = await sendDueBillReminders(adminFirestore(), {
      today: todayInJapan(),
      trigger: 'schedule',
      by: null,
    });
    info(`bill reminders: ${queued} queued`);
  },
);

/**
 * Callable sendBillReminders `{ brandId?, preview? }` (staff): the daily sweep now — for one brand
 * (the billing screen's 今すぐ送る) or every brand; `{ queued }` = new messages. With `preview`
 * (one brand) nothing is sent: `{ mails }` says who would get a mail now and for which bills and
 * how much, so staff confirm how many mails to whom before they go (issue 37, item 8).
 */
export const sendBillReminders = onCall(async (request) => {
  const staff = await requireStaff(request);
  const data = (request.data ?? {}) as { brandId?: unknown; preview?: unknown };
  const brandId = data.brandId;
  if (brandId !== undefined && (typeof brandId !== 'string' || !/^[a-z0-9-]{1,40}$/.test(brandId)))
    throw new HttpsError('invalid-argument', 'ブランドを指定してください。');
  // One brand: its staff; every brand at once: operator-wide staff (docs/auth.md, "Staff").
  if (brandId === undefined) assertOperatorStaff(staff);
  else assertStaffOf(staff, brandId);
  const db = adminFirestore();
  const today = todayInJapan();
  if (data.preview === true) {
    if (brandId === undefined)
      throw new HttpsError('invalid-argument', 'ブランドを指定してください。');
    const planned = await planBrandReminders(db, brandId, today);
    return {
      mails: planned.map((m) => ({
        name: m.name,
        email: m.email,
        bills: m.bills.map((b) => ({ description: b.description, step: b.step })),
        total: m.total,
      })),
    };
  }
  return {
    queued: await sendDueBillReminders(db, {
      today,
      trigger: 'manual',
      by: staff,
      ...(brandId === undefined ? {} : { brandId }),
    }),
  };
});
