import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import type { JobKind, JobRun } from '#shared/model/job-run.js';
import { writeJobAudit } from '../audit/job-audit.js';

/** Who started a run: the staff member (a guard's answer: uid and directory name), or null. */
export type JobStarter = { uid: string; name: string } | null;

/**
 * What a job says of its run; the rest of the record has its empty value. `by` is the person
 * who started it (the record keeps their uid; the 監査ログ entry their name).
 */
export type JobRunInput = Pick<JobRun, 'job' | 'trigger' | 'startedAt' | 'outcome' | 'summary'> &
  Partial<Omit<JobRun, 'finishedAt' | 'by' | 'byName'>> & { by: JobStarter };

/** The 監査ログ's kind of each job (auditKindLabels). */
const jobAuditKinds: Readonly<Record<JobKind, string>> = {
  'month-bills': 'monthBills',
  reminders: 'reminders',
  'contract-end': 'contractEnd',
};

/** What a run counted, for the 監査ログ entry: only the counts the job has. */
function runCounts(run: JobRunInput): Record<string, number> {
  const counts: Record<string, number> =
    run.job === 'month-bills'
      ? {
          created: run.created ?? 0,
          existing: run.existing ?? 0,
          skipped: run.skipped?.length ?? 0,
          creditApplied: run.creditApplied ?? 0,
        }
      : run.job === 'reminders'
        ? { sent: run.sent ?? 0 }
        : {};
  return { ...counts, failures: run.failures?.length ?? 0 };
}

/**
 * Keeps what one run of a job did for a brand (brands/{b}/jobRuns, server-written only; staff
 * read it on the billing screen) and, in the same batch, its 監査ログ entry: who started it (the
 * staff member of 今すぐ実行 by their directory name, or the schedule) and the counts (issue
 * 36, item 4). Returns the record's id.
 */
export async function recordJobRun(
  db: Firestore,
  brandId: string,
  run: JobRunInput,
): Promise<string> {
  const ref = db.collection(`brands/${brandId}/jobRuns`).doc();
  const batch = db.batch();
  batch.set(ref, {
    period: null,
    created: 0,
    existing: 0,
    skipped: [],
    creditApplied: 0,
    sent: 0,
    reminders: [],
    failures: [],
    ...run,
    by: run.by?.uid ?? null,
    byName: run.by?.name ?? null,
    finishedAt: FieldValue.serverTimestamp(),
  });
  writeJobAudit(batch, db, {
    brandId,
    action: 'run',
    kind: jobAuditKinds[run.job],
    document: ref.path,
    startedBy: run.by,
    trigger: run.trigger,
    via: run.job,
    counts: runCounts(run),
    summary: run.summary,
  });
  await batch.commit();
  return ref.id;
}

/** The ids of the brands (every brand document, published or not: unpublished ones bill too). */
export async function brandIds(db: Firestore): Promise<string[]> {
  const brands = await db.collection('brands').select().get();
  return brands.docs.map((d) => d.id);
}

/** Whether a run of the month's job for `period` already finished without failures. */
export async function monthAlreadyBilled(
  db: Firestore,
  brandId: string,
  period: string,
): Promise<boolean> {
  const runs = await db
    .collection(`brands/${brandId}/jobRuns`)
    .where('job', '==', 'month-bills')
    .where('period', '==', period)
    .where('outcome', '==', 'ok')
    .limit(1)
    .get();
  return !runs.empty;
}
