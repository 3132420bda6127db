import { queryOptions, useQuery } from '@tanstack/react-query';
import { doc, getDoc } from 'firebase/firestore/lite';
import { billConverter } from '@/lib/converters/bill-converter';
import { firestore } from '@/lib/firebase-firestore';
import { billId } from '#shared/model/bill.js';
import { collectionPaths } from '@/lib/model/collection-paths';
import type { ContractBill } from '@/lib/model/final-bill';
import { applicationKeys } from './keys';

/**
 * Staff: the bill of the month a contract ends in (`${applicationId}_${period}`), or null when it
 * has not been made — whether ending adds a bill or the month is billed already (finalBillOf).
 * Customers read their own bills with their list instead (the rules refuse them a bill by an id
 * that does not exist).
 */
export async function getEndMonthBill(
  brandId: string,
  applicationId: string,
  period: string,
): Promise<ContractBill | null> {
  const snapshot = await getDoc(
    doc(firestore, collectionPaths.bill(brandId, billId(applicationId, period))).withConverter(
      billConverter,
    ),
  );
  const bill = snapshot.data();
  return bill
    ? { id: snapshot.id, lines: bill.lines, amount: bill.amount, dueDate: bill.dueDate }
    : null;
}

/** Under the staff's application keys: a move or a confirmation reads it again. */
export const endMonthBillQuery = (brandId: string, applicationId: string, period: string) =>
  queryOptions({
    queryKey: applicationKeys.staffEndMonthBill(brandId, applicationId, period),
    queryFn: () => getEndMonthBill(brandId, applicationId, period),
  });

/** The end month's bill, read when `period` is known (null: not asked). */
export function useEndMonthBill(brandId: string, applicationId: string, period: string | null) {
  return useQuery({
    ...endMonthBillQuery(brandId, applicationId, period ?? ''),
    enabled: period !== null,
  });
}
