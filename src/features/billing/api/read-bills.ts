import { getDocs, type Query } from 'firebase/firestore/lite';
import { billConverter } from '@/lib/converters/bill-converter';
import type { Bill } from '#shared/model/bill.js';

export type StoredBill = Bill & { id: string };

/** A list of bills; documents that do not match the schema are counted, not shown. */
export type BillList = { bills: StoredBill[]; unreadable: number };

/** Runs one of the billing screen's queries. */
export async function readBills(q: Query): Promise<BillList> {
  const snapshot = await getDocs(q.withConverter(billConverter));
  const list: BillList = { bills: [], unreadable: 0 };
  for (const d of snapshot.docs) {
    try {
      list.bills.push({ ...d.data(), id: d.id });
    } catch {
      list.unreadable += 1;
    }
  }
  return list;
}
