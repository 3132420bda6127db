import type { Firestore, Transaction, WriteBatch } from 'firebase-admin/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import type { AuditJobAction } from '#shared/model/audit-log.js';
import type { JobTrigger } from '#shared/model/job-run.js';
import type { AuditActor, AuditEntry } from './audit-entry.js';
import { auditEntryPath } from './audit-entry.js';

/**
 * "A job run / import happened" in the 監査ログ (issue 36, item 4): one entry per run of a job
 * (the month's bills, 督促, a contract's end) and per file imported or exported (statements,
 * 振替結果, 依頼データ), naming the person who started it — or the schedule — with its counts.
 * The documents the run wrote are in its record (jobRuns, statementImports, debitImports,
 * debitRequests) and in their own histories; the log keeps who, when and how many.
 *
 * Use (inside the transaction or batch that writes the run's record, so both exist or neither):
 *
 * ```ts
 * writeJobAudit(tx, db, {
 *   brandId, action: 'import', kind: 'statementImport',
 *   document: importRef.path, startedBy: staff, trigger: 'manual', via: 'importStatement',
 *   counts: { records: 12, recordedNow: 10, unmatched: 2 }, summary: '12件中10件を記録',
 * });
 * ```
 */
export type JobAuditInput = {
  brandId: string;
  /** `run` a job, `import` a file, `export` a file */
  action: AuditJobAction;
  /** what ran: `monthBills`, `reminders`, `contractEnd`, `statementImport`, `debitImport`, `debitRequest` */
  kind: string;
  /** the run's or the import's record (`brands/b/jobRuns/{id}`, `brands/b/statementImports/{id}`) */
  document: string;
  /** the staff member who started it (a guard's answer: uid and directory name), else null */
  startedBy: { uid: string; name: string } | null;
  /** how it was started: `manual` (a person), `schedule`, `task`, `cli` */
  trigger: JobTrigger;
  /** the callable or job that ran it: the entry's 経路 */
  via: string;
  /** the counts, field → number: `{ created: 59, existing: 3 }` (labels: auditFieldLabels) */
  counts: Readonly<Record<string, number>>;
  /** a line for people: 「2027年1月分：59件作成（3件は作成済み）」 */
  summary: string;
  /** default: now */
  at?: Date;
};

/** Who started a run nobody pressed a button for. */
const triggerActorNames: Readonly<Record<JobTrigger, string>> = {
  manual: 'スタッフ',
  schedule: '自動実行（スケジュール）',
  task: '自動実行（予約）',
  cli: 'コマンド（npm run jobs）',
};

/** The person who started a run, or the schedule (a `system` actor named by its trigger). */
export function jobActor(startedBy: JobAuditInput['startedBy'], trigger: JobTrigger): AuditActor {
  if (startedBy) return { type: 'staff', uid: startedBy.uid, name: startedBy.name.slice(0, 100) };
  return { type: 'system', uid: null, name: triggerActorNames[trigger] };
}

/** The entry: the counts and the summary as its 変更内容 (before: null). */
export function jobAuditEntry(input: JobAuditInput): AuditEntry {
  const counts = Object.entries(input.counts).map(([field, count]) => ({
    field,
    before: null,
    after: String(count),
  }));
  const changes = [
    ...counts,
    { field: 'summary', before: null, after: input.summary.slice(0, 200) },
  ];
  return {
    at: input.at ?? new Date(),
    brandId: input.brandId,
    actor: jobActor(input.startedBy, input.trigger),
    action: input.action,
    kind: input.kind,
    document: input.document,
    fields: changes.map((change) => change.field),
    changes,
    via: input.via,
  };
}

/**
 * Puts the entry into `writer` (a transaction or batch of `db`) with a fixed id derived from the
 * record's path, so a retried run or import writes the same entry again, never a second one.
 */
export function writeJobAudit(
  writer: Transaction | WriteBatch,
  db: Firestore,
  input: JobAuditInput,
): void {
  const entry = jobAuditEntry(input);
  const id = `${input.action}-${input.document.split('/').slice(2).join('-')}`.slice(0, 500);
  const ref = db.doc(auditEntryPath(input.brandId, id));
  const data = { ...entry, at: Timestamp.fromDate(entry.at) };
  // Transaction and WriteBatch share set()'s shape but not one callable type.
  if ('getAll' in writer) writer.set(ref, data);
  else writer.set(ref, data);
}

/** The same, written on its own (a run whose record was already written). */
export async function recordJobAudit(db: Firestore, input: JobAuditInput): Promise<void> {
  const batch = db.batch();
  writeJobAudit(batch, db, input);
  await batch.commit();
}
