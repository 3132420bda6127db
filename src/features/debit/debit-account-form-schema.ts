import * as z from 'zod/mini';
import { bankAccountTypes } from '@/lib/model/billing-settings';
import { ZenginFormatError, toZenginKana } from '#shared/billing/zengin.js';

/** Why a 口座名義 cannot be written as a 全銀 name, or null when it can. */
export function holderProblem(value: string): string | null {
  try {
    const converted = toZenginKana(value);
    if (converted === '') return '口座名義を入力してください';
    if (converted.length > 30) return '口座名義は30文字以内（半角換算）で入力してください';
    return null;
  } catch (error) {
    if (error instanceof ZenginFormatError) return `口座名義は${error.message}`;
    throw error;
  }
}

const holder = z.string({ error: '口座名義を入力してください' }).check(
  z.superRefine((value, ctx) => {
    const problem = holderProblem(value);
    if (problem !== null) ctx.issues.push({ code: 'custom', message: problem, input: value });
  }),
);

/**
 * The 口座振替 account form: the bank and the branch chosen from the code list (their codes,
 * names and kana set by the pickers), 預金種目, 7 digits and the name as typed (converted to
 * half-width ｶﾅ when saved).
 */
export const debitAccountFormSchema = z.object({
  bankCode: z.string().check(z.regex(/^\d{4}$/, { error: '金融機関を選んでください' })),
  bankName: z.string(),
  bankKana: z.string(),
  branchCode: z.string().check(z.regex(/^\d{3}$/, { error: '支店を選んでください' })),
  branchName: z.string(),
  branchKana: z.string(),
  accountType: z.enum(bankAccountTypes, { error: '預金種目を選んでください' }),
  accountNumber: z
    .string({ error: '口座番号を入力してください' })
    .check(z.regex(/^\d{7}$/, { error: '口座番号は7桁の数字で入力してください' })),
  holder,
});
export type DebitAccountFormValues = z.input<typeof debitAccountFormSchema>;
