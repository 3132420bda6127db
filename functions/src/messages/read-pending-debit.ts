import type { Firestore } from 'firebase-admin/firestore';
import {
  debitAccountNamesOf,
  pendingDebitOf,
  type DebitItemForNotice,
  type PendingDebit,
} from '#shared/billing/pending-debit.js';

/**
 * The debit the bank is asked to make for a bill (in a sent 依頼データ, its result not back), or
 * null: a mail about that bill then says the day and the account instead of asking for a 振込
 * (issue 37, item 4). Reads the bill's item and the customer's account (for the bank's names).
 */
export async function readPendingDebit(
  db: Firestore,
  brandId: string,
  bill: { id: string; uid: string },
): Promise<PendingDebit | null> {
  const [item, account] = await db.getAll(
    db.doc(`brands/${brandId}/debitItems/${bill.id}`),
    db.doc(`brands/${brandId}/debitAccounts/${bill.uid}`),
  );
  const itemData = item?.data();
  if (!itemData || itemData['uid'] !== bill.uid) return null;
  return pendingDebitOf(itemData as DebitItemForNotice, debitAccountNamesOf(account?.data()));
}
