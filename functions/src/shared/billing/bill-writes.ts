import {
  billBalance,
  nextBillHistoryKey,
  nextBillPaymentKey,
  paymentRecordMethodLabels,
  type Bill,
  type BillAction,
  type PaymentRecordMethod,
} from '../model/bill.js';
import { nextCreditHistoryKey, type CreditAction } from '../model/credit.js';
import { limits } from '../model/limits.js';
import type { PlannedBill } from './monthly-bill-plan.js';

/**
 * The field maps of the writes to bills and 預り金, written once for both writers: the app's
 * (firebase/firestore/lite, staff's own uid) and the functions' (Admin SDK, the month's job).
 * Each takes the writer's server-time sentinel as `now` (serverTimestamp() of the SDK at hand),
 * so the rules' `at == request.time` holds for the app and the documents read the same either
 * way. firestore.rules checks the app's writes against exactly these shapes.
 */

/** The uid the server's jobs write in histories (no person: the month's job, the sweeps). */
export const systemUid = 'system';

/** One history entry: what, who, when (the write's server time), the yen and a note. */
export function historyEntry<T>(
  by: string,
  action: BillAction,
  amount: number,
  note: string,
  now: T,
) {
  return { action, by, at: now, amount, note };
}

/** A new bill's document: its fields, 「請求を作成」 by `by`, created and updated now. */
export function newBillFields<T>({ id: _id, ...bill }: PlannedBill, by: string, now: T) {
  return {
    ...bill,
    history: { '0': historyEntry(by, 'created', bill.amount, '', now) },
    createdAt: now,
    updatedAt: now,
  };
}

/** 「2026-12-20 銀行振込・メモ」: the history keeps the payment's facts after a reversal. */
export function paymentHistoryNote(payment: {
  date: string;
  method: PaymentRecordMethod;
  note: string;
}): string {
  const text = `${payment.date} ${paymentRecordMethodLabels[payment.method]}`;
  return (payment.note === '' ? text : `${text}・${payment.note}`).slice(0, limits.billNote);
}

export type NewPayment = {
  amount: number;
  excess: number;
  date: string;
  method: PaymentRecordMethod;
  note: string;
  line: string | null;
};

/** The update that adds one payment to `bill` (as read): paid when nothing is left. */
export function paymentUpdate<T>(
  bill: Pick<Bill, 'amount' | 'paidAmount' | 'writeOff' | 'payments' | 'history'>,
  by: string,
  payment: NewPayment,
  now: T,
): Record<string, unknown> {
  const paidAmount = bill.paidAmount + payment.amount;
  const settled = billBalance({ ...bill, paidAmount }) === 0;
  return {
    status: settled ? 'paid' : 'unpaid',
    paidAmount,
    [`payments.${nextBillPaymentKey(Object.keys(bill.payments).length)}`]: {
      ...payment,
      recordedBy: by,
      recordedAt: now,
      reversal: null,
    },
    [`history.${nextBillHistoryKey(Object.keys(bill.history).length)}`]: historyEntry(
      by,
      'paid',
      payment.amount,
      paymentHistoryNote(payment),
      now,
    ),
    updatedAt: now,
  };
}

/**
 * One change to a customer's 預り金: `set` for the first (a new record), else `update`. The
 * balance moves by exactly the change's yen, the way its action says.
 */
export function creditWrite<T>(
  credit: { balance: number; history: Record<string, unknown> } | null,
  change: {
    uid: string;
    action: CreditAction;
    amount: number;
    billId: string | null;
    by: string;
    note: string;
  },
  now: T,
): { kind: 'set' | 'update'; data: Record<string, unknown> } {
  const { action, amount } = change;
  const up = action === 'excess' || action === 'applied-reversed';
  const balance = (credit?.balance ?? 0) + (up ? amount : -amount);
  const key = nextCreditHistoryKey(credit ? Object.keys(credit.history).length : 0);
  const entry = {
    action,
    amount,
    billId: change.billId,
    by: change.by,
    at: now,
    note: change.note,
  };
  return credit === null
    ? { kind: 'set', data: { uid: change.uid, balance, history: { [key]: entry }, updatedAt: now } }
    : { kind: 'update', data: { balance, [`history.${key}`]: entry, updatedAt: now } };
}
