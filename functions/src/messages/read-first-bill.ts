import type { Firestore } from 'firebase-admin/firestore';
import type { BillForQuote } from './first-payment-text.js';

/**
 * The contract's first bill, made in the contract batch with id `${applicationId}_${startMonth}`
 * (src/features/billing/api/first-bill.ts); null when there is none (a contract made before
 * bills existed).
 */
export async function readFirstBill(
  db: Firestore,
  brandId: string,
  applicationId: string,
  startDate: string,
): Promise<BillForQuote | null> {
  const snapshot = await db
    .doc(`brands/${brandId}/bills/${applicationId}_${startDate.slice(0, 7)}`)
    .get();
  const amount: unknown = snapshot.get('amount');
  const dueDate: unknown = snapshot.get('dueDate');
  const lines: unknown = snapshot.get('lines');
  if (typeof amount !== 'number' || typeof dueDate !== 'string') return null;
  return {
    amount,
    dueDate,
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
