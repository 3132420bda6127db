import {
  FieldValue,
  Timestamp,
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
} from 'firebase-admin/firestore';
import { billSchema, type Bill } from '#shared/model/bill.js';
import {
  creditWrite,
  newBillFields,
  paymentUpdate,
  systemUid,
} from '#shared/billing/bill-writes.js';
import { contractToBill, type ContractSource } from '#shared/billing/contract-to-bill.js';
import {
  planMonthlyBills,
  skipReasonLabels,
  type ContractToBill,
  type PlannedBill,
} from '#shared/billing/monthly-bill-plan.js';
import { jobRunListLimit, type JobRun, type JobTrigger } from '#shared/model/job-run.js';
import { batchesOf } from '../admin-firestore.js';
import { japanToday } from '../contracts/end-due-contract.js';
import { keepReportsAfterBillRun } from '../reports/after-bill-run.js';
import { recordJobRun, type JobStarter } from './job-runs.js';

export type MonthBillsInput = {
  brandId: string;
  /** the billed month `YYYY-MM` */
  period: string;
  /** today in Japan `YYYY-MM-DD` (the due-date rule and 預り金 payments use it) */
  today: string;
  trigger: JobTrigger;
  /** the staff member who started it (今すぐ実行), or null */
  by: JobStarter;
};

export type MonthBillsResult = Pick<
  JobRun,
  'created' | 'existing' | 'skipped' | 'creditApplied' | 'failures' | 'summary' | 'outcome'
>;

function yearMonthLabel(period: string): string {
  return `${Number(period.slice(0, 4))}年${Number(period.slice(5))}月`;
}

/** The day (Japan) the application was moved to 終了: its last history entry to `ended`. */
function endedOnOf(history: unknown): string | null {
  const entries = Object.values((history ?? {}) as Record<string, { to?: unknown; at?: unknown }>);
  const ended = entries.filter((e) => e.to === 'ended').at(-1);
  return ended?.at instanceof Timestamp ? japanToday(ended.at.toDate()) : null;
}

/** A contract (契約中 or 終了) as the plan reads it, or null when its fields are not there. */
function contractOf(id: string, data: DocumentData): ContractSource | null {
  const { uid, spaceId, startDate, contract, terminationRequest, status, history } = data;
  if (typeof uid !== 'string' || typeof spaceId !== 'string' || typeof startDate !== 'string')
    return null;
  return {
    id,
    uid,
    spaceId,
    startDate,
    contract,
    terminationRequest,
    status: String(status),
    endedOn: status === 'ended' ? endedOnOf(history) : null,
  };
}

/** db.getAll in requests of at most 300 documents (the cost stays linear in the contracts). */
async function getAllInChunks(db: Firestore, refs: readonly DocumentReference[]) {
  const snapshots: DocumentSnapshot[] = [];
  for (let start = 0; start < refs.length; start += 300)
    snapshots.push(...(await db.getAll(...refs.slice(start, start + 300))));
  return snapshots;
}

/**
 * The brand's contracts as the plan bills them: every contracted application, and those that
 * ended on or after the first day of `since` (their last month may still be to bill: a contract
 * ended at once, issue 37 item 9 — an ended contract was last written when it ended, so
 * `updatedAt` bounds the read), with their spaces and assets and the brand's 解約 rule.
 */
export async function readContracts(db: Firestore, brandId: string, since: string) {
  const brand = db.doc(`brands/${brandId}`);
  const sinceInstant = Timestamp.fromDate(new Date(`${since}-01T00:00:00+09:00`));
  const [contracted, ended, rule] = await Promise.all([
    brand.collection('applications').where('status', '==', 'contracted').get(),
    brand
      .collection('applications')
      .where('status', '==', 'ended')
      .where('updatedAt', '>=', sinceInstant)
      .get(),
    brand.collection('settings').doc('termination').get(),
  ]);
  const skipped: JobRun['skipped'] = [];
  const contracts: (ContractSource & { assetId: string })[] = [];
  for (const d of [...contracted.docs, ...ended.docs]) {
    const c = contractOf(d.id, d.data());
    const assetId: unknown = d.get('assetId');
    if (c && typeof assetId === 'string') contracts.push({ ...c, assetId });
    else skipped.push({ id: d.id, reason: '申込の内容を読み取れないため' });
  }
  const spaceRefs = contracts.map((c) =>
    brand.collection('assets').doc(c.assetId).collection('spaces').doc(c.spaceId),
  );
  const assetIds = [...new Set(contracts.map((c) => c.assetId))];
  const [spaces, assets] = await Promise.all([
    getAllInChunks(db, spaceRefs),
    getAllInChunks(
      db,
      assetIds.map((id) => brand.collection('assets').doc(id)),
    ),
  ]);
  const assetName = new Map(assets.map((a) => [a.id, String(a.get('name') ?? a.id)]));
  const lastMonthProrated = rule.get('lastMonthProrated') === true;
  const toBill: ContractToBill[] = contracts.map((application, i) => {
    const space = spaces[i];
    const fees =
      space?.exists &&
      typeof space.get('monthlyFee') === 'number' &&
      typeof space.get('adminFee') === 'number'
        ? {
            label: String(space.get('label') ?? application.spaceId),
            monthlyFee: space.get('monthlyFee') as number,
            adminFee: space.get('adminFee') as number,
          }
        : null;
    return contractToBill({
      application,
      space: fees,
      rule: { lastMonthProrated },
      assetName: assetName.get(application.assetId) ?? application.assetId,
    });
  });
  return { toBill, skipped };
}

/** Reads what the month's plan needs: the contracts and the month's bills that exist. */
async function readPlan(db: Firestore, { brandId, period, today }: MonthBillsInput) {
  const [{ toBill, skipped }, existing] = await Promise.all([
    readContracts(db, brandId, period),
    db.collection(`brands/${brandId}/bills`).where('period', '==', period).select().get(),
  ]);
  const existingIds = new Set(existing.docs.map((d) => d.id));
  return { plan: planMonthlyBills({ period, today, contracts: toBill, existingIds }), skipped };
}

/**
 * Creates the planned bills that do not exist, up to 400 per transaction: the transaction reads
 * the chunk's bills and creates only the missing ones, so a bill that appeared meanwhile —
 * another run at the same moment, a contract's first bill — is counted as existing, never
 * overwritten (two runs at once conflict, and the later one is retried and finds them). Not
 * `create` and its conflict: over REST the Admin SDK reads ALREADY_EXISTS (HTTP 409) as ABORTED
 * and retries the commit for a minute. Each bill is checked against the model's schema first.
 *
 * A customer with 預り金 (read in the same transaction) has it used in the bill as it is created —
 * a payment 「預り金から充当」 dated today of what the balance covers, and the 預り金's `applied`
 * entry — so the bill is born with what the customer still pays, and ご請求 says that one amount
 * (issue 37, item 5), instead of a second mail a moment later with another.
 */
async function createBills(
  db: Firestore,
  brandId: string,
  bills: readonly PlannedBill[],
  by: string,
  today: string,
) {
  const created: PlannedBill[] = [];
  let existing = 0;
  let creditApplied = 0;
  const failures: JobRun['failures'] = [];
  const bills$ = db.collection(`brands/${brandId}/bills`);
  const credits$ = db.collection(`brands/${brandId}/credits`);
  const valid = bills.filter((bill) => {
    const check = billSchema.safeParse(newBillFields(bill, by, new Date()));
    if (!check.success)
      failures.push({
        id: bill.id,
        message: check.error.issues[0]?.message ?? '形式が正しくありません',
      });
    return check.success;
  });
  const withCredit = new Set(
    (await credits$.where('balance', '>', 0).select().get()).docs.map((d) => d.id),
  );
  for (const chunk of batchesOf(valid)) {
    try {
      const made = await db.runTransaction(async (tx) => {
        const uids = [...new Set(chunk.map((b) => b.uid).filter((uid) => withCredit.has(uid)))];
        const [snapshots, creditSnaps] = await Promise.all([
          tx.getAll(...chunk.map((bill) => bills$.doc(bill.id))),
          uids.length > 0 ? tx.getAll(...uids.map((uid) => credits$.doc(uid))) : [],
        ]);
        const credits = new Map(
          creditSnaps
            .filter((c) => c.exists)
            .map((c) => [c.id, c.data() as { balance: number; history: Record<string, unknown> }]),
        );
        const missing = chunk.filter((_, i) => !snapshots[i]?.exists);
        let applied = 0;
        const now = FieldValue.serverTimestamp();
        for (const bill of missing) {
          const fields = newBillFields(bill, by, now);
          const credit = credits.get(bill.uid);
          const amount = Math.min(credit?.balance ?? 0, bill.amount);
          if (credit === undefined || amount <= 0) {
            tx.create(bills$.doc(bill.id), fields);
            continue;
          }
          const paid = paymentUpdate(
            // The new bill as paymentUpdate reads it: its amount, nothing paid, one history entry.
            {
              amount: bill.amount,
              paidAmount: 0,
              writeOff: null,
              payments: {},
              history: fields.history as unknown as Bill['history'],
            },
            by,
            { amount, excess: 0, date: today, method: 'balance', note: '', line: null },
            now,
          );
          tx.create(bills$.doc(bill.id), withDottedFields(fields, paid));
          const write = creditWrite(
            credit,
            { uid: bill.uid, action: 'applied', amount, billId: bill.id, by, note: '' },
            now,
          );
          tx.update(credits$.doc(bill.uid), write.data);
          // A second bill of the same customer in this chunk sees the balance and entry it left.
          credits.set(bill.uid, {
            balance: credit.balance - amount,
            history: { ...credit.history, [String(Object.keys(credit.history).length)]: null },
          });
          applied += 1;
        }
        return { missing, applied };
      });
      created.push(...made.missing);
      creditApplied += made.applied;
      existing += chunk.length - made.missing.length;
    } catch (error) {
      for (const bill of chunk)
        failures.push({ id: bill.id, message: String((error as Error).message ?? error) });
    }
  }
  return { created, existing, creditApplied, failures };
}

/** A document's fields with an update's `a.b` paths applied (a payment added to a new bill). */
function withDottedFields(
  fields: Record<string, unknown>,
  update: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...fields };
  for (const [path, value] of Object.entries(update)) {
    const dot = path.indexOf('.');
    if (dot < 0) out[path] = value;
    else {
      const head = path.slice(0, dot);
      out[head] = {
        ...((out[head] as Record<string, unknown> | undefined) ?? {}),
        [path.slice(dot + 1)]: value,
      };
    }
  }
  return out;
}

/**
 * The month's bills for one brand, on the server: every contracted application's bill for
 * `period` that does not exist yet (safe to run again: a rerun, or a retry after a crash
 * half-way, makes only the missing ones), each customer's 預り金 used for their new bill, and
 * a run record (brands/{b}/jobRuns) saying what it did.
 */
export async function runMonthBills(
  db: Firestore,
  input: MonthBillsInput,
): Promise<MonthBillsResult> {
  const startedAt = new Date();
  let result: MonthBillsResult;
  try {
    const { plan, skipped } = await readPlan(db, input);
    // A run started by a staff member (今すぐ実行) writes in their name: the bills' histories
    // show that person, the schedule's runs システム (issue 36, item 4).
    const by = input.by?.uid ?? systemUid;
    const made = await createBills(db, input.brandId, plan.create, by, input.today);
    const credits = { applied: made.creditApplied };
    const allSkipped = [
      ...skipped,
      ...plan.skipped.map((s) => ({ id: s.applicationId, reason: skipReasonLabels[s.reason] })),
    ];
    const failures = made.failures;
    const existing = plan.existing.length + made.existing;
    const notes = [
      existing > 0 ? `${existing}件は作成済み` : '',
      allSkipped.length > 0 ? `${allSkipped.length}件は対象外` : '',
      credits.applied > 0 ? `${credits.applied}件に預り金を充当` : '',
      failures.length > 0 ? `${failures.length}件は失敗` : '',
    ].filter(Boolean);
    result = {
      outcome: failures.length > 0 ? 'failed' : 'ok',
      created: made.created.length,
      existing,
      skipped: allSkipped.slice(0, jobRunListLimit),
      creditApplied: credits.applied,
      failures: failures.slice(0, jobRunListLimit),
      summary: `${yearMonthLabel(input.period)}分：${made.created.length}件作成${notes.length > 0 ? `（${notes.join('、')}）` : ''}`,
    };
  } catch (error) {
    result = {
      outcome: 'failed',
      created: 0,
      existing: 0,
      skipped: [],
      creditApplied: 0,
      failures: [{ id: input.brandId, message: String((error as Error).message ?? error) }],
      summary: `${yearMonthLabel(input.period)}分：請求を作成できませんでした`,
    };
  }
  await recordJobRun(db, input.brandId, {
    job: 'month-bills',
    trigger: input.trigger,
    by: input.by,
    period: input.period,
    startedAt,
    ...result,
  });
  await keepReportsAfterBillRun(db, input.brandId, input.today);
  return result;
}
