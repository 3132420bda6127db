import * as z from 'zod/mini';
import { historyEntries, historyMapSchema, nextHistoryMapKey } from './history-map.js';
import { limits } from './limits.js';
import { uidSchema } from './uid.js';
import { yenSchema } from './yen.js';

/**
 * What changes a customer's 預り金: `excess` — a payment brought more than its bill(s) asked
 * (+); `applied` — the balance paid a bill (−); `excess-reversed` / `applied-reversed` — the
 * payment behind either was reversed (− / +); `refunded` — paid back to the customer (−).
 */
export const creditActions = [
  'excess',
  'applied',
  'excess-reversed',
  'applied-reversed',
  'refunded',
] as const;
export type CreditAction = (typeof creditActions)[number];
export const creditActionLabels: Record<CreditAction, string> = {
  excess: '超過入金を預り',
  applied: '請求に充当',
  'excess-reversed': '超過入金の取消',
  'applied-reversed': '充当の取消',
  refunded: '返金',
};

/** +1 when the action adds to the balance, −1 when it takes from it. */
export function creditSign(action: CreditAction): 1 | -1 {
  return action === 'excess' || action === 'applied-reversed' ? 1 : -1;
}

export const creditEntrySchema = z.strictObject({
  action: z.enum(creditActions),
  /** yen, always positive; the action says which way */
  amount: z
    .int({ error: '金額は整数（円）で入力してください' })
    .check(
      z.minimum(1, { error: '金額は1円以上です' }),
      z.maximum(limits.maxYen, { error: '金額が大きすぎます' }),
    ),
  /** the bill whose payment it was (null for a refund) */
  billId: z.nullable(z.string()),
  by: uidSchema,
  at: z.date(),
  note: z
    .string()
    .check(z.maxLength(limits.billNote, { error: `メモは${limits.billNote}文字以内です` })),
});
export type CreditEntry = z.infer<typeof creditEntrySchema>;

/**
 * brands/{b}/credits/{uid} — 預り金: what a customer paid beyond their bills, kept for their
 * next bill or paid back. Staff write it (with the bill change that causes it); the customer
 * reads their own.
 */
export const creditSchema = z.strictObject({
  uid: uidSchema,
  balance: yenSchema,
  history: historyMapSchema(creditEntrySchema, limits.creditHistory),
  updatedAt: z.date(),
});
export type Credit = z.infer<typeof creditSchema>;

export const creditEntries: (history: Credit['history']) => CreditEntry[] = historyEntries;

export function nextCreditHistoryKey(historyLength: number): string {
  return nextHistoryMapKey(historyLength, limits.creditHistory, '預り金');
}
