import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  collection,
  doc,
  getDocs,
  limit,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  setDoc,
  where,
  type Firestore,
} from 'firebase/firestore/lite';
import { BillChangeError, recordPayment } from '@/features/billing/api/change-bill';
import { invalidateBills } from '@/features/billing/api/invalidate-bills';
import {
  debitImportConverter,
  debitItemConverter,
  debitRequestConverter,
} from '@/lib/converters/debit-converters';
import { firestore } from '@/lib/firebase-firestore';
import { collectionPaths } from '@/lib/model/collection-paths';
import type { DebitImport, DebitItem, DebitRequest } from '@/lib/model/debit-request';
import {
  debitResultLabels,
  isDebitResultCode,
  type DebitResultFile,
  type DebitResultRecord,
} from '#shared/billing/zengin.js';
import { confirmDebitAccount } from './save-debit-account';
import { debitKeys } from './keys';

export type DebitItemWithId = DebitItem & { billId: string };

/** One record of a result file and what it is to the brand. */
export type DebitResultRow = {
  record: DebitResultRecord;
  item: DebitItemWithId | null;
  /**
   * new: to record; recorded: its result is recorded already (this file or an earlier upload);
   * unmatched: no item of the request has its 顧客番号 (listed, never guessed); different: an
   * item has it, but not the yen or the account (listed, not recorded); unknown: a code the
   * format does not define.
   */
  state: 'new' | 'recorded' | 'unmatched' | 'different' | 'unknown';
};

export type MatchedDebitResult = {
  request: (DebitRequest & { id: string }) | null;
  rows: DebitResultRow[];
};

const pad20 = (code: string) => code.padStart(20, '0');

/**
 * Finds the request a result file answers — among the latest requests whose 引落日 has the
 * file's month and day, the one whose items hold most of its 顧客番号 — and pairs each record
 * with its item by 顧客番号. Nothing is matched by name or amount alone.
 */
export async function matchDebitResult(
  db: Firestore,
  brandId: string,
  file: DebitResultFile,
): Promise<MatchedDebitResult> {
  const requests = await getDocs(
    query(
      collection(db, collectionPaths.debitRequests(brandId)).withConverter(debitRequestConverter),
      orderBy('createdAt', 'desc'),
      limit(24),
    ),
  );
  const sameDay = requests.docs
    .map((d) => ({ ...d.data(), id: d.id }))
    .filter((r) => r.debitDate.slice(5) === file.debitMonthDay);
  let best: { request: DebitRequest & { id: string }; items: Map<string, DebitItemWithId> } | null =
    null;
  let bestHits = -1;
  for (const request of sameDay) {
    const snapshot = await getDocs(
      query(
        collection(db, collectionPaths.debitItems(brandId)).withConverter(debitItemConverter),
        where('requestId', '==', request.id),
      ),
    );
    const items = new Map(
      snapshot.docs.map((d) => [pad20(d.data().customerCode), { ...d.data(), billId: d.id }]),
    );
    const hits = file.records.filter((r) => items.has(pad20(r.customerCode))).length;
    if (hits > bestHits) {
      best = { request, items };
      bestHits = hits;
    }
  }
  const rows = file.records.map((record): DebitResultRow => {
    const item = best?.items.get(pad20(record.customerCode)) ?? null;
    if (!isDebitResultCode(record.resultCode)) return { record, item, state: 'unknown' };
    if (item === null || bestHits <= 0) return { record, item: null, state: 'unmatched' };
    if (item.amount !== record.amount || item.accountNumber !== record.accountNumber)
      return { record, item, state: 'different' };
    return { record, item, state: item.result === null ? 'new' : 'recorded' };
  });
  return { request: bestHits > 0 ? (best?.request ?? null) : null, rows };
}

/** What a row's 振替結果 means, for people. */
export function resultLabel(code: string): string {
  return isDebitResultCode(code) ? debitResultLabels[code] : `不明なコード（${code}）`;
}

export type RecordDebitResultsInput = {
  brandId: string;
  adminUid: string;
  fileName: string;
  matched: MatchedDebitResult;
  problems: number;
};

export type RecordDebitResultsOutcome = {
  importId: string;
  recordedNow: number;
  recordedBefore: number;
  failed: { customerCode: string; message: string }[];
};

/**
 * Records each new row once: code 0 as a payment of method 口座振替 on the 引落日 for the yen
 * debited (recordPayment, which writes the item's result in the same transaction), any other
 * code as the item's result alone (the customer is then mailed how to pay by 振込: a trigger).
 * A row recorded meanwhile (another browser, the same file again) is counted as recorded
 * before, never twice. A code 0 also confirms an account still 手続き中: the bank debited it.
 * Then keeps the upload's summary.
 */
export async function recordDebitResults(
  db: Firestore,
  input: RecordDebitResultsInput,
): Promise<RecordDebitResultsOutcome> {
  const { brandId, adminUid, matched } = input;
  const importRef = doc(collection(db, collectionPaths.debitImports(brandId)));
  let recordedNow = 0;
  let recordedBefore = matched.rows.filter((r) => r.state === 'recorded').length;
  const failed: RecordDebitResultsOutcome['failed'] = [];
  for (const row of matched.rows) {
    const { item, record } = row;
    if (row.state !== 'new' || item === null || !isDebitResultCode(record.resultCode)) continue;
    try {
      if (record.resultCode === '0') {
        await recordPayment(db, {
          brandId,
          adminUid,
          billIds: [item.billId],
          received: item.amount,
          date: item.debitDate,
          method: 'debit',
          note: '振替結果データから記録',
          line: null,
          debit: { importId: importRef.id },
        });
        await confirmDebitAccount(db, { brandId, uid: item.uid, staffUid: adminUid });
      } else {
        const code = record.resultCode;
        await runTransaction(db, async (tx) => {
          const ref = doc(db, collectionPaths.debitItem(brandId, item.billId));
          const fresh = await tx.get(ref);
          if (fresh.get('result') !== null)
            throw new BillChangeError(
              'この口座振替の結果はすでに記録されています。',
              'line-recorded',
            );
          tx.update(ref, {
            result: {
              code,
              importId: importRef.id,
              recordedBy: adminUid,
              recordedAt: serverTimestamp(),
            },
          });
        });
      }
      recordedNow += 1;
    } catch (error) {
      if (error instanceof BillChangeError && error.reason === 'line-recorded') recordedBefore += 1;
      else
        failed.push({
          customerCode: record.customerCode,
          message:
            error instanceof BillChangeError
              ? error.message
              : '記録できませんでした。ほかの担当者が同じ請求を変更した可能性があります。',
        });
    }
  }
  const summary: Omit<DebitImport, 'importedAt'> & {
    importedAt: ReturnType<typeof serverTimestamp>;
  } = {
    fileName: input.fileName.slice(0, 200) || '振替結果',
    requestId: matched.request?.id ?? null,
    records: matched.rows.length,
    recordedNow,
    recordedBefore,
    unmatched: matched.rows.filter((r) => r.state === 'unmatched' || r.state === 'different')
      .length,
    problems: input.problems,
    importedBy: adminUid,
    importedAt: serverTimestamp(),
  };
  await setDoc(importRef, summary);
  return { importId: importRef.id, recordedNow, recordedBefore, failed };
}

export function useRecordDebitResults() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RecordDebitResultsInput) => recordDebitResults(firestore, input),
    onSettled: async (_r, _e, { brandId }) => {
      await invalidateBills(queryClient, brandId);
      await queryClient.invalidateQueries({ queryKey: debitKeys.staff(brandId) });
    },
  });
}

/** The latest uploads of result files, newest first. */
export function useDebitImports(brandId: string) {
  return useQuery({
    queryKey: debitKeys.imports(brandId),
    queryFn: async () => {
      const snapshot = await getDocs(
        query(
          collection(firestore, collectionPaths.debitImports(brandId)).withConverter(
            debitImportConverter,
          ),
          orderBy('importedAt', 'desc'),
          limit(10),
        ),
      );
      return snapshot.docs.map((d) => ({ ...d.data(), id: d.id }));
    },
  });
}

/** A customer's debits (items) with their results, newest first (the staff member page). */
export function useMemberDebitItems(brandId: string, uid: string) {
  return useQuery({
    queryKey: debitKeys.memberItems(brandId, uid),
    queryFn: async () => {
      const snapshot = await getDocs(
        query(
          collection(firestore, collectionPaths.debitItems(brandId)).withConverter(
            debitItemConverter,
          ),
          where('uid', '==', uid),
        ),
      );
      return snapshot.docs
        .map((d) => ({ ...d.data(), billId: d.id }))
        .sort((a, b) => b.debitDate.localeCompare(a.debitDate));
    },
  });
}
