import { useMutation, useQueryClient } from '@tanstack/react-query';
import { doc, serverTimestamp, writeBatch, type Firestore } from 'firebase/firestore/lite';
import { firestore } from '@/lib/firebase-firestore';
import {
  nextBillHistoryKey,
  paymentMethodLabels,
  sumOfLines,
  type BillAction,
  type BillLine,
  type PaymentMethod,
} from '@/lib/model/bill';
import { collectionPaths } from '@/lib/model/collection-paths';
import { limits } from '@/lib/model/limits';
import { invalidateBills } from './invalidate-bills';

/** A bill as read: the rules refuse the write if it changed since (history key, lines). */
export type BillAsRead = {
  id: string;
  amount: number;
  lines: readonly BillLine[];
  /** entries in its history now: the new entry takes the next key */
  historyLength: number;
};

type Base = { brandId: string; adminUid: string };

export type BillChange =
  | (Base & {
      kind: 'add-line';
      bill: BillAsRead;
      /** 値引き (credit, the amount stored negative) or 追加請求 (charge); label = the reason */
      line: { kind: 'credit' | 'charge'; label: string; amount: number };
    })
  | (Base & {
      kind: 'pay';
      /** one or several bills, paid by the same payment */
      bills: readonly BillAsRead[];
      payment: { date: string; method: PaymentMethod; note: string };
    })
  | (Base & { kind: 'reverse'; bill: BillAsRead; reason: string })
  | (Base & { kind: 'cancel'; bill: BillAsRead; reason: string });

function entry(adminUid: string, action: BillAction, amount: number, note: string) {
  return { action, by: adminUid, at: serverTimestamp(), amount, note };
}

/** 「2026-12-20 銀行振込・メモ」: the history keeps the payment's facts after a reversal. */
export function paymentHistoryNote(payment: {
  date: string;
  method: PaymentMethod;
  note: string;
}): string {
  const text = `${payment.date} ${paymentMethodLabels[payment.method]}`;
  return (payment.note === '' ? text : `${text}・${payment.note}`).slice(0, limits.billNote);
}

/**
 * Staff's changes to bills, each one write the rules check (firestore.rules isBillLineAdd,
 * isBillPayment, isBillPaymentReversal, isBillCancel) with its history entry: add a credit or a
 * charge to an unpaid bill (the amount becomes the new sum), record a payment for one or several
 * unpaid bills in one batch, reverse a payment with a reason (unpaid again), cancel with a reason.
 */
export async function changeBill(db: Firestore, change: BillChange): Promise<void> {
  const { brandId, adminUid } = change;
  const ref = (id: string) => doc(db, collectionPaths.bill(brandId, id));
  const key = (bill: BillAsRead) => `history.${nextBillHistoryKey(bill.historyLength)}`;
  const batch = writeBatch(db);
  switch (change.kind) {
    case 'add-line': {
      const { bill, line } = change;
      const lines = [...bill.lines, line];
      batch.update(ref(bill.id), {
        lines,
        amount: sumOfLines(lines),
        [key(bill)]: entry(adminUid, 'line-added', line.amount, line.label),
        updatedAt: serverTimestamp(),
      });
      break;
    }
    case 'pay': {
      const { payment } = change;
      for (const bill of change.bills) {
        batch.update(ref(bill.id), {
          status: 'paid',
          payment: { ...payment, recordedBy: adminUid, recordedAt: serverTimestamp() },
          [key(bill)]: entry(adminUid, 'paid', bill.amount, paymentHistoryNote(payment)),
          updatedAt: serverTimestamp(),
        });
      }
      break;
    }
    case 'reverse':
      batch.update(ref(change.bill.id), {
        status: 'unpaid',
        payment: null,
        [key(change.bill)]: entry(adminUid, 'payment-reversed', change.bill.amount, change.reason),
        updatedAt: serverTimestamp(),
      });
      break;
    case 'cancel':
      batch.update(ref(change.bill.id), {
        status: 'cancelled',
        cancelReason: change.reason,
        [key(change.bill)]: entry(adminUid, 'cancelled', change.bill.amount, change.reason),
        updatedAt: serverTimestamp(),
      });
      break;
  }
  await batch.commit();
}

/** changeBill with the app's Firestore; every bill list is read again, also after a refusal. */
export function useChangeBill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: BillChange) => changeBill(firestore, change),
    onSettled: (_result, _error, { brandId }) => invalidateBills(queryClient, brandId),
  });
}
