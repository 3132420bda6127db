import { serverTimestamp } from 'firebase/firestore/lite';
import type { PlannedBill } from '../monthly-bill-plan';

/**
 * The document of a new bill (the monthly run's and the first bill of a contract): its fields,
 * the first history entry 「請求を作成」 by the staff member at the server's time, timestamps.
 */
export function newBillData({ id: _id, ...bill }: PlannedBill, adminUid: string) {
  return {
    ...bill,
    history: {
      '0': {
        action: 'created',
        by: adminUid,
        at: serverTimestamp(),
        amount: bill.amount,
        note: '',
      },
    },
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  };
}
