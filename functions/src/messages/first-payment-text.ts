import type { Firestore } from 'firebase-admin/firestore';
import { formatCalendarDate, formatYen } from './format-ja.js';

/** A bill as the contract mail quotes it (brands/{b}/bills/{id}, src/lib/model/bill.ts). */
export interface BillForQuote {
  amount: number;
  dueDate: string;
  lines: { label: string; amount: number }[];
}

/**
 * 初回のお支払い in the contract mail: the amount of the contract's first bill, its due date and
 * its lines (a line of 0円, e.g. no 鍵代, is left out).
 */
export function firstPaymentText(bill: BillForQuote): string {
  const lines = bill.lines
    .filter((line) => line.amount !== 0)
    .map((line) => `・${line.label} ${formatYen(line.amount)}`);
  return [
    `ご請求額（税込）：${formatYen(bill.amount)}`,
    `お支払い期限：${formatCalendarDate(bill.dueDate)}`,
    ...(lines.length > 0 ? ['内訳：', ...lines] : []),
  ].join('\n');
}

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
