import * as z from 'zod/mini';

/**
 * brands/{b}/jobRuns/{id} — what one run of a server job did for a brand, written by the
 * functions only (staff read): the month's bills (`month-bills`), the 督促 sweep (`reminders`),
 * a contract's end (`contract-end`). Who started it (`schedule` in production, `manual` from the
 * billing screen, `cli` from `npm run jobs`, `task` from Cloud Tasks), when, and the counts.
 */
export const jobKinds = ['month-bills', 'reminders', 'contract-end'] as const;
export type JobKind = (typeof jobKinds)[number];
export const jobKindLabels: Record<JobKind, string> = {
  'month-bills': '月次請求の作成',
  reminders: '督促メール',
  'contract-end': '契約の終了',
};
export const jobTriggers = ['schedule', 'manual', 'cli', 'task'] as const;
export type JobTrigger = (typeof jobTriggers)[number];
export const jobTriggerLabels: Record<JobTrigger, string> = {
  schedule: '自動',
  manual: '手動',
  cli: 'コマンド',
  task: '自動',
};

const count = z.int().check(z.minimum(0, { error: '0以上です' }));

export const jobRunSchema = z.strictObject({
  job: z.enum(jobKinds),
  trigger: z.enum(jobTriggers),
  /** the staff member who pressed 今すぐ実行 (null for a schedule, a task or the command) */
  by: z.nullable(z.string()),
  /**
   * their name in the staff directory when the run started, for the billing screen (brand staff
   * cannot read the directory); absent on runs recorded before it was kept
   */
  byName: z.optional(z.nullable(z.string())),
  /** the billed month (month-bills) */
  period: z.nullable(z.string()),
  startedAt: z.date(),
  finishedAt: z.date(),
  outcome: z.enum(['ok', 'failed']),
  /** bills made / already there / contracts skipped (month-bills) */
  created: count,
  existing: count,
  skipped: z.array(z.strictObject({ id: z.string(), reason: z.string() })),
  /** bills that the customer's 預り金 paid (month-bills) */
  creditApplied: count,
  /** reminders queued (reminders), with the bills and steps */
  sent: count,
  reminders: z.array(z.strictObject({ billId: z.string(), step: z.int() })),
  /** what failed, and why (at most 50 kept) */
  failures: z.array(z.strictObject({ id: z.string(), message: z.string() })),
  /** a line for people, e.g. 「2027年1月分：12件作成、3件は作成済み」 */
  summary: z.string(),
});
export type JobRun = z.infer<typeof jobRunSchema>;

/** Lists kept on a run are cut to this many (the counts stay whole). */
export const jobRunListLimit = 50;
