import { useMutation, useQueryClient } from '@tanstack/react-query';
import { doc, serverTimestamp, updateDoc, type Firestore } from 'firebase/firestore/lite';
import { firestore } from '@/lib/firebase-firestore';
import { collectionPaths } from '@/lib/model/collection-paths';
import type { FinalBill } from '@/lib/model/final-bill';
import { applicationKeys } from './keys';

export type RequestTerminationInput = {
  brandId: string;
  applicationId: string;
  /** 解約希望日 'YYYY-MM-DD' (terminationRequestFormSchema checks it is after today). */
  endDate: string;
  /** What ending on that day costs, as the form showed it (finalBillOf); the mails quote it. */
  finalBill?: FinalBill | null;
};

/**
 * 解約のお申し出: the contractor asks staff to end a contracted application on `endDate`. Only the
 * owner, only while `contracted` and no request is pending; nothing else of the application
 * changes (staff end the contract with moveApplication). The final bill the form showed is kept
 * with it (the rules check its shape, month and sum), for the mails.
 */
export async function requestTermination(
  db: Firestore,
  input: RequestTerminationInput,
): Promise<void> {
  await updateDoc(doc(db, collectionPaths.application(input.brandId, input.applicationId)), {
    terminationRequest: {
      endDate: input.endDate,
      requestedAt: serverTimestamp(),
      ...(input.finalBill ? { finalBill: input.finalBill } : {}),
    },
    updatedAt: serverTimestamp(),
  });
}

/** requestTermination with the app's Firestore; the user's applications read again (the space stays). */
export function useRequestTermination() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RequestTerminationInput) => requestTermination(firestore, input),
    onSuccess: (_result, { brandId }) =>
      queryClient.invalidateQueries({ queryKey: applicationKeys.all(brandId) }),
  });
}
