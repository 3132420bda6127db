// How to pay, as a mail says it: the same facts as the site's HowToPay card
// (src/features/payment/components/how-to-pay.tsx, docs/billing.md) in plain text. The methods
// a brand can offer and their labels come from the shared model (../shared), as the site's do;
// the account-type labels and the 振込名義 rule are repeated here and
// test/functions-unit/how-to-pay-text.test.ts keeps them in step with src/lib/model. No
// package dependencies: the template editor's preview (mail-templates.ts sampleValues) uses it too.
import {
  offeredPaymentMethodLabels,
  readPaymentMethods,
} from '#shared/model/offered-payment-methods.js';

export const accountTypeLabels: Readonly<Record<string, string>> = {
  ordinary: '普通',
  checking: '当座',
};

/** brands/{b}/settings/billing, the fields a message reads. */
export interface PaymentSettingsForMail {
  paymentMethods: string[];
  bankAccount: {
    bankName: string;
    branchName: string;
    accountType: string;
    accountNumber: string;
    accountHolder: string;
  } | null;
  note: string;
}

/** The customer's お客様番号 and フリガナ (brands/{b}/members/{uid}). */
export interface PayerForMail {
  customerNumber: number | null;
  kana: string;
}

/** 振込名義 as src/lib/model/transfer-name.ts derives it: `1001 ヤマダ タロウ`. */
export function transferNameForMail(customerNumber: number, kana: string): string {
  const name = kana.replace(/[\s\u3000]+/g, ' ').trim();
  return `${String(customerNumber).padStart(4, '0')} ${name}`;
}

/**
 * お支払い方法 in a message: the methods offered, the 振込先 with the customer's own 振込名義
 * when 銀行振込 is offered, and the brand's note. Without settings, that staff will say how.
 */
export function howToPayText(
  settings: PaymentSettingsForMail | null,
  payer: PayerForMail | null,
): string {
  // Only methods that can be collected: a stored クレジットカード or コンビニ払い is not said.
  const offered = settings === null ? [] : readPaymentMethods(settings.paymentMethods).offered;
  if (settings === null || offered.length === 0) {
    return 'お支払い方法は、担当者から別途ご案内いたします。';
  }
  const methods = offered.map((method) => offeredPaymentMethodLabels[method]);
  const lines = [`ご利用いただけるお支払い方法：${methods.join('、')}`];
  const bank = settings.bankAccount;
  if (offered.includes('transfer') && bank !== null) {
    const name =
      payer && payer.customerNumber !== null
        ? transferNameForMail(payer.customerNumber, payer.kana)
        : null;
    lines.push(
      '',
      '■ 銀行振込の振込先',
      `銀行・支店：${bank.bankName} ${bank.branchName}`,
      `口座：${accountTypeLabels[bank.accountType] ?? bank.accountType} ${bank.accountNumber}`,
      `口座名義：${bank.accountHolder}`,
      `振込名義：${name ?? 'お客様番号＋お名前（フリガナ）'}`,
      name
        ? '※お振込みの際は、振込依頼人名を上記の振込名義（お客様番号のあとにお名前）にしてください。入金の確認が早くなります。'
        : '※お振込みの際は、お名前の前にお客様番号を入れてください。お客様番号はマイユニットでご確認いただけます。',
    );
  }
  if (settings.note.trim() !== '') lines.push('', settings.note.trim());
  return lines.join('\n');
}
