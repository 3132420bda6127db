import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  collection,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore/lite';
import { applicationConverter } from '@/lib/converters/application-converter';
import { spaceConverter } from '@/lib/converters/space-converter';
import { firestore } from '@/lib/firebase-firestore';
import { collectionPaths } from '@/lib/model/collection-paths';
import { contractToBill } from '../contract-to-bill';
import {
  planMonthlyBills,
  type ContractToBill,
  type MonthlyBillPlan,
  type SkipReason,
} from '../monthly-bill-plan';
import { getStoredTerminationRule } from '@/features/brands/api/get-termination-rule';
import { defaultTerminationRule } from '@/lib/model/termination-rule';
import { invalidateBills } from './invalidate-bills';
import { BillChangeError, changeBill } from './change-bill';
import { newBillData } from './new-bill-data';

export type CreateMonthlyBillsInput = {
  brandId: string;
  /** The billed month, `YYYY-MM`. */
  period: string;
  /** Today in Japan, `YYYY-MM-DD` (the due-date rule needs it). */
  today: string;
  /** 物件名 by asset number, for the 摘要 (the number alone when missing). */
  assetNames?: ReadonlyMap<string, string>;
  /** The signed-in staff member: recorded in each bill's history. */
  adminUid: string;
};

export type CreateMonthlyBillsResult = {
  created: number;
  existing: number;
  skipped: { applicationId: string; reason: SkipReason }[];
  /** Contracted applications that do not match the schema (not billed). */
  unreadable: number;
  /** New bills part or all of which the customer's 預り金 paid. */
  creditApplied: number;
  /** New bills whose customer has 預り金 that could not be applied (staff apply it by hand). */
  creditFailed: number;
};

/** A batch holds at most 500 writes. */
const batchSize = 500;

async function readPlan(
  db: Firestore,
  { brandId, period, today, assetNames }: CreateMonthlyBillsInput,
): Promise<{ plan: MonthlyBillPlan; unreadable: number }> {
  const [applications, existing] = await Promise.all([
    // Query table: applications `status == X` order by createdAt ↓.
    getDocs(
      query(
        collection(db, collectionPaths.applications(brandId)),
        where('status', '==', 'contracted'),
        orderBy('createdAt', 'desc'),
      ).withConverter(applicationConverter),
    ),
    // Query table: billings `period == X` order by dueDate ↑ (only the ids are needed).
    getDocs(
      query(
        collection(db, collectionPaths.bills(brandId)),
        where('period', '==', period),
        orderBy('dueDate'),
      ),
    ),
  ]);
  let unreadable = 0;
  const contracted = applications.docs.flatMap((d) => {
    try {
      return [{ ...d.data(), id: d.id }];
    } catch {
      unreadable += 1;
      return [];
    }
  });
  // The brand's 解約 rule: whether a contract's last month is billed 日割り.
  const rule = (await getStoredTerminationRule(db, brandId)) ?? defaultTerminationRule;
  const contracts = await Promise.all(
    contracted.map(async (application): Promise<ContractToBill> => {
      const snapshot = await getDoc(
        doc(
          db,
          collectionPaths.space(brandId, application.assetId, application.spaceId),
        ).withConverter(spaceConverter),
      );
      let space = null;
      try {
        space = snapshot.exists() ? snapshot.data() : null;
      } catch {
        // A malformed space has no fee to bill: skipped as 'no-space'.
      }
      return contractToBill({
        application,
        space,
        rule,
        assetName: assetNames?.get(application.assetId) ?? application.assetId,
      });
    }),
  );
  const existingIds = new Set(existing.docs.map((d) => d.id));
  return { plan: planMonthlyBills({ period, today, contracts, existingIds }), unreadable };
}

async function writePlan(
  db: Firestore,
  { brandId, adminUid }: CreateMonthlyBillsInput,
  plan: MonthlyBillPlan,
): Promise<void> {
  for (let start = 0; start < plan.create.length; start += batchSize) {
    const batch = writeBatch(db);
    for (const bill of plan.create.slice(start, start + batchSize)) {
      batch.set(doc(db, collectionPaths.bill(brandId, bill.id)), newBillData(bill, adminUid));
    }
    await batch.commit();
  }
}

/**
 * Customers with 預り金 (an earlier over-payment) have it used for their new bills, the oldest
 * due first, each use one transaction (changeBill 'apply-credit', 入金方法 預り金から充当).
 * Returns how many bills it paid (in part or in full).
 */
async function applyCredits(
  db: Firestore,
  { brandId, adminUid, today }: CreateMonthlyBillsInput,
  created: readonly { id: string; uid: string }[],
): Promise<{ applied: number; failed: number }> {
  if (created.length === 0) return { applied: 0, failed: 0 };
  const credits = await getDocs(
    query(collection(db, collectionPaths.credits(brandId)), where('balance', '>', 0)),
  );
  const withCredit = new Set(credits.docs.map((d) => d.id));
  let applied = 0;
  let failed = 0;
  for (const bill of created) {
    if (!withCredit.has(bill.uid)) continue;
    try {
      await changeBill(db, {
        kind: 'apply-credit',
        brandId,
        adminUid,
        billId: bill.id,
        date: today,
      });
      applied += 1;
    } catch (error) {
      // Used up by an earlier bill of the same run: nothing left for this one. Anything else
      // (a network error, a refusal) is counted: staff apply it from the bill's 入金を記録.
      if (!(error instanceof BillChangeError && error.reason === 'no-credit')) failed += 1;
    }
  }
  return { applied, failed };
}

/**
 * 「今月の請求を作成」: the month's bill for every contracted application, in one batch (per 500
 * bills). Safe to run twice: it reads the month's bills first and writes only the missing ids
 * (`${applicationId}_${period}`); if someone made some of them in between, the rules refuse
 * the batch (a set on an existing bill is an update that changes createdAt), and it reads and
 * tries once more, so each bill is made exactly once.
 */
export async function createMonthlyBills(
  db: Firestore,
  input: CreateMonthlyBillsInput,
): Promise<CreateMonthlyBillsResult> {
  const attempt = async () => {
    const { plan, unreadable } = await readPlan(db, input);
    await writePlan(db, input, plan);
    const credits = await applyCredits(db, input, plan.create);
    return {
      created: plan.create.length,
      existing: plan.existing.length,
      skipped: plan.skipped,
      unreadable,
      creditApplied: credits.applied,
      creditFailed: credits.failed,
    };
  };
  try {
    return await attempt();
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code !== 'permission-denied') throw error;
    return attempt();
  }
}

/** 「今月の請求を作成」 on the billing screen; every bill list is read again afterwards. */
export function useCreateMonthlyBills() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateMonthlyBillsInput) => createMonthlyBills(firestore, input),
    onSettled: (_result, _error, { brandId }) => invalidateBills(queryClient, brandId),
  });
}
