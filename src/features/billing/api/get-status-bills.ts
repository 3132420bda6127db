import { queryOptions } from '@tanstack/react-query';
import { collection, orderBy, query, where } from 'firebase/firestore/lite';
import { firestore } from '@/lib/firebase-firestore';
import type { BillingStatus } from '@/lib/model/billing';
import { collectionPaths } from '@/lib/model/collection-paths';
import { billingKeys } from './keys';
import { readBills, type BillList } from './read-bills';

/**
 * Every month's bills of a brand in one state, oldest due date first (query table: `status ==
 * X` order by `dueDate`, index billings: status ↑, dueDate ↑) — e.g. all 支払期限超過 bills,
 * where the dashboard's figure leads.
 */
export function getStatusBills(brandId: string, status: BillingStatus): Promise<BillList> {
  return readBills(
    query(
      collection(firestore, collectionPaths.billings(brandId)),
      where('status', '==', status),
      orderBy('dueDate'),
    ),
  );
}

export const statusBillsQuery = (brandId: string, status: BillingStatus) =>
  queryOptions({
    queryKey: billingKeys.status(brandId, status),
    queryFn: () => getStatusBills(brandId, status),
  });
