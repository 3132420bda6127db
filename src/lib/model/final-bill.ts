import * as z from 'zod/mini';
import type { Application } from './application';
import { billLineSchema } from '#shared/model/bill.js';
import { calendarDateSchema } from '#shared/model/calendar-date.js';
import { yearMonthSchema } from '#shared/model/year-month.js';
import { yenSchema } from '#shared/model/yen.js';

/**
 * What ending a contract costs (issue 31, item 3): the bill of the month the contract ends in,
 * as the month's bill run makes it (src/features/billing/final-bill.ts, finalBillOf) — or the
 * bill of that month already made. Shown on the 解約 form, its confirmation, the staff's end
 * dialogs and both 解約 mails, and kept on the 解約のお申し出 as it was quoted (the mails read it:
 * the functions cannot import the money model of the SPA).
 */
export const finalBillSchema = z.strictObject({
  /** the month of the 解約日, 'YYYY-MM' */
  period: yearMonthSchema,
  /** the month's bill lines (利用料・管理費, in full or 日割り; a bill already made: its own) */
  lines: z
    .array(billLineSchema)
    .check(
      z.minLength(1, { error: '最後のご請求の明細がありません' }),
      z.maxLength(12, { error: '最後のご請求の明細は12行までです' }),
    ),
  /** their sum, tax included */
  amount: yenSchema,
  /** 支払期限 (of the bill made, or as the bill run would set it) */
  dueDate: calendarDateSchema,
  /** true: the month's bill exists already (e.g. the first bill of a contract ending that month) */
  billed: z.boolean(),
  /** the brand's 解約 rule: the last month 日割り up to the 解約日 (else billed in full) */
  prorated: z.boolean(),
});
export type FinalBill = z.infer<typeof finalBillSchema>;

/** A bill of the contract as the final bill looks at it (only the end month's counts). */
export type ContractBill = {
  id: string;
  lines: FinalBill['lines'];
  amount: number;
  dueDate: string;
};

/**
 * The final bill of one contract for an end date (a screen composes finalBillOf with the brand's
 * rule, the contract and its bills and hands this to the 解約 form).
 */
export type FinalBillFor = (endDate: string) => FinalBill | null;

/**
 * The final bill of a contract for an end date, given the bills of it that exist: what the
 * staff's dialogs are handed by their screen (they read the end month's bill themselves).
 */
export type FinalBillOf = (
  application: Application & { id: string },
  endDate: string,
  bills: readonly ContractBill[],
) => FinalBill | null;
