import * as z from 'zod/mini';
import { calendarDateSchema } from './calendar-date.js';
import { fnv1a } from './fnv1a.js';
import { uidSchema } from './uid.js';

/**
 * brands/{b}/statementLines/{id} — one deposit line of a bank's 入出金明細 that was recorded as
 * a payment. Created once, with the payments it makes, never changed: the same line imported
 * again (a statement downloaded twice, or an overlapping date range) finds its record and pays
 * nothing. The id is the line's identity (`statementLineId`).
 */
export const statementLineSchema = z.strictObject({
  date: calendarDateSchema,
  amount: z.int().check(z.minimum(1, { error: '入金額は1円以上です' })),
  /** 振込依頼人名 / 摘要 as the bank printed it */
  payer: z.string().check(z.maxLength(200, { error: '振込依頼人名は200文字以内です' })),
  /** 差引残高 after the line, where the statement has that column */
  balance: z.nullable(z.int()),
  /** 1 for the first of identical lines (same day, amount, payer, balance) in the file, … */
  occurrence: z.int().check(z.minimum(1, { error: '行の順番は1以上です' })),
  /** the customer it paid */
  uid: uidSchema,
  /** the bills it paid, oldest first */
  bills: z.array(z.string()),
  /** what it brought beyond the bills, kept as 預り金 */
  excess: z.int().check(z.minimum(0, { error: '超過額は0円以上です' })),
  /** the statementImports record of the import that recorded it */
  importId: z.string(),
  recordedBy: uidSchema,
  recordedAt: z.date(),
});
export type StatementLine = z.infer<typeof statementLineSchema>;

/** What identifies a deposit line across downloads of the same account's statement. */
export type StatementLineKey = {
  date: string;
  amount: number;
  payer: string;
  balance: number | null;
  occurrence: number;
};

/** The payer as compared: NFKC (half-width ｶﾅ → 全角, full-width digits → ASCII), no spaces. */
export function statementPayerKey(payer: string): string {
  return payer.normalize('NFKC').replace(/\s+/g, '');
}

/**
 * The document id of a line: 取引日, 入金額, 差引残高 (when the statement has it: it tells two
 * identical transfers on one day apart, and it is the same in every download), the position
 * among identical lines, and a hash of the payer — `20261205-6950-b123456-1-1a2b3c4d`. Without
 * a balance column two identical transfers on one day are told apart by their order, which is
 * the same in any download that covers the whole day.
 */
export function statementLineId(key: StatementLineKey): string {
  const balance = key.balance === null ? 'x' : `b${key.balance}`;
  return [
    key.date.replaceAll('-', ''),
    String(key.amount),
    balance,
    String(key.occurrence),
    fnv1a(statementPayerKey(key.payer)),
  ].join('-');
}

/**
 * brands/{b}/statementImports/{id} — what one import of a statement did: lines read, deposits,
 * withdrawals (出金, not for 消込), unreadable lines, recorded now, recorded before, left alone;
 * who imported it and when.
 */
export const statementImportSchema = z.strictObject({
  fileName: z.string(),
  firstDate: z.nullable(calendarDateSchema),
  lastDate: z.nullable(calendarDateSchema),
  linesRead: z.int(),
  deposits: z.int(),
  withdrawals: z.int(),
  unreadable: z.int(),
  recordedNow: z.int(),
  recordedBefore: z.int(),
  left: z.int(),
  importedBy: uidSchema,
  importedAt: z.date(),
});
export type StatementImport = z.infer<typeof statementImportSchema>;
