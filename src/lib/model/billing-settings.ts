import * as z from 'zod/mini';
import { limits } from '#shared/model/limits.js';
import { isRegistrationNumber } from './registration-number';
import { customerNumberSchema, firstCustomerNumber } from './transfer-name';
import { uidSchema } from '#shared/model/uid.js';
import {
  offeredPaymentMethods,
  providerPaymentMethods,
  readPaymentMethods,
  type OfferedPaymentMethod,
} from '#shared/model/offered-payment-methods.js';

/**
 * How a brand lets customers pay (the order is the order shown to customers): only methods
 * that can be collected today — 銀行振込, 口座振替 and 窓口での現金払い. クレジットカード and
 * コンビニ払い need a payment provider (docs/billing.md). Shared with the functions' mails.
 */
export {
  offeredPaymentMethodLabels,
  offeredPaymentMethods,
  providerPaymentMethodLabels,
  type OfferedPaymentMethod,
  type ProviderPaymentMethod,
} from '#shared/model/offered-payment-methods.js';

export const bankAccountTypes = ['ordinary', 'checking'] as const;
export type BankAccountType = (typeof bankAccountTypes)[number];
export const bankAccountTypeLabels: Record<BankAccountType, string> = {
  ordinary: '普通',
  checking: '当座',
};

/**
 * 口座名義 as banks print it: full-width katakana, digits, Latin capitals, spaces and the few
 * symbols 全銀 allows in names (（）．ー・－).
 */
export const accountHolderPattern = /^[ァ-ヶー０-９Ａ-Ｚ0-9A-Z（）().．・\-－\u3000 ]+$/;

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label}を入力してください` })
    .check(
      z.minLength(1, { error: `${label}を入力してください` }),
      z.maxLength(max, { error: `${label}は${max}文字以内で入力してください` }),
    );

export const bankAccountSchema = z.strictObject({
  /** 銀行名, e.g. みずほ銀行 */
  bankName: requiredText('銀行名', limits.personName),
  /** 支店名, e.g. 神田支店 */
  branchName: requiredText('支店名', limits.personName),
  accountType: z.enum(bankAccountTypes, { error: '口座種別を選んでください' }),
  accountNumber: z
    .string({ error: '口座番号を入力してください' })
    .check(z.regex(/^[0-9]{7}$/, { error: '口座番号は7桁の数字で入力してください' })),
  accountHolder: requiredText('口座名義', limits.personName).check(
    z.regex(accountHolderPattern, { error: '口座名義は全角カタカナで入力してください' }),
  ),
});
export type BankAccount = z.infer<typeof bankAccountSchema>;

const billingSettingsShape = {
  paymentMethods: z
    .array(z.enum(offeredPaymentMethods, { error: 'このお支払い方法は選べません' }))
    .check(
      z.minLength(1, { error: 'お支払い方法を1つ以上選んでください' }),
      z.maxLength(offeredPaymentMethods.length, {
        error: `お支払い方法は${offeredPaymentMethods.length}つまでです`,
      }),
    ),
  /** 振込先: required when 銀行振込 is offered */
  bankAccount: z.nullable(bankAccountSchema),
  /** 適格請求書発行事業者の氏名又は名称 */
  issuerName: requiredText('請求書の発行者名', limits.shortText),
  /** 登録番号 T + 13 digits; null while the brand is not registered */
  registrationNumber: z.nullable(
    z.string().check(
      z.refine(isRegistrationNumber, {
        error: '登録番号は「T」と13桁の数字で入力してください（法人番号の検査用数字が合いません）',
      }),
    ),
  ),
  /**
   * 差額処理の上限 (円): the most of a bill staff may write off with a reason (e.g. a 振込手数料
   * the customer deducted); absent: 1,000 (defaultWriteOffLimit in bill.ts). The rules read it.
   */
  writeOffLimit: z.optional(
    z
      .int({ error: '差額処理の上限は整数（円）で入力してください' })
      .check(
        z.minimum(0, { error: '差額処理の上限は0〜10,000円で入力してください' }),
        z.maximum(10_000, { error: '差額処理の上限は0〜10,000円で入力してください' }),
      ),
  ),
  /** お支払いについての補足, e.g. 振込手数料はお客様のご負担となります。 */
  note: z.string().check(
    z.maxLength(limits.description, {
      error: `補足は${limits.description}文字以内で入力してください`,
    }),
  ),
};

type MethodsAndAccount = {
  paymentMethods: OfferedPaymentMethod[];
  bankAccount: BankAccount | null;
};
const bankAccountWhenTransfer = z.refine<MethodsAndAccount>(
  (s) => !s.paymentMethods.includes('transfer') || s.bankAccount !== null,
  { error: '銀行振込を選ぶときは振込先の口座を入力してください', path: ['bankAccount'] },
);

/** The fields staff type on the settings screen. */
export const billingSettingsFormSchema = z
  .strictObject(billingSettingsShape)
  .check(bankAccountWhenTransfer);
export type BillingSettingsForm = z.infer<typeof billingSettingsFormSchema>;

/**
 * A stored setting read tolerantly: `paymentMethods` keeps the methods a brand can offer, and a
 * クレジットカード or コンビニ払い stored before they were withdrawn moves to
 * `withdrawnPaymentMethods` (shown to staff, never to customers). The list may then be empty:
 * customers are told staff will say how to pay.
 */
function withOfferedMethods(data: unknown): unknown {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return data;
  const { offered, withdrawn } = readPaymentMethods(
    (data as { paymentMethods?: unknown }).paymentMethods,
  );
  return {
    ...data,
    paymentMethods: offered,
    ...(withdrawn.length > 0 ? { withdrawnPaymentMethods: withdrawn } : {}),
  };
}

/**
 * brands/{b}/settings/billing — how the brand is paid and who issues its invoices. Staff write;
 * anyone reads it for a published brand (customers see how to pay before they apply).
 */
export const billingSettingsSchema = z.pipe(
  z.transform(withOfferedMethods),
  z
    .strictObject({
      ...billingSettingsShape,
      paymentMethods: z.array(z.enum(offeredPaymentMethods)),
      /** stored methods that are no longer offered (read only; the rules refuse writing them) */
      withdrawnPaymentMethods: z.optional(z.array(z.enum(providerPaymentMethods))),
      updatedAt: z.date(),
    })
    .check(bankAccountWhenTransfer),
);
export type BillingSettings = z.infer<typeof billingSettingsSchema>;

export const billingSettingsDocumentId = 'billing';

/** brands/{b}/settings/customerNumbers — the last お客様番号 given and to whom (transfer-name.ts). */
export const customerNumbersSchema = z.strictObject({
  last: customerNumberSchema(firstCustomerNumber - 1),
  lastUid: uidSchema,
  updatedAt: z.date(),
});
export type CustomerNumbers = z.infer<typeof customerNumbersSchema>;
