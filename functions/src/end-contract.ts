import { getApps, initializeApp } from 'firebase-admin/app';
import { getFunctions } from 'firebase-admin/functions';
import { onDocumentUpdated } from 'firebase-functions/firestore';
import { info } from 'firebase-functions/logger';
import { onTaskDispatched } from 'firebase-functions/tasks';
import { adminFirestore } from './admin-firestore.js';
import { contractEndInstant, endDueContract } from './contracts/end-due-contract.js';
import { recordJobRun } from './jobs/job-runs.js';

const contractEndWords: Record<Awaited<ReturnType<typeof endDueContract>>, string> = {
  ended: '契約を終了し、区画を空きに戻しました',
  'not-due': '解約日がまだ来ていないため、何もしませんでした',
  'nothing-to-do': '終了する契約がありませんでした（取り下げ・終了済み）',
};

const REGION = 'asia-northeast1';

/**
 * A contract ends on its date (docs/data-flow.md「解約」): Cloud Tasks runs this at 00:00 in Japan
 * on the day after the confirmed end date (scheduleContractEnd enqueues it), and it ends the
 * contract and frees the space (endDueContract). Run early or twice, it changes nothing.
 */
export const endContract = onTaskDispatched<{ brandId: string; applicationId: string }>(
  {
    retryConfig: { maxAttempts: 5, minBackoffSeconds: 60 },
    rateLimits: { maxConcurrentDispatches: 5 },
  },
  async (request) => {
    const { brandId, applicationId } = request.data;
    const startedAt = new Date();
    const db = adminFirestore();
    const outcome = await endDueContract(db, { brandId, applicationId });
    info(`endContract brands/${brandId}/applications/${applicationId}: ${outcome}`);
    // Shown on the billing screen with the other jobs (last run, what it did).
    await recordJobRun(db, brandId, {
      job: 'contract-end',
      trigger: 'task',
      by: null,
      startedAt,
      outcome: 'ok',
      summary: `申込 ${applicationId}：${contractEndWords[outcome]}`,
    });
  },
);

/**
 * When staff confirm a 解約 (terminationRequest.confirmedAt appears), enqueue endContract for the
 * morning after its end date. The task id names the application and date, so a repeated event
 * cannot schedule it twice.
 */
export const scheduleContractEnd = onDocumentUpdated(
  'brands/{brandId}/applications/{applicationId}',
  async (event) => {
    const before = event.data?.before.get('terminationRequest') as
      { confirmedAt?: unknown } | null | undefined;
    const after = event.data?.after.get('terminationRequest') as
      { endDate: string; confirmedAt?: unknown } | null | undefined;
    if (!after?.confirmedAt || before?.confirmedAt) return;
    const { brandId, applicationId } = event.params;
    // The default app may not exist yet in this instance (adminFirestore creates it lazily).
    const app = getApps()[0] ?? initializeApp();
    const queue = getFunctions(app).taskQueue(`locations/${REGION}/functions/endContract`);
    try {
      await queue.enqueue(
        { brandId, applicationId },
        {
          scheduleTime: contractEndInstant(after.endDate),
          id: `${brandId}-${applicationId}-${after.endDate}`,
        },
      );
    } catch (error) {
      // Already scheduled (a redelivered event): nothing more to do.
      if ((error as { code?: string }).code === 'functions/task-already-exists') return;
      throw error;
    }
    info(`scheduled endContract for ${brandId}/${applicationId} after ${after.endDate}`);
  },
);
