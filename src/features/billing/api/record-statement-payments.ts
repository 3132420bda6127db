import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Firestore } from 'firebase/firestore/lite';
import { firestore } from '@/lib/firebase-firestore';
import type { StatementDeposit } from '../statement-import/parse-statement';
import { changeBill, type BillAsRead } from './change-bill';
import { invalidateBills } from './invalidate-bills';
import type { StoredBill } from './read-bills';

export type ConfirmedMatch = { deposit: StatementDeposit; bill: StoredBill };

export function billAsRead(bill: StoredBill): BillAsRead {
  return {
    id: bill.id,
    amount: bill.amount,
    lines: bill.lines,
    historyLength: Object.keys(bill.history).length,
  };
}

/**
 * Records the confirmed matches as 銀行振込 payments dated by the statement, through the bills'
 * one payment write (changeBill 'pay'): one batch per 取引日, so a refusal names its day and the
 * days before it stay recorded. Returns how many bills were paid.
 */
export async function recordStatementPayments(
  db: Firestore,
  input: RecordStatementPaymentsInput,
): Promise<number> {
  const byDate = new Map<string, ConfirmedMatch[]>();
  for (const m of input.matches)
    byDate.set(m.deposit.date, [...(byDate.get(m.deposit.date) ?? []), m]);
  let paid = 0;
  for (const [date, matches] of [...byDate].sort(([a], [b]) => a.localeCompare(b))) {
    await changeBill(db, {
      kind: 'pay',
      brandId: input.brandId,
      adminUid: input.adminUid,
      bills: matches.map((m) => billAsRead(m.bill)),
      payment: { date, method: 'transfer', note: '入出金明細から消込' },
    });
    paid += matches.length;
  }
  return paid;
}

export type RecordStatementPaymentsInput = {
  brandId: string;
  adminUid: string;
  matches: readonly ConfirmedMatch[];
};

/** recordStatementPayments with the app's Firestore; the bill lists are read again after. */
export function useRecordStatementPayments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RecordStatementPaymentsInput) => recordStatementPayments(firestore, input),
    onSettled: (_r, _e, { brandId }) => invalidateBills(queryClient, brandId),
  });
}
