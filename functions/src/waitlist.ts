import { getApps, initializeApp } from 'firebase-admin/app';
import { getFunctions } from 'firebase-admin/functions';
import { onDocumentUpdated, onDocumentWritten } from 'firebase-functions/firestore';
import { HttpsError, onCall } from 'firebase-functions/https';
import { info } from 'firebase-functions/logger';
import { onTaskDispatched } from 'firebase-functions/tasks';
import { adminFirestore } from './admin-firestore.js';
import { requireStaffOf } from './auth/staff-scope.js';
import {
  afterSettle,
  runOfferTask,
  sendJoinedMail,
  sendLeftMail,
  sendRemovedMail,
  type OfferTask,
  type ScheduleOfferTask,
} from './waitlist/after-settle.js';
import {
  planKeyOf,
  settlePlan,
  waitCountPath,
  WaitlistError,
  type PlanRef,
} from './waitlist/settle-plan.js';
import {
  changeWaitlist,
  joinWaitlist,
  planOfEntryId,
  recordLeave,
  type StaffChange,
} from './waitlist/waitlist-actions.js';

const REGION = 'asia-northeast1';

/** Enqueues waitlistOfferTask at `at`; the task id names the offer, so it is scheduled once. */
const scheduleOfferTask: ScheduleOfferTask = async (task, at) => {
  const app = getApps()[0] ?? initializeApp();
  const queue = getFunctions(app).taskQueue(`locations/${REGION}/functions/waitlistOfferTask`);
  const id = `${task.brandId}-${task.entryId}-${task.seq}-${task.kind}`.replace(
    /[^A-Za-z0-9_-]/g,
    '-',
  );
  try {
    await queue.enqueue(task, { scheduleTime: at, id });
  } catch (error) {
    if ((error as { code?: string }).code === 'functions/task-already-exists') return;
    throw error;
  }
};

function asHttpsError(error: unknown): never {
  if (error instanceof WaitlistError) throw new HttpsError(error.code, error.message);
  throw error;
}

const text = (value: unknown, max: number) =>
  typeof value === 'string' && value.length <= max ? value : null;

/**
 * Callable `waitlist` (Hosting: /api/waitlist), one per action:
 * - `join` `{ brandId, assetId, planKey, name, startDate, note }` (a signed-in customer):
 *   answers `{ entryId, position }`;
 * - `move` `{ brandId, entryId, direction }`, `remove` `{ brandId, entryId, reason }`, `offer`
 *   `{ brandId, entryId, spaceId }` (staff).
 * Leaving is the customer's own write (the rules allow it), recorded by onWaitlistEntryUpdated.
 */
export const waitlist = onCall(async (request) => {
  const data = (request.data ?? {}) as Record<string, unknown>;
  const brandId = text(data['brandId'], 40);
  if (!brandId || !/^[a-z0-9-]{1,40}$/.test(brandId))
    throw new HttpsError('invalid-argument', 'ブランドを指定してください。');
  const db = adminFirestore();
  if (data['action'] === 'join') {
    if (!request.auth) throw new HttpsError('unauthenticated', 'ログインしてください。');
    const email = request.auth.token['email'];
    if (typeof email !== 'string')
      throw new HttpsError(
        'failed-precondition',
        'メールアドレスのあるアカウントでログインしてください。',
      );
    const plan: PlanRef = {
      brandId,
      assetId: text(data['assetId'], 16) ?? '',
      planKey: text(data['planKey'], 100) ?? '',
    };
    const joined = await joinWaitlist(db, {
      ...plan,
      uid: request.auth.uid,
      email,
      name: text(data['name'], 50) ?? '',
      startDate: text(data['startDate'], 10) ?? '',
      note: text(data['note'], 500) ?? '',
    }).catch(asHttpsError);
    await afterSettle(db, plan, joined.actions, scheduleOfferTask);
    await sendJoinedMail(db, plan, joined.entryId, joined.position);
    return { entryId: joined.entryId, position: joined.position };
  }
  // The brand's staff only (docs/auth.md, "Staff").
  const by = (await requireStaffOf(request, brandId)).uid;
  const entryId = text(data['entryId'], 300) ?? '';
  let change: StaffChange;
  if (data['action'] === 'move' && (data['direction'] === 'up' || data['direction'] === 'down'))
    change = { kind: 'move', entryId, direction: data['direction'] };
  else if (data['action'] === 'remove')
    change = { kind: 'remove', entryId, reason: text(data['reason'], 200) ?? '' };
  else if (data['action'] === 'offer')
    change = { kind: 'offer', entryId, spaceId: text(data['spaceId'], 64) ?? '' };
  else throw new HttpsError('invalid-argument', '操作を指定してください。');
  const plan = (() => {
    try {
      return planOfEntryId(brandId, entryId);
    } catch (error) {
      return asHttpsError(error);
    }
  })();
  const actions = await changeWaitlist(db, brandId, change, by).catch(asHttpsError);
  await afterSettle(db, plan, actions, scheduleOfferTask);
  if (change.kind === 'remove') await sendRemovedMail(db, plan, entryId);
  return { ok: true };
});

/**
 * The end of an offer, and its 期限が近い mail: Cloud Tasks runs this at the offer's
 * `remindAt` and `until` (scheduled by afterSettle). Run early or twice, it changes nothing
 * (runOfferTask compares with the time, as the rules do).
 */
export const waitlistOfferTask = onTaskDispatched<OfferTask>(
  {
    retryConfig: { maxAttempts: 5, minBackoffSeconds: 60 },
    rateLimits: { maxConcurrentDispatches: 5 },
  },
  async (request) => {
    const db = adminFirestore();
    const outcome = await runOfferTask(db, request.data, scheduleOfferTask);
    info(
      `waitlistOfferTask ${request.data.entryId} #${request.data.seq} ${request.data.kind}: ${outcome}`,
    );
  },
);

/** Whether a plan has anyone in its line (the public counter the settle keeps). */
async function hasLine(plan: PlanRef): Promise<boolean> {
  const counter = (await adminFirestore().doc(waitCountPath(plan)).get()).data();
  return Number(counter?.['waiting'] ?? 0) + Number(counter?.['offered'] ?? 0) > 0;
}

/**
 * A space became free (an application cancelled or rejected, a contract ended, staff made it
 * available) or stopped being held (its person applied, staff changed it): settle its plan, so
 * the next person in line is offered it. A repeated event settles again and finds nothing to do.
 */
export const onSpaceWrittenForWaitlist = onDocumentWritten(
  'brands/{brandId}/assets/{assetId}/spaces/{spaceId}',
  async (event) => {
    const before = event.data?.before.data();
    const after = event.data?.after.data();
    if (!after) return;
    const freed = after['status'] === 'available' && before?.['status'] !== 'available';
    const unheld = before?.['status'] === 'held' && after['status'] !== 'held';
    if (!freed && !unheld) return;
    const { brandId, assetId } = event.params;
    const plan = { brandId, assetId, planKey: planKeyOf(after) };
    if (!(await hasLine(plan))) return;
    const db = adminFirestore();
    const actions = await settlePlan(db, plan);
    await afterSettle(db, plan, actions, scheduleOfferTask);
  },
);

/**
 * A customer left their plan's line (or declined its offer): record it, settle the plan (a
 * declined space goes to the next person) and confirm it by mail.
 */
export const onWaitlistEntryUpdated = onDocumentUpdated(
  'brands/{brandId}/waitlist/{entryId}',
  async (event) => {
    const before = event.data?.before.get('status') as unknown;
    const after = event.data?.after.get('status') as unknown;
    if (after !== 'left' || before === 'left') return;
    const { brandId, entryId } = event.params;
    const db = adminFirestore();
    const plan = planOfEntryId(brandId, entryId);
    const { actions, recorded } = await recordLeave(db, brandId, entryId);
    await afterSettle(db, plan, actions, scheduleOfferTask);
    if (recorded)
      await sendLeftMail(db, plan, entryId, recorded.kind === 'declined' ? recorded : null);
  },
);
