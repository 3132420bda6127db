import * as z from 'zod/mini';
import { calendarDateSchema } from './calendar-date';
import { historyEntries, historyMapSchema, nextHistoryMapKey } from './history-map';
import { limits } from './limits';
import { timestampsShape } from './timestamps';
import { uidSchema } from './uid';
import { yearMonthSchema } from './year-month';
import { yenSchema } from './yen';

/**
 * What is stored. 期限超過 (overdue) is not stored: an unpaid bill whose 支払期限 has passed is
 * overdue by itself (`billStateOn`), so nobody has to press a button and nothing runs at night.
 */
export const billStatuses = ['unpaid', 'paid', 'cancelled'] as const;
export type BillStatus = (typeof billStatuses)[number];

/** What a person sees: the stored status, with 'overdue' derived from the due date. */
export type BillState = BillStatus | 'overdue';
export const billStateLabels: Record<BillState, string> = {
  unpaid: '未払い',
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

/** The payment of a paid bill: 入金日 (the day it arrived, JST, never in the future), how, a note. */
export const billPaymentSchema = z.strictObject({
  date: calendarDateSchema,
  method: z.enum(paymentMethods),
  note: noteText('メモ', 0),
  /** the staff member who recorded it, and when (server time) */
  recordedBy: uidSchema,
  recordedAt: z.date(),
});
export type BillPayment = z.infer<typeof billPaymentSchema>;

export const billActions = [
  'created',
  'line-added',
  'paid',
  'payment-reversed',
  'cancelled',
] as const;
export type BillAction = (typeof billActions)[number];
export const billActionLabels: Record<BillAction, string> = {
  created: '請求を作成',
  'line-added': '明細を追加',
  paid: '入金を記録',
  'payment-reversed': '入金を取消',
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
    /** set exactly when status is paid */
    payment: z.nullable(billPaymentSchema),
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
    z.refine((b) => (b.status === 'paid') === (b.payment !== null), {
      error: '支払済みの請求にだけ入金を記録できます',
      path: ['payment'],
    }),
    z.refine((b) => (b.status === 'cancelled') === (b.cancelReason !== null), {
      error: '取消した請求にだけ取消の理由を設定できます',
      path: ['cancelReason'],
    }),
  );

export type Bill = z.infer<typeof billSchema>;

/** 期限超過: unpaid and the due date is before `today` (JST 'YYYY-MM-DD'). */
export function billStateOn(bill: Pick<Bill, 'status' | 'dueDate'>, today: string): BillState {
  return bill.status === 'unpaid' && bill.dueDate < today ? 'overdue' : bill.status;
}

/** Days past the due date on `today` (0 when not overdue). */
export function daysOverdue(bill: Pick<Bill, 'status' | 'dueDate'>, today: string): number {
  if (billStateOn(bill, today) !== 'overdue') return 0;
  const day = (d: string) => Date.parse(`${d}T00:00:00Z`) / 86_400_000;
  return day(today) - day(bill.dueDate);
}
