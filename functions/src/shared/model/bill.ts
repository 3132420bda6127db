import * as z from 'zod/mini';
import { calendarDateSchema } from './calendar-date.js';
import { historyEntries, historyMapSchema, nextHistoryMapKey } from './history-map.js';
import { limits } from './limits.js';
import { timestampsShape } from './timestamps.js';
import { uidSchema } from './uid.js';
import { yearMonthSchema } from './year-month.js';
import { yenSchema } from './yen.js';

/**
 * What is stored. 期限超過 (overdue) is not stored: an unpaid bill whose 支払期限 has passed is
 * overdue by itself (`billStateOn`), so nobody has to press a button and nothing runs at night.
 */
export const billStatuses = ['unpaid', 'paid', 'cancelled'] as const;
export type BillStatus = (typeof billStatuses)[number];

/**
 * What a person sees: the stored status, with 'overdue' derived from the due date and
 * 'partial' (一部入金: something paid, the rest still due, the due date not yet passed) from the
 * payments. An unpaid bill past its date is 支払期限超過 whether or not part of it was paid.
 */
export type BillState = BillStatus | 'partial' | 'overdue';
export const billStateLabels: Record<BillState, string> = {
  unpaid: '未払い',
  partial: '一部入金',
  paid: '支払済み',
  overdue: '支払期限超過',
  cancelled: '取消',
};

/** One bill per application and month: the document id is `${applicationId}_${period}`. */
export function billId(applicationId: string, period: string): string {
  return `${applicationId}_${period}`;
}

/** 利用料, 管理費, their 日割り, the initial costs, and staff's adjustments (値引き・追加請求). */
export const billLineKinds = [
  'rent',
  'adminFee',
  'proratedRent',
  'proratedAdminFee',
  'handlingFee',
  'guaranteeFee',
  'keyFee',
  'credit',
  'charge',
] as const;
export type BillLineKind = (typeof billLineKinds)[number];
export const billLineKindLabels: Record<BillLineKind, string> = {
  rent: '利用料',
  adminFee: '管理費',
  proratedRent: '利用料（日割り）',
  proratedAdminFee: '管理費（日割り）',
  handlingFee: '事務手数料',
  guaranteeFee: '保証料',
  keyFee: '鍵代',
  credit: '値引き・返金',
  charge: '追加請求',
};

/**
 * How a bill line reads to the customer and to staff. An adjustment stores only its reason as
 * its label (the rules make the reason the label), so it is said which it is:
 * 「値引き（利用開始日に鍵の受け渡しができなかったため）」, 「追加請求（鍵の再発行）」. (Here, with
 * the model, rather than in a module of its own: that became a chunk of its own, named in the
 * entry of every public page.)
 */
export function billLineLabel(line: { kind: BillLineKind; label: string }): string {
  if (line.kind === 'credit') return `値引き（${line.label}）`;
  if (line.kind === 'charge') return `追加請求（${line.label}）`;
  return line.label;
}

const noteText = (what: string, min: number) =>
  z.string().check(
    z.minLength(min, { error: `${what}を入力してください` }),
    z.maxLength(limits.billNote, {
      error: `${what}は${limits.billNote}文字以内で入力してください`,
    }),
  );

/**
 * One line. Amounts are whole yen, tax included: a credit is negative (−1 … −maxYen), a charge
 * positive, the others 0 or more. For a credit or a charge the label is staff's reason.
 */
export const billLineSchema = z
  .strictObject({
    kind: z.enum(billLineKinds),
    label: noteText('内容', 1),
    amount: z
      .int({ error: '金額は整数（円）で入力してください' })
      .check(
        z.minimum(-limits.maxYen, { error: '金額が大きすぎます' }),
        z.maximum(limits.maxYen, { error: '金額が大きすぎます' }),
      ),
  })
  .check(
    z.refine(
      (l) =>
        l.kind === 'credit' ? l.amount < 0 : l.kind === 'charge' ? l.amount > 0 : l.amount >= 0,
      {
        error: '値引きは1円以上、追加請求は1円以上、その他は0円以上で入力してください',
        path: ['amount'],
      },
    ),
  );
export type BillLine = z.infer<typeof billLineSchema>;

/** 入金方法 */
export const paymentMethods = [
  'transfer',
  'debit',
  'card',
  'cash',
  'convenience',
  'other',
] as const;
export type PaymentMethod = (typeof paymentMethods)[number];
export const paymentMethodLabels: Record<PaymentMethod, string> = {
  transfer: '銀行振込',
  debit: '口座振替',
  card: 'クレジットカード',
  cash: '現金',
  convenience: 'コンビニ払い',
  other: 'その他',
};

/**
 * How a payment arrived: the ways money comes in, plus `balance`, 預り金から充当 (the customer's
 * credit from an earlier over-payment used for this bill). Not offered to customers.
 */
export const paymentRecordMethods = [...paymentMethods, 'balance'] as const;
export type PaymentRecordMethod = (typeof paymentRecordMethods)[number];
export const paymentRecordMethodLabels: Record<PaymentRecordMethod, string> = {
  ...paymentMethodLabels,
  balance: '預り金から充当',
};

const yenAmount = (min: number) =>
  z
    .int({ error: '金額は整数（円）で入力してください' })
    .check(
      z.minimum(min, { error: `金額は${min}円以上で入力してください` }),
      z.maximum(limits.maxYen, { error: '金額が大きすぎます' }),
    );

/** Who undid a payment, when (server time) and why. */
export const billPaymentReversalSchema = z.strictObject({
  by: uidSchema,
  at: z.date(),
  reason: noteText('取消の理由', 1),
});

/**
 * One payment towards a bill: the yen it settles (`amount`, never more than was still due),
 * what came in beyond that and went to the customer's 預り金 (`excess`), 入金日 (JST, never in
 * the future), how, a note, the statement line it came from (`line`, the id of
 * brands/{b}/statementLines/{id}; null when recorded by hand), who recorded it and when, and —
 * once undone — the reversal. A reversed payment stays on the bill, struck through.
 */
export const billPaymentSchema = z.strictObject({
  amount: yenAmount(1),
  excess: yenAmount(0),
  date: calendarDateSchema,
  method: z.enum(paymentRecordMethods),
  note: noteText('メモ', 0),
  line: z.nullable(
    z
      .string()
      .check(
        z.minLength(1, { error: '明細行のIDがありません' }),
        z.maxLength(200, { error: '明細行のIDが長すぎます' }),
      ),
  ),
  /** the staff member who recorded it, and when (server time) */
  recordedBy: uidSchema,
  recordedAt: z.date(),
  reversal: z.nullable(billPaymentReversalSchema),
});
export type BillPayment = z.infer<typeof billPaymentSchema>;

/** A bill's payments: a map '0' … '11' → payment, in the order recorded (0 to 12 of them). */
export const billPaymentsSchema = z
  .record(
    z.string().check(z.regex(/^[0-9]{1,2}$/, { error: '形式が正しくありません' })),
    billPaymentSchema,
  )
  .check(
    z.refine(
      (p) => {
        const n = Object.keys(p).length;
        return (
          n <= limits.billPayments &&
          Array.from({ length: n }, (_, i) => String(i)).every((k) => k in p)
        );
      },
      { error: `入金は0から順に${limits.billPayments}件までです` },
    ),
  );
export type BillPayments = z.infer<typeof billPaymentsSchema>;

/** The payments, in the order recorded, each with its map key. */
export function billPaymentEntries(payments: BillPayments): (BillPayment & { key: string })[] {
  return historyEntries(payments).map((p, i) => ({ ...p, key: String(i) }));
}

/** The map key the next payment takes (`payments.{key}`). */
export function nextBillPaymentKey(paymentCount: number): string {
  return nextHistoryMapKey(paymentCount, limits.billPayments, '請求の入金');
}

/**
 * 差額の処理: the small rest of a bill no one will pay (a 振込手数料 the customer deducted),
 * written off by staff with a reason, up to the brand's limit (`writeOffLimit`).
 */
export const billWriteOffSchema = z.strictObject({
  amount: yenAmount(1),
  reason: noteText('理由', 1),
  by: uidSchema,
  at: z.date(),
});
export type BillWriteOff = z.infer<typeof billWriteOffSchema>;

/** The default most a brand writes off (円) when its お支払い設定 names no limit. */
export const defaultWriteOffLimit = 1000;

export const billActions = [
  'created',
  'line-added',
  'paid',
  'payment-reversed',
  'written-off',
  'cancelled',
] as const;
export type BillAction = (typeof billActions)[number];
export const billActionLabels: Record<BillAction, string> = {
  created: '請求を作成',
  'line-added': '明細を追加',
  paid: '入金を記録',
  'payment-reversed': '入金を取消',
  'written-off': '差額を処理',
  cancelled: '請求を取消',
};

/**
 * One change: what, who (staff uid), when (server time), the amount it concerns (the bill's
 * amount when made or paid, the line's amount when a line was added), and the reason or note.
 */
export const billHistoryEntrySchema = z.strictObject({
  action: z.enum(billActions),
  by: uidSchema,
  at: z.date(),
  amount: z.int(),
  note: noteText('理由', 0),
});
export type BillHistoryEntry = z.infer<typeof billHistoryEntrySchema>;

/** Like an application's history: a map '0' … '39' → entry (why a map: `historyMapSchema`). */
export const billHistorySchema = historyMapSchema(billHistoryEntrySchema, limits.billHistory);
export type BillHistory = z.infer<typeof billHistorySchema>;

/** The history entries, oldest first. */
export const billHistoryEntries: (history: BillHistory) => BillHistoryEntry[] = historyEntries;

/** The map key the next change writes (`history.{key}`). */
export function nextBillHistoryKey(historyLength: number): string {
  return nextHistoryMapKey(historyLength, limits.billHistory, '請求');
}

/** The bill's amount: the sum of its lines. */
export function sumOfLines(lines: readonly Pick<BillLine, 'amount'>[]): number {
  return lines.reduce((sum, l) => sum + l.amount, 0);
}

/**
 * brands/{b}/bills/{applicationId}_{period} — staff write it, the customer (uid) reads it. Never
 * deleted: cancelled with a reason. Lines change only by adding an adjustment to an unpaid bill.
 */
export const billSchema = z
  .strictObject({
    uid: uidSchema,
    applicationId: z
      .string()
      .check(
        z.minLength(1, { error: '入力してください' }),
        z.maxLength(64, { error: '64文字以内で入力してください' }),
      ),
    /** 対象月 */
    period: yearMonthSchema,
    /** 摘要, e.g. 2026年4月分 利用料・管理費（…） */
    description: z
      .string()
      .check(
        z.maxLength(limits.shortText, { error: `${limits.shortText}文字以内で入力してください` }),
      ),
    lines: z
      .array(billLineSchema)
      .check(
        z.minLength(1, { error: '明細がありません' }),
        z.maxLength(limits.billLines, { error: `明細は${limits.billLines}行までです` }),
      ),
    /** 請求額 (tax included yen) = the sum of the lines */
    amount: yenSchema,
    status: z.enum(billStatuses),
    /** 支払期限 */
    dueDate: calendarDateSchema,
    /** the payments recorded for it (reversed ones included, marked) */
    payments: billPaymentsSchema,
    /** the sum of the payments' `amount` that are not reversed */
    paidAmount: yenSchema,
    /** the small rest written off with a reason, or null */
    writeOff: z.nullable(billWriteOffSchema),
    /** set exactly when status is cancelled */
    cancelReason: z.nullable(noteText('取消の理由', 1)),
    history: billHistorySchema,
    ...timestampsShape,
  })
  .check(
    z.refine((b) => b.amount === sumOfLines(b.lines), {
      error: '請求額が明細の合計と一致しません',
      path: ['amount'],
    }),
    z.refine((b) => b.paidAmount === sumOfPayments(b.payments), {
      error: '入金額の合計が一致しません',
      path: ['paidAmount'],
    }),
    z.refine(
      (b) =>
        b.status === 'cancelled'
          ? b.paidAmount === 0 && b.writeOff === null
          : (b.status === 'paid') === (billBalance(b) === 0) && billBalance(b) >= 0,
      { error: '支払状況と入金額が一致しません', path: ['status'] },
    ),
    z.refine((b) => (b.status === 'cancelled') === (b.cancelReason !== null), {
      error: '取消した請求にだけ取消の理由を設定できます',
      path: ['cancelReason'],
    }),
  );

export type Bill = z.infer<typeof billSchema>;

/** The yen the payments settle that were not reversed. */
export function sumOfPayments(payments: BillPayments): number {
  return Object.values(payments).reduce((s, p) => s + (p.reversal === null ? p.amount : 0), 0);
}

/** What is still to pay: the amount less what was paid and what was written off. */
export function billBalance(bill: Pick<Bill, 'amount' | 'paidAmount' | 'writeOff'>): number {
  return bill.amount - bill.paidAmount - (bill.writeOff?.amount ?? 0);
}

type StateFields = Pick<Bill, 'status' | 'dueDate'> & { paidAmount?: number };

/**
 * 期限超過: unpaid and the due date is before `today` (JST 'YYYY-MM-DD'); 一部入金: unpaid,
 * something paid, not yet past the date.
 */
export function billStateOn(bill: StateFields, today: string): BillState {
  if (bill.status !== 'unpaid') return bill.status;
  if (bill.dueDate < today) return 'overdue';
  return (bill.paidAmount ?? 0) > 0 ? 'partial' : 'unpaid';
}

/** Days past the due date on `today` (0 when not overdue). */
export function daysOverdue(bill: StateFields, today: string): number {
  if (billStateOn(bill, today) !== 'overdue') return 0;
  const day = (d: string) => Date.parse(`${d}T00:00:00Z`) / 86_400_000;
  return day(today) - day(bill.dueDate);
}

/**
 * A bill as stored before payments had amounts (one `payment` map, null until paid in full):
 * read as one payment of the whole amount, so existing bills keep reading. Bills written since
 * have `payments`, `paidAmount` and `writeOff`.
 */
export function upgradeLegacyBill(data: unknown): unknown {
  if (data === null || typeof data !== 'object' || 'payments' in data || !('payment' in data))
    return data;
  const { payment, ...rest } = data as Record<string, unknown> & { payment: unknown };
  const amount = (data as { amount?: unknown }).amount;
  const paid = payment !== null && typeof payment === 'object';
  return {
    ...rest,
    payments: paid
      ? { '0': { ...(payment as object), amount, excess: 0, line: null, reversal: null } }
      : {},
    paidAmount: paid ? amount : 0,
    writeOff: null,
  };
}

/** The payments that stand (not reversed), in the order recorded. */
export function activePayments(bill: Pick<Bill, 'payments'>): (BillPayment & { key: string })[] {
  return billPaymentEntries(bill.payments).filter((p) => p.reversal === null);
}

/** 入金日 of the latest payment that stands, or null. */
export function lastPaymentDate(bill: Pick<Bill, 'payments'>): string | null {
  const dates = activePayments(bill).map((p) => p.date);
  return dates.length === 0 ? null : dates.reduce((a, b) => (a > b ? a : b));
}
