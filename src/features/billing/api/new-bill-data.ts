import { serverTimestamp } from 'firebase/firestore/lite';
import { newBillFields } from '#shared/billing/bill-writes.js';
import type { PlannedBill } from '#shared/billing/monthly-bill-plan.js';

/**
 * The document of a new bill (the first bill of a contract): its fields, the first history
 * entry 「請求を作成」 by the staff member at the server's time, timestamps (the same shape the
 * month's job writes, newBillFields in functions/src/shared/billing/bill-writes.ts).
 */
export function newBillData(bill: PlannedBill, adminUid: string) {
  return newBillFields(bill, adminUid, serverTimestamp());
}
