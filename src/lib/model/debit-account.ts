import * as z from 'zod/mini';
import { isZenginText } from '#shared/billing/zengin.js';
import { bankAccountTypes } from './billing-settings';
import { uidSchema } from '#shared/model/uid.js';

/**
 * brands/{b}/debitAccounts/{uid} — the account a customer pays by 口座振替 from (one per customer
 * and brand). The customer registers it (手続き中); staff confirm it once the signed 口座振替依頼書
 * is back from the bank (確認済み), or correct it. Only confirmed accounts are debited.
 * docs/billing.md「口座振替」.
 */
export const debitAccountStatuses = ['pending', 'confirmed'] as const;
export type DebitAccountStatus = (typeof debitAccountStatuses)[number];
export const debitAccountStatusLabels: Record<DebitAccountStatus, string> = {
  pending: '手続き中',
  confirmed: '確認済み',
};

const zenginName = (label: string, max: number) =>
  z
    .string()
    .check(
      z.minLength(1, { error: `${label}を入力してください` }),
      z.maxLength(max, { error: `${label}は${max}文字以内です` }),
      z.refine(isZenginText, { error: `${label}は半角カナ・英数字です` }),
    );

/** The bank and branch as the 全銀協 code list names them (src/lib/banks). */
export const debitBankShape = {
  bankCode: z.string().check(z.regex(/^\d{4}$/, { error: '金融機関を選んでください' })),
  /** 「みずほ銀行」 as people read it */
  bankName: z
    .string()
    .check(
      z.minLength(1, { error: '金融機関を選んでください' }),
      z.maxLength(50, { error: '金融機関名は50文字以内です' }),
    ),
  /** the list's kana (full-width), written half-width into the 全銀 file */
  bankKana: z.string().check(z.maxLength(50, { error: '金融機関名（カナ）は50文字以内です' })),
  branchCode: z.string().check(z.regex(/^\d{3}$/, { error: '支店を選んでください' })),
  branchName: z
    .string()
    .check(
      z.minLength(1, { error: '支店を選んでください' }),
      z.maxLength(50, { error: '支店名は50文字以内です' }),
    ),
  branchKana: z.string().check(z.maxLength(50, { error: '支店名（カナ）は50文字以内です' })),
  accountType: z.enum(bankAccountTypes, { error: '預金種目を選んでください' }),
  accountNumber: z
    .string()
    .check(z.regex(/^\d{7}$/, { error: '口座番号は7桁の数字で入力してください' })),
};

export const debitAccountSchema = z.strictObject({
  uid: uidSchema,
  ...debitBankShape,
  /** 口座名義 in 全銀 characters (half-width ｶﾅ, toZenginKana), as the bank compares it */
  holder: zenginName('口座名義', 30),
  status: z.enum(debitAccountStatuses),
  confirmedBy: z.nullable(uidSchema),
  confirmedAt: z.nullable(z.date()),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type DebitAccount = z.infer<typeof debitAccountSchema>;

/** 口座番号 as everyone but staff sees it: ****567. */
export function maskAccountNumber(accountNumber: string): string {
  return `****${accountNumber.slice(-3)}`;
}

/** What makes an account one account for the bank (a change means 新規コード 2). */
export function debitAccountKey(a: {
  bankCode: string;
  branchCode: string;
  accountType: string;
  accountNumber: string;
}): string {
  return `${a.bankCode}-${a.branchCode}-${a.accountType}-${a.accountNumber}`;
}
