import { queryOptions } from '@tanstack/react-query';
import { collection, query, where } from 'firebase/firestore/lite';
import { firestore } from '@/lib/firebase-firestore';
import { collectionPaths } from '@/lib/model/collection-paths';
import { getMonthBills } from './get-month-bills';
import { billingKeys } from './keys';
import { readBills, type BillList } from './read-bills';

/**
 * The bills a month's 仕訳 are made from (docs/billing.md, "Accounting export"): the month's
 * bills (its 売上) and every bill changed since the month began — a payment dated in the month
 * was recorded after its date, and recording it changed its bill, so those bills hold every
 * 入金 and 差額の処理 of the month, whichever month they bill (query table: `updatedAt >= X`,
 * a single-field index).
 */
export async function getJournalBills(brandId: string, period: string): Promise<BillList> {
  const monthStart = new Date(`${period}-01T00:00:00+09:00`);
  const [month, changed] = await Promise.all([
    getMonthBills(brandId, period),
    readBills(
      query(
        collection(firestore, collectionPaths.bills(brandId)),
        where('updatedAt', '>=', monthStart),
      ),
    ),
  ]);
  const byId = new Map(month.bills.map((bill) => [bill.id, bill]));
  for (const bill of changed.bills) byId.set(bill.id, bill);
  return { bills: [...byId.values()], unreadable: Math.max(month.unreadable, changed.unreadable) };
}

/** Read when staff press an accounting button, never cached for long: money may just have moved. */
export const journalBillsQuery = (brandId: string, period: string) =>
  queryOptions({
    queryKey: billingKeys.journal(brandId, period),
    queryFn: () => getJournalBills(brandId, period),
    staleTime: 0,
  });
