import * as z from 'zod/mini';
import {
  billingSettingsFormSchema,
  type BankAccount,
  type BillingSettings,
  type BillingSettingsForm,
} from '@/lib/model/billing-settings';
import { normalizeRegistrationNumber } from '@/lib/model/registration-number';
import { toHalfWidthDigits } from '@/utils/normalize-digits';

/** What the settings screen's fields hold: text everywhere, the methods as ticked values. */
export type BillingSettingsFormValues = {
  paymentMethods: string[];
  /** Every field of the model's bank account, as typed text. */
  bankAccount: Record<keyof BankAccount, string>;
  issuerName: string;
  registrationNumber: string;
  /** 差額処理の上限 as typed; empty: the default (1,000円) */
  writeOffLimit: string;
  note: string;
};

const text = z.string();
const valuesSchema = z.object({
  paymentMethods: z.array(z.string()),
  bankAccount: z.object({
    bankName: text,
    branchName: text,
    accountType: text,
    accountNumber: text,
    accountHolder: text,
  }),
  issuerName: text,
  registrationNumber: text,
  writeOffLimit: text,
  note: text,
});

/** The fields as the model stores them: no bank typed → null, no 登録番号 → null. */
export function toBillingSettings(values: BillingSettingsFormValues): unknown {
  const bank = values.bankAccount;
  const noBank = Object.entries(bank).every(([k, v]) => k === 'accountType' || v.trim() === '');
  const registration = normalizeRegistrationNumber(values.registrationNumber);
  return {
    paymentMethods: values.paymentMethods,
    bankAccount: noBank
      ? null
      : {
          bankName: bank.bankName.trim(),
          branchName: bank.branchName.trim(),
          accountType: bank.accountType,
          accountNumber: toHalfWidthDigits(bank.accountNumber).trim(),
          accountHolder: bank.accountHolder.normalize('NFKC').trim(),
        },
    issuerName: values.issuerName.trim(),
    registrationNumber: registration === '' ? null : registration,
    ...(values.writeOffLimit.trim() === ''
      ? {}
      : {
          writeOffLimit: /^\d+$/.test(
            toHalfWidthDigits(values.writeOffLimit).replaceAll(',', '').trim(),
          )
            ? Number(toHalfWidthDigits(values.writeOffLimit).replaceAll(',', '').trim())
            : NaN,
        }),
    note: values.note.trim(),
  };
}

/** The screen's schema: the typed values, made into the model's, checked by the model. */
export const billingSettingsScreenSchema = z.pipe(
  z.pipe(valuesSchema, z.transform(toBillingSettings)),
  billingSettingsFormSchema,
);

export function billingSettingsFormValues(
  settings: BillingSettings | BillingSettingsForm | null,
): BillingSettingsFormValues {
  const bank = settings?.bankAccount;
  return {
    paymentMethods: settings ? [...settings.paymentMethods] : ['transfer'],
    bankAccount: {
      bankName: bank?.bankName ?? '',
      branchName: bank?.branchName ?? '',
      accountType: bank?.accountType ?? 'ordinary',
      accountNumber: bank?.accountNumber ?? '',
      accountHolder: bank?.accountHolder ?? '',
    },
    issuerName: settings?.issuerName ?? '',
    registrationNumber: settings?.registrationNumber ?? '',
    writeOffLimit: settings?.writeOffLimit === undefined ? '' : String(settings.writeOffLimit),
    note: settings?.note ?? '',
  };
}
