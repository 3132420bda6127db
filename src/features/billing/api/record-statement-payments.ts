import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  collection,
  doc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  where,
  type Firestore,
} from 'firebase/firestore/lite';
import { firestore } from '@/lib/firebase-firestore';
import {
  statementImportConverter,
  statementLineConverter,
} from '@/lib/converters/statement-converters';
import { collectionPaths } from '@/lib/model/collection-paths';
import type { StatementLine } from '#shared/model/statement-line.js';
import type { ParsedStatement, StatementDeposit } from '../statement-import/parse-statement';
import { BillChangeError, recordPayment } from './change-bill';
import { invalidateBills } from './invalidate-bills';
import { billingKeys } from './keys';

/** A deposit line staff chose to record, and the bills it pays (oldest first). */
export type ChosenLine = { deposit: StatementDeposit; billIds: readonly string[] };

export type RecordStatementInput = {
  brandId: string;
  adminUid: string;
  fileName: string;
  parsed: ParsedStatement;
  chosen: readonly ChosenLine[];
  /** lines of the file found recorded when it was read */
  recordedBefore: number;
};

export type StatementResult = {
  importId: string;
  /** lines recorded by this import */
  recordedNow: number;
  /** lines recorded before (found when read, or by someone else in the meantime) */
  recordedBefore: number;
  /** deposits neither recorded now nor before */
  left: number;
  /** chosen lines that could not be recorded, with why */
  failed: { line: number; message: string }[];
};

const note = '入出金明細から消込';

/**
 * Records the chosen deposit lines, each as one payment (recordPayment) with the line's record
 * created in the same transaction — a line recorded before, also from another browser at the
 * same moment, is refused and counted as recorded before, never paid twice — then keeps the
 * import's summary (lines read, withdrawals, recorded now / before, left; who and when).
 */
export async function recordStatementPayments(
  db: Firestore,
  input: RecordStatementInput,
): Promise<StatementResult> {
  const importRef = doc(collection(db, collectionPaths.statementImports(input.brandId)));
  let recordedNow = 0;
  let recordedBefore = input.recordedBefore;
  const failed: StatementResult['failed'] = [];
  for (const { deposit, billIds } of input.chosen) {
    try {
      await recordPayment(db, {
        brandId: input.brandId,
        adminUid: input.adminUid,
        billIds,
        received: deposit.amount,
        date: deposit.date,
        method: 'transfer',
        note,
        line: {
          date: deposit.date,
          amount: deposit.amount,
          payer: deposit.description,
          balance: deposit.balance,
          occurrence: deposit.occurrence,
          importId: importRef.id,
        },
      });
      recordedNow += 1;
    } catch (error) {
      if (error instanceof BillChangeError && error.reason === 'line-recorded') {
        recordedBefore += 1;
      } else {
        failed.push({
          line: deposit.line,
          message:
            error instanceof BillChangeError
              ? error.message
              : '記録できませんでした。ほかの担当者が同じ請求を変更した可能性があります。',
        });
      }
    }
  }
  const { deposits } = input.parsed;
  const dates = deposits.map((d) => d.date).sort();
  const left = deposits.length - recordedNow - recordedBefore;
  await setDoc(importRef, {
    fileName: input.fileName.slice(0, 200) || '明細',
    firstDate: dates[0] ?? null,
    lastDate: dates.at(-1) ?? null,
    linesRead: input.parsed.linesRead,
    deposits: deposits.length,
    withdrawals: input.parsed.withdrawals,
    unreadable: input.parsed.problems.length,
    recordedNow,
    recordedBefore,
    left,
    importedBy: input.adminUid,
    importedAt: serverTimestamp(),
  });
  return { importId: importRef.id, recordedNow, recordedBefore, left, failed };
}

/** recordStatementPayments with the app's Firestore; the bill lists are read again after. */
export function useRecordStatementPayments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RecordStatementInput) => recordStatementPayments(firestore, input),
    onSettled: async (_r, _e, { brandId }) => {
      await invalidateBills(queryClient, brandId);
      await queryClient.invalidateQueries({
        queryKey: [...billingKeys.staff(brandId), 'statement'],
      });
    },
  });
}

/** The statement lines recorded between two days (inclusive), by id. */
export async function readRecordedLines(
  db: Firestore,
  brandId: string,
  from: string,
  to: string,
): Promise<Map<string, StatementLine>> {
  const snapshot = await getDocs(
    query(
      collection(db, collectionPaths.statementLines(brandId)).withConverter(statementLineConverter),
      where('date', '>=', from),
      where('date', '<=', to),
    ),
  );
  return new Map(snapshot.docs.map((d) => [d.id, d.data()]));
}

/** The latest imports of statements, newest first (who imported what, and what it did). */
export function useStatementImports(brandId: string) {
  return useQuery({
    queryKey: [...billingKeys.staff(brandId), 'statement', 'imports'],
    queryFn: async () => {
      const snapshot = await getDocs(
        query(
          collection(firestore, collectionPaths.statementImports(brandId)).withConverter(
            statementImportConverter,
          ),
          orderBy('importedAt', 'desc'),
          limit(10),
        ),
      );
      return snapshot.docs.map((d) => ({ ...d.data(), id: d.id }));
    },
  });
}
