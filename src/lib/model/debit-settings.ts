import * as z from 'zod/mini';
import { isZenginText } from '#shared/billing/zengin.js';
import { debitBankShape } from './debit-account';

/**
 * brands/{b}/settings/debit — the brand's 口座振替 contract with its bank (staff only): the
 * 委託者コード and 委託者名 the bank gave, the account the money is collected into, the 引落日
 * (a day of the month, moved to the next bank business day) and whether the bank wants CRLF
 * between records. docs/billing.md「口座振替」.
 */
export const debitSettingsSchema = z.strictObject({
  consignorCode: z
    .string()
    .check(z.regex(/^\d{1,10}$/, { error: '委託者コードは10桁以内の数字で入力してください' })),
  /** 委託者名 in 全銀 characters (half-width ｶﾅ) */
  consignorName: z
    .string()
    .check(
      z.minLength(1, { error: '委託者名を入力してください' }),
      z.maxLength(40, { error: '委託者名は40文字以内です' }),
      z.refine(isZenginText, { error: '委託者名は半角カナ・英数字です' }),
    ),
  ...debitBankShape,
  /** 毎月の引落日 (1–28) */
  debitDay: z
    .int({ error: '引落日を入力してください' })
    .check(
      z.minimum(1, { error: '引落日は1〜28日です' }),
      z.maximum(28, { error: '引落日は1〜28日です' }),
    ),
  /** records separated by CRLF (else none) */
  crlf: z.boolean(),
  updatedAt: z.date(),
});
export type DebitSettings = z.infer<typeof debitSettingsSchema>;
