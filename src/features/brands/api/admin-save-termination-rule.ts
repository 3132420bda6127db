import { useMutation, useQueryClient } from '@tanstack/react-query';
import { doc, serverTimestamp, setDoc, updateDoc, type Firestore } from 'firebase/firestore/lite';
import { firestore } from '@/lib/firebase-firestore';
import { collectionPaths } from '@/lib/model/collection-paths';
import type { TerminationRuleFields } from '@/lib/model/termination-rule';
import { brandKeys } from './keys';

export type SaveTerminationRuleInput = {
  brandId: string;
  rule: TerminationRuleFields;
  /** true when the brand has a stored rule already (update), false for the first save (create) */
  exists: boolean;
};

/** Staff save the brand's 解約 rule (brands/{b}/settings/termination). */
export async function saveTerminationRule(
  db: Firestore,
  input: SaveTerminationRuleInput,
): Promise<void> {
  const ref = doc(db, collectionPaths.brandTerminationRule(input.brandId));
  if (input.exists) {
    await updateDoc(ref, { ...input.rule, updatedAt: serverTimestamp() });
  } else {
    await setDoc(ref, {
      ...input.rule,
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    });
  }
}

/** saveTerminationRule with the app's Firestore; the brand's rule is read again. */
export function useSaveTerminationRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveTerminationRuleInput) => saveTerminationRule(firestore, input),
    onSuccess: (_r, { brandId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: brandKeys.terminationRule(brandId) }),
        queryClient.invalidateQueries({ queryKey: brandKeys.staffTerminationRule(brandId) }),
      ]),
  });
}
