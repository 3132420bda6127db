import type { Firestore } from 'firebase-admin/firestore';
import { billOf } from './bill-mails.js';
import type { BillForQuote } from './first-payment-text.js';

/** The id of a contract's first bill: the application's bill for its start month. */
function firstBillId(applicationId: string, startDate: string): string {
  return `${applicationId}_${startDate.slice(0, 7)}`;
}

/**
 * Whether a bill is its contract's first: the contract mail (`contract-confirmed`) already says
 * its amount, 支払期限, lines and how to pay, so it sends no `bill-issued` of its own.
 */
export async function isContractFirstBill(
  db: Firestore,
  brandId: string,
  billId: string,
  applicationId: string,
): Promise<boolean> {
  const application = await db.doc(`brands/${brandId}/applications/${applicationId}`).get();
  const startDate: unknown = application.get('contract.startDate');
  return typeof startDate === 'string' && billId === firstBillId(applicationId, startDate);
}

/**
 * The contract's first bill, made in the contract batch with id `${applicationId}_${startMonth}`
 * (src/features/billing/api/first-bill.ts), with what of it was paid (read as the reminders
 * read it, `billOf`); null when there is none (a contract made before bills existed).
 */
export async function readFirstBill(
  db: Firestore,
  brandId: string,
  applicationId: string,
  startDate: string,
): Promise<BillForQuote | null> {
  const snapshot = await db
    .doc(`brands/${brandId}/bills/${firstBillId(applicationId, startDate)}`)
    .get();
  const amount: unknown = snapshot.get('amount');
  const dueDate: unknown = snapshot.get('dueDate');
  const lines: unknown = snapshot.get('lines');
  if (typeof amount !== 'number' || typeof dueDate !== 'string') return null;
  const { paidAmount, writeOffAmount } = billOf(snapshot.id, snapshot.data() ?? {});
  return {
    amount,
    dueDate,
    paidAmount,
    writeOffAmount,
    lines: Array.isArray(lines)
      ? lines.flatMap((line: unknown) => {
          const { label, amount: yen } = (line ?? {}) as { label?: unknown; amount?: unknown };
          return typeof label === 'string' && typeof yen === 'number'
            ? [{ label, amount: yen }]
            : [];
        })
      : [],
  };
}
