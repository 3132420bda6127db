import type { Firestore } from 'firebase-admin/firestore';
import { howToPayText } from './how-to-pay-text.js';

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** Reads the brand's お支払い設定 and the customer's number and フリガナ, then howToPayText. */
export async function readHowToPay(db: Firestore, brandId: string, uid: string): Promise<string> {
  const [settings, member] = await Promise.all([
    db.doc(`brands/${brandId}/settings/billing`).get(),
    db.doc(`brands/${brandId}/members/${uid}`).get(),
  ]);
  const methods: unknown = settings.get('paymentMethods');
  const bank = settings.get('bankAccount') as Record<string, unknown> | null | undefined;
  const customerNumber: unknown = member.get('customerNumber');
  return howToPayText(
    settings.exists && Array.isArray(methods)
      ? {
          paymentMethods: methods.filter((m): m is string => typeof m === 'string'),
          bankAccount:
            bank && typeof bank === 'object'
              ? {
                  bankName: text(bank['bankName']),
                  branchName: text(bank['branchName']),
                  accountType: text(bank['accountType']),
                  accountNumber: text(bank['accountNumber']),
                  accountHolder: text(bank['accountHolder']),
                }
              : null,
          note: text(settings.get('note')),
        }
      : null,
    member.exists
      ? {
          customerNumber: typeof customerNumber === 'number' ? customerNumber : null,
          kana: text(member.get('kana')),
        }
      : null,
  );
}
