import { useMutation, useQueryClient } from '@tanstack/react-query';
import { doc, runTransaction, serverTimestamp, type Firestore } from 'firebase/firestore/lite';
import { firestore } from '@/lib/firebase-firestore';
import { collectionPaths } from '@/lib/model/collection-paths';
import type { DebitAccount } from '@/lib/model/debit-account';
import { debitKeys } from './keys';

/** What the account form gives: the bank and branch from the list, the account, the name. */
export type DebitAccountInput = Pick<
  DebitAccount,
  | 'bankCode'
  | 'bankName'
  | 'bankKana'
  | 'branchCode'
  | 'branchName'
  | 'branchKana'
  | 'accountType'
  | 'accountNumber'
  | 'holder'
>;

export type SaveDebitAccountInput = {
  brandId: string;
  uid: string;
  account: DebitAccountInput;
  /**
   * null: the customer saves their own (手続き中 again until staff confirm). A staff uid: staff
   * correct it — 手続き中 again too when the account changed (a confirmation vouches for the
   * account it names; issue 36), kept when staff saved it unchanged.
   */
  staffUid: string | null;
};

/** The fields that make the account (a change of any needs a new confirmation). */
const accountFields = [
  'bankCode',
  'bankName',
  'bankKana',
  'branchCode',
  'branchName',
  'branchKana',
  'accountType',
  'accountNumber',
  'holder',
] as const satisfies readonly (keyof DebitAccountInput)[];

/**
 * Saves a customer's 口座振替 account in one transaction that reads what is there (to keep its
 * createdAt and, for staff saving it unchanged, its confirmation). The rules make a customer's
 * save, and any change of the account, 手続き中.
 */
export async function saveDebitAccount(
  db: Firestore,
  { brandId, uid, account, staffUid }: SaveDebitAccountInput,
): Promise<void> {
  const ref = doc(db, collectionPaths.debitAccount(brandId, uid));
  await runTransaction(db, async (tx) => {
    const before = await tx.get(ref);
    const keepConfirmation =
      staffUid !== null &&
      before.get('status') === 'confirmed' &&
      accountFields.every((field) => before.get(field) === account[field]);
    tx.set(ref, {
      uid,
      ...account,
      status: keepConfirmation ? 'confirmed' : 'pending',
      confirmedBy: keepConfirmation ? before.get('confirmedBy') : null,
      confirmedAt: keepConfirmation ? before.get('confirmedAt') : null,
      createdAt: before.exists() ? before.get('createdAt') : serverTimestamp(),
      updatedAt: serverTimestamp(),
    });
  });
}

/** Staff confirm an account: the 口座振替依頼書 came back from the bank. */
export async function confirmDebitAccount(
  db: Firestore,
  { brandId, uid, staffUid }: { brandId: string; uid: string; staffUid: string },
): Promise<void> {
  const ref = doc(db, collectionPaths.debitAccount(brandId, uid));
  await runTransaction(db, async (tx) => {
    const before = await tx.get(ref);
    if (!before.exists() || before.get('status') === 'confirmed') return;
    tx.update(ref, {
      status: 'confirmed',
      confirmedBy: staffUid,
      confirmedAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    });
  });
}

export function useSaveDebitAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveDebitAccountInput) => saveDebitAccount(firestore, input),
    onSettled: async (_r, _e, { brandId, uid }) => {
      await queryClient.invalidateQueries({ queryKey: debitKeys.account(brandId, uid) });
    },
  });
}

export function useConfirmDebitAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { brandId: string; uid: string; staffUid: string }) =>
      confirmDebitAccount(firestore, input),
    onSettled: async (_r, _e, { brandId, uid }) => {
      await queryClient.invalidateQueries({ queryKey: debitKeys.account(brandId, uid) });
    },
  });
}
