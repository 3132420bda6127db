import { useMutation, useQueryClient } from '@tanstack/react-query';
import { doc, serverTimestamp, updateDoc, type Firestore } from 'firebase/firestore/lite';
import { firestore } from '@/lib/firebase-firestore';
import { collectionPaths } from '@/lib/model/collection-paths';
import type { FinalBill } from '@/lib/model/final-bill';
import { invalidateAfterMove } from './invalidate-after-move';

export type ConfirmTerminationInput = {
  brandId: string;
  applicationId: string;
  adminUid: string;
  /** What ending costs now (finalBillOf, as the dialog showed it); the confirmation mail quotes it. */
  finalBill?: FinalBill | null;
};

/**
 * Staff confirm a 解約のお申し出: the request gets confirmedAt / confirmedBy and the application
 * stays 契約中 (the space stays occupied) until its end date; the contract then ends by itself
 * (functions: scheduleContractEnd → endContract). The customer can no longer withdraw it.
 */
export async function confirmTermination(
  db: Firestore,
  input: ConfirmTerminationInput,
): Promise<void> {
  await updateDoc(doc(db, collectionPaths.application(input.brandId, input.applicationId)), {
    'terminationRequest.confirmedAt': serverTimestamp(),
    'terminationRequest.confirmedBy': input.adminUid,
    ...(input.finalBill ? { 'terminationRequest.finalBill': input.finalBill } : {}),
    updatedAt: serverTimestamp(),
  });
}

/** confirmTermination with the app's Firestore; staff's application reads refreshed. */
export function useConfirmTermination() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ConfirmTerminationInput) => confirmTermination(firestore, input),
    onSuccess: (_result, { brandId }) => invalidateAfterMove(queryClient, brandId),
  });
}
