import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  doc,
  runTransaction,
  serverTimestamp,
  type DocumentReference,
  type Firestore,
  type Transaction,
} from 'firebase/firestore/lite';
import { firestore } from '@/lib/firebase-firestore';
import { billConverter } from '@/lib/converters/bill-converter';
import { creditConverter } from '@/lib/converters/credit-converter';
import {
  billBalance,
  nextBillHistoryKey,
  paymentRecordMethodLabels,
  sumOfLines,
  type Bill,
  type BillAction,
  type BillLine,
  type PaymentRecordMethod,
} from '#shared/model/bill.js';
import { collectionPaths } from '@/lib/model/collection-paths';
import type { CreditAction } from '#shared/model/credit.js';
import { statementLineId, type StatementLineKey } from '#shared/model/statement-line.js';
import { debitPaymentLine } from '@/lib/model/debit-request';
import {
  creditWrite,
  historyEntry,
  paymentHistoryNote,
  paymentUpdate,
  type NewPayment,
} from '#shared/billing/bill-writes.js';
import { invalidateBills } from './invalidate-bills';

type Base = { brandId: string; adminUid: string };

/** The statement line a payment comes from (recorded with it, once). */
export type StatementLineInput = StatementLineKey & { importId: string };

export type PaymentInput = Base & {
  /**
   * The bills it pays, in the order they take it (oldest first), all the same customer's. The
   * money fills them one after another; what is left after the last is 預り金.
   */
  billIds: readonly string[];
  /** yen received; null: what the bills still ask (a payment in full) */
  received: number | null;
  date: string;
  method: Exclude<PaymentRecordMethod, 'balance'>;
  note: string;
  /** the statement line, when the payment is read from a bank statement */
  line: StatementLineInput | null;
  /**
   * A 口座振替 that the bank's 振替結果 says went through (one bill, method debit): the bill's
   * debit item gets its result 0 in the same transaction, and if it has one already nothing is
   * written (`line-recorded`) — a result file read twice pays once (docs/billing.md「口座振替」).
   */
  debit?: { importId: string } | null;
};

export type BillChange =
  | (Base & {
      kind: 'add-line';
      billId: string;
      /** 値引き (credit, the amount stored negative) or 追加請求 (charge); label = the reason */
      line: { kind: 'credit' | 'charge'; label: string; amount: number };
    })
  | ({ kind: 'pay' } & PaymentInput)
  /** Uses the customer's 預り金 for what the bill still asks (as much as there is). */
  | (Base & { kind: 'apply-credit'; billId: string; date: string })
  | (Base & { kind: 'reverse'; billId: string; paymentKey: string; reason: string })
  | (Base & { kind: 'write-off'; billId: string; reason: string })
  | (Base & { kind: 'cancel'; billId: string; reason: string });

/** Why a change was not made, in words staff can act on (shown as they are). */
export class BillChangeError extends Error {
  constructor(
    message: string,
    readonly reason:
      'line-recorded' | 'not-open' | 'credit-used' | 'no-credit' | 'over-limit' | 'mixed-customers',
  ) {
    super(message);
    this.name = 'BillChangeError';
  }
}

function entry(adminUid: string, action: BillAction, amount: number, note: string) {
  return historyEntry(adminUid, action, amount, note, serverTimestamp());
}

export { paymentHistoryNote };

/**
 * How `received` yen fill bills that still ask `balances` (oldest first): each takes what it
 * asks until the money runs out; what is left after the last is the excess (預り金). A bill
 * that gets nothing is not in the result.
 */
export function allocatePayment(
  balances: readonly number[],
  received: number,
): { amounts: number[]; excess: number } {
  let left = received;
  const amounts: number[] = [];
  for (const balance of balances) {
    if (left <= 0) break;
    const take = Math.min(balance, left);
    amounts.push(take);
    left -= take;
  }
  return { amounts, excess: left };
}

type Refs = {
  bill: (id: string) => DocumentReference;
  credit: (uid: string) => DocumentReference;
};

function refsOf(db: Firestore, brandId: string): Refs {
  return {
    bill: (id) => doc(db, collectionPaths.bill(brandId, id)),
    credit: (uid) => doc(db, collectionPaths.credit(brandId, uid)),
  };
}

async function readOpenBill(tx: Transaction, refs: Refs, id: string): Promise<Bill> {
  const snapshot = await tx.get(refs.bill(id).withConverter(billConverter));
  const bill = snapshot.exists() ? snapshot.data() : null;
  if (bill === null || bill.status !== 'unpaid')
    throw new BillChangeError(
      'この請求はすでに支払済みか取消済みです。一覧を最新にしたので確かめてください。',
      'not-open',
    );
  return bill;
}

async function readCredit(tx: Transaction, refs: Refs, uid: string) {
  const snapshot = await tx.get(refs.credit(uid).withConverter(creditConverter));
  return snapshot.exists() ? snapshot.data() : null;
}

/** Adds one change to the customer's 預り金 (creating the record on the first). */
function writeCredit(
  tx: Transaction,
  refs: Refs,
  input: {
    uid: string;
    credit: { balance: number; history: Record<string, unknown> } | null;
    action: CreditAction;
    amount: number;
    billId: string | null;
    adminUid: string;
    note: string;
  },
) {
  const { credit, adminUid, ...change } = input;
  const write = creditWrite(credit, { ...change, by: adminUid }, serverTimestamp());
  if (write.kind === 'set') tx.set(refs.credit(input.uid), write.data);
  else tx.update(refs.credit(input.uid), write.data);
}

/** The update that adds one payment to a bill read as `bill`. */
function paymentFields(bill: Bill, adminUid: string, payment: NewPayment) {
  return paymentUpdate(bill, adminUid, payment, serverTimestamp());
}

/**
 * A payment: the money received fills the bills in order (each up to what it still asks);
 * what is left after the last bill goes to the customer's 預り金. With a statement line, the
 * line's record is created in the same transaction — and if it exists already, nothing is
 * written (`line-recorded`): a line is recorded once, whoever imports it and however often
 * (the rules make sure of it too). Returns what each bill got and the excess.
 */
export async function recordPayment(
  db: Firestore,
  input: PaymentInput,
): Promise<{ paid: { billId: string; amount: number }[]; excess: number; lineId: string | null }> {
  const refs = refsOf(db, input.brandId);
  return runTransaction(db, async (tx) => {
    const lineId = input.line ? statementLineId(input.line) : null;
    const lineRef = lineId ? doc(db, collectionPaths.statementLine(input.brandId, lineId)) : null;
    if (lineRef && (await tx.get(lineRef)).exists())
      throw new BillChangeError(
        'この明細の入金はすでに記録されています（消込済み）。',
        'line-recorded',
      );
    const debitRef =
      input.debit && input.billIds.length === 1
        ? doc(db, collectionPaths.debitItem(input.brandId, input.billIds[0]!))
        : null;
    if (input.debit && debitRef === null)
      throw new BillChangeError('口座振替の結果は1件の請求に記録します。', 'mixed-customers');
    if (debitRef) {
      const item = await tx.get(debitRef);
      if (!item.exists() || item.get('result') !== null)
        throw new BillChangeError('この口座振替の結果はすでに記録されています。', 'line-recorded');
    }
    const bills: { id: string; bill: Bill }[] = [];
    for (const id of input.billIds) bills.push({ id, bill: await readOpenBill(tx, refs, id) });
    const uid = bills[0]?.bill.uid;
    if (uid === undefined || bills.some((b) => b.bill.uid !== uid))
      throw new BillChangeError(
        '一度の入金で消込できるのは、同じお客さまの請求だけです。',
        'mixed-customers',
      );
    const balances = bills.map((b) => billBalance(b.bill));
    const received = input.received ?? balances.reduce((s, b) => s + b, 0);
    const { amounts, excess } = allocatePayment(balances, received);
    const credit = excess > 0 ? await readCredit(tx, refs, uid) : null;
    const paid = amounts.map((amount, i) => ({ billId: bills[i]!.id, amount }));
    paid.forEach(({ billId, amount }, i) => {
      tx.update(
        refs.bill(billId),
        paymentFields(bills[i]!.bill, input.adminUid, {
          amount,
          excess: i === paid.length - 1 ? excess : 0,
          date: input.date,
          method: input.method,
          note: input.note,
          line: lineId ?? (debitRef ? debitPaymentLine(input.billIds[0]!) : null),
        }),
      );
    });
    if (excess > 0)
      writeCredit(tx, refs, {
        uid,
        credit,
        action: 'excess',
        amount: excess,
        billId: paid[paid.length - 1]!.billId,
        adminUid: input.adminUid,
        note: `${input.date} ${paymentRecordMethodLabels[input.method]}`,
      });
    if (lineRef && input.line)
      tx.set(lineRef, {
        date: input.line.date,
        amount: input.line.amount,
        payer: input.line.payer.slice(0, 200),
        balance: input.line.balance,
        occurrence: input.line.occurrence,
        uid,
        bills: paid.map((p) => p.billId),
        excess,
        importId: input.line.importId,
        recordedBy: input.adminUid,
        recordedAt: serverTimestamp(),
      });
    if (debitRef && input.debit)
      tx.update(debitRef, {
        result: {
          code: '0',
          importId: input.debit.importId,
          recordedBy: input.adminUid,
          recordedAt: serverTimestamp(),
        },
      });
    return { paid, excess, lineId };
  });
}

/**
 * Staff's changes to one bill, each one transaction the rules check (firestore.rules
 * isBillLineAdd, isBillPayment, isBillPaymentReversal, isBillWriteOff, isBillCancel) with its
 * history entry, read fresh so that a change made meanwhile by someone else is not undone.
 */
export async function changeBill(db: Firestore, change: BillChange): Promise<void> {
  if (change.kind === 'pay') {
    await recordPayment(db, change);
    return;
  }
  const { adminUid } = change;
  const refs = refsOf(db, change.brandId);
  const ref = refs.bill(change.billId);
  const historyKey = (bill: Bill) =>
    `history.${nextBillHistoryKey(Object.keys(bill.history).length)}`;
  await runTransaction(db, async (tx) => {
    const snapshot = await tx.get(ref.withConverter(billConverter));
    if (!snapshot.exists()) throw new BillChangeError('この請求が見つかりません。', 'not-open');
    const bill = snapshot.data();
    const updatedAt = serverTimestamp();
    switch (change.kind) {
      case 'add-line': {
        if (bill.status !== 'unpaid')
          throw new BillChangeError('支払済みまたは取消済みの請求です。', 'not-open');
        const lines: BillLine[] = [...bill.lines, change.line];
        if (sumOfLines(lines) <= bill.paidAmount + (bill.writeOff?.amount ?? 0))
          throw new BillChangeError(
            `入金済み（${bill.paidAmount.toLocaleString('ja-JP')}円）以下になる値引きはできません。残りを差額として処理するか、入金を取り消してから値引きしてください。`,
            'not-open',
          );
        tx.update(ref, {
          lines,
          amount: sumOfLines(lines),
          [historyKey(bill)]: entry(adminUid, 'line-added', change.line.amount, change.line.label),
          updatedAt,
        });
        return;
      }
      case 'apply-credit': {
        if (bill.status !== 'unpaid')
          throw new BillChangeError('支払済みまたは取消済みの請求です。', 'not-open');
        const credit = await readCredit(tx, refs, bill.uid);
        const amount = Math.min(credit?.balance ?? 0, billBalance(bill));
        if (amount <= 0)
          throw new BillChangeError('このお客さまの預り金はありません。', 'no-credit');
        tx.update(
          ref,
          paymentFields(bill, adminUid, {
            amount,
            excess: 0,
            date: change.date,
            method: 'balance',
            note: '',
            line: null,
          }),
        );
        writeCredit(tx, refs, {
          uid: bill.uid,
          credit,
          action: 'applied',
          amount,
          billId: change.billId,
          adminUid,
          note: '',
        });
        return;
      }
      case 'reverse': {
        const payment = bill.payments[change.paymentKey];
        if (bill.status === 'cancelled' || !payment || payment.reversal !== null)
          throw new BillChangeError('この入金はすでに取り消されています。', 'not-open');
        const moves = payment.excess > 0 || payment.method === 'balance';
        const credit = moves ? await readCredit(tx, refs, bill.uid) : null;
        if (payment.excess > 0 && (credit?.balance ?? 0) < payment.excess)
          throw new BillChangeError(
            `この入金の超過分 ${payment.excess.toLocaleString('ja-JP')}円 はすでに預り金から充当または返金されているため、取り消せません。先にその充当を取り消してください。`,
            'credit-used',
          );
        tx.update(ref, {
          status: 'unpaid',
          paidAmount: bill.paidAmount - payment.amount,
          [`payments.${change.paymentKey}.reversal`]: {
            by: adminUid,
            at: updatedAt,
            reason: change.reason,
          },
          [historyKey(bill)]: entry(adminUid, 'payment-reversed', payment.amount, change.reason),
          updatedAt,
        });
        if (payment.excess > 0)
          writeCredit(tx, refs, {
            uid: bill.uid,
            credit,
            action: 'excess-reversed',
            amount: payment.excess,
            billId: change.billId,
            adminUid,
            note: change.reason,
          });
        if (payment.method === 'balance')
          writeCredit(tx, refs, {
            uid: bill.uid,
            credit,
            action: 'applied-reversed',
            amount: payment.amount,
            billId: change.billId,
            adminUid,
            note: change.reason,
          });
        return;
      }
      case 'write-off': {
        if (bill.status !== 'unpaid')
          throw new BillChangeError('支払済みまたは取消済みの請求です。', 'not-open');
        const amount = billBalance(bill);
        tx.update(ref, {
          status: 'paid',
          writeOff: { amount, reason: change.reason, by: adminUid, at: updatedAt },
          [historyKey(bill)]: entry(adminUid, 'written-off', amount, change.reason),
          updatedAt,
        });
        return;
      }
      case 'cancel':
        if (bill.status !== 'unpaid' || bill.paidAmount > 0)
          throw new BillChangeError(
            '入金のある請求は取り消せません。先に入金を取り消してください。',
            'not-open',
          );
        tx.update(ref, {
          status: 'cancelled',
          cancelReason: change.reason,
          [historyKey(bill)]: entry(adminUid, 'cancelled', bill.amount, change.reason),
          updatedAt,
        });
        return;
    }
  });
}

/** Pays a customer back (part of) their 預り金, with a note (how and when it was paid back). */
export async function refundCredit(
  db: Firestore,
  input: Base & { uid: string; amount: number; note: string },
): Promise<void> {
  const refs = refsOf(db, input.brandId);
  await runTransaction(db, async (tx) => {
    const credit = await readCredit(tx, refs, input.uid);
    if ((credit?.balance ?? 0) < input.amount)
      throw new BillChangeError('返金額が預り金の残高を超えています。', 'no-credit');
    writeCredit(tx, refs, { ...input, credit, action: 'refunded', billId: null });
  });
}

/** changeBill with the app's Firestore; every bill list is read again, also after a refusal. */
export function useChangeBill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: BillChange) => changeBill(firestore, change),
    onSettled: (_result, _error, { brandId }) => invalidateBills(queryClient, brandId),
  });
}
