import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import type { JobRun } from '#shared/model/job-run.js';

/** What a job says of its run; the rest of the record has its empty value. */
export type JobRunInput = Pick<
  JobRun,
  'job' | 'trigger' | 'by' | 'startedAt' | 'outcome' | 'summary'
> &
  Partial<Omit<JobRun, 'finishedAt'>>;

/**
 * Keeps what one run of a job did for a brand (brands/{b}/jobRuns, server-written only; staff
 * read it on the billing screen). Returns the record's id.
 */
export async function recordJobRun(
  db: Firestore,
  brandId: string,
  run: JobRunInput,
): Promise<string> {
  const ref = db.collection(`brands/${brandId}/jobRuns`).doc();
  await ref.set({
    period: null,
    created: 0,
    existing: 0,
    skipped: [],
    creditApplied: 0,
    sent: 0,
    reminders: [],
    failures: [],
    ...run,
    finishedAt: FieldValue.serverTimestamp(),
  });
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
