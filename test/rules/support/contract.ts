/** 契約条件 for the rules tests' moves to contracted (the screen confirms them in its dialog). */
import { serverTimestamp } from 'firebase/firestore/lite';
import { firstBillOf, type ContractTermsInput } from '@/features/billing/api/first-bill';
import { ids, uids } from './world';

export const aliceTerms: ContractTermsInput = {
  startDate: '2026-05-15',
  monthlyFee: 8800,
  adminFee: 1100,
  handlingFee: 3300,
  guaranteeFee: 4400,
  keyFee: 1650,
  dueDay: 27,
};

/** moveApplication's `contract` for alice's application: the terms and the first bill. */
export function aliceContract(terms: ContractTermsInput = aliceTerms) {
  return {
    terms,
    firstBill: firstBillOf({
      applicationId: ids.aliceApplication,
      uid: uids.alice,
      terms,
      place: 'さくらトランク 中野坂上 A-101',
      today: '2026-04-10',
    }),
  };
}

/** The `contract` map as a raw request writes it (by the admin, at the server's time). */
export function contractField(by: string = uids.admin, terms: ContractTermsInput = aliceTerms) {
  return { ...terms, confirmedBy: by, confirmedAt: serverTimestamp() };
}
