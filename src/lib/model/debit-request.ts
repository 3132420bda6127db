import * as z from 'zod/mini';
import { debitResultCodes } from '#shared/billing/zengin.js';
import { bankAccountTypes } from './billing-settings';
import { calendarDateSchema } from '#shared/model/calendar-date.js';
import { uidSchema } from '#shared/model/uid.js';

/** The most bills one request holds: the request and its items are written in one batch (≤ 500). */
export const debitRequestMaxBills = 450;

/**
 * brands/{b}/debitRequests/{id} — one 依頼データ staff made for a 引落日: which bills, how many,
 * the total, who and when. Never changed; the file can be downloaded again from its items.
 */
export const debitRequestSchema = z.strictObject({
  debitDate: calendarDateSchema,
  billIds: z.array(z.string()),
  count: z.int(),
  total: z.int(),
  createdBy: uidSchema,
  createdAt: z.date(),
});
export type DebitRequest = z.infer<typeof debitRequestSchema>;

/** What the bank said about one debit: its 振替結果コード, recorded once. */
export const debitResultSchema = z.strictObject({
  code: z.enum(debitResultCodes),
  importId: z.string(),
  recordedBy: uidSchema,
  recordedAt: z.date(),
});
export type DebitResult = z.infer<typeof debitResultSchema>;

/**
 * brands/{b}/debitItems/{billId} — a bill in a request (its id is the bill's: a bill is in one
 * request only). It keeps what the file said (the account, the name, the yen, 新規コード and the
 * 顧客番号 that comes back with the result) and, once the result file is read, the result.
 */
export const debitItemSchema = z.strictObject({
  requestId: z.string(),
  debitDate: calendarDateSchema,
  uid: uidSchema,
  amount: z.int(),
  /** 顧客番号: お客様番号 (7 digits) + the bill's month (6) + its number among the customer's bills that month (2) */
  customerCode: z.string(),
  newCode: z.enum(['0', '1', '2']),
  bankCode: z.string(),
  bankKana: z.string(),
  branchCode: z.string(),
  branchKana: z.string(),
  accountType: z.enum(bankAccountTypes),
  accountNumber: z.string(),
  holder: z.string(),
  result: z.nullable(debitResultSchema),
  createdBy: uidSchema,
  createdAt: z.date(),
});
export type DebitItem = z.infer<typeof debitItemSchema>;

/**
 * brands/{b}/debitImports/{id} — what one upload of a 振替結果 file did: records read, recorded
 * now, recorded before, matching no request (listed, never guessed), problems; who and when.
 */
export const debitImportSchema = z.strictObject({
  fileName: z.string(),
  requestId: z.nullable(z.string()),
  records: z.int(),
  recordedNow: z.int(),
  recordedBefore: z.int(),
  unmatched: z.int(),
  problems: z.int(),
  importedBy: uidSchema,
  importedAt: z.date(),
});
export type DebitImport = z.infer<typeof debitImportSchema>;

/** The payment `line` of a bill paid by a debit: names the debit item it was recorded with. */
export function debitPaymentLine(billId: string): string {
  return `debit-${billId}`;
}
