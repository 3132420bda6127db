import { useMutation, useQueryClient } from '@tanstack/react-query';
import { doc, serverTimestamp, updateDoc, type Firestore } from 'firebase/firestore/lite';
import { firestore } from '@/lib/firebase-firestore';
import { collectionPaths } from '@/lib/model/collection-paths';
import { applicationKeys } from './keys';

export type WithdrawTerminationInput = { brandId: string; applicationId: string };

/**
 * The contractor withdraws their 解約のお申し出 (back to none). The rules allow it only while
 * staff have not confirmed it.
 */
export async function withdrawTermination(
  db: Firestore,
  input: WithdrawTerminationInput,
): Promise<void> {
  await updateDoc(doc(db, collectionPaths.application(input.brandId, input.applicationId)), {
    terminationRequest: null,
    updatedAt: serverTimestamp(),
  });
}

/** withdrawTermination with the app's Firestore; the user's applications read again. */
export function useWithdrawTermination() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WithdrawTerminationInput) => withdrawTermination(firestore, input),
    onSuccess: (_result, { brandId }) =>
      queryClient.invalidateQueries({ queryKey: applicationKeys.all(brandId) }),
  });
}
