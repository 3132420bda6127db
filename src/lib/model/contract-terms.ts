import * as z from 'zod/mini';
import { calendarDateSchema } from '#shared/model/calendar-date.js';
import { uidSchema } from '#shared/model/uid.js';
import { yenSchema } from '#shared/model/yen.js';

/** The latest 支払期限 day a month can always have (so every month has it). */
export const maxDueDay = 28;

/**
 * 契約条件: what staff confirm (and may correct) when they make the contract — the application's
 * `contract` map. Written once, by staff, in the move approved → contracted (the rules allow no
 * other write), so a later price change of the space never changes what this contract pays.
 */
export const contractTermsSchema = z.strictObject({
  /** 利用開始日 (may differ from the applicant's 利用開始希望日) */
  startDate: calendarDateSchema,
  /** 月額利用料 (tax included yen) */
  monthlyFee: yenSchema,
  /** 月額管理費 */
  adminFee: yenSchema,
  /** 初期費用 */
  handlingFee: yenSchema,
  guaranteeFee: yenSchema,
  keyFee: yenSchema,
  /** 請求ルール: each month's bill is due on this day of the billed month (1–28) */
  dueDay: z
    .int({ error: '支払期限日は整数で入力してください' })
    .check(
      z.minimum(1, { error: '支払期限日は1〜28日で入力してください' }),
      z.maximum(maxDueDay, { error: '支払期限日は1〜28日で入力してください' }),
    ),
  /** the staff member who confirmed them, and when (server time) */
  confirmedBy: uidSchema,
  confirmedAt: z.date(),
});
export type ContractTerms = z.infer<typeof contractTermsSchema>;

/** The fee part of the terms, as the quote (`estimateFirstPayment`) takes it. */
export function firstPaymentInputOf(terms: Omit<ContractTerms, 'confirmedBy' | 'confirmedAt'>) {
  return {
    monthlyFee: terms.monthlyFee,
    adminFee: terms.adminFee,
    initialCosts: {
      handlingFee: terms.handlingFee,
      guaranteeFee: terms.guaranteeFee,
      keyFee: terms.keyFee,
    },
    startDate: terms.startDate,
  };
}
