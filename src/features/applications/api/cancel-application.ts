import { useMutation, useQueryClient } from '@tanstack/react-query';
import { doc, serverTimestamp, writeBatch, type Firestore } from 'firebase/firestore/lite';
import { firestore } from '@/lib/firebase-firestore';
import { nextHistoryKey } from '@/lib/model/application';
import { collectionPaths } from '@/lib/model/collection-paths';
import type { PlanDefiningFields } from '@/lib/model/plan-key-of';
import { addOpenApplicationClosed, addPlanMove, addSpaceRelease } from './batch-halves';
import { invalidateApplicantChange } from './invalidate-applicant-change';

export type CancelApplicationInput = {
  brandId: string;
  assetId: string;
  spaceId: string;
  /** The space as read: its plan key names the asset's plan entry to give the space back to. */
  space: PlanDefiningFields;
  applicationId: string;
  /** The signed-in applicant (the application's uid): whose open-application count goes down. */
  uid: string;
  /** How many history entries the application has now (as read): the new entry takes the next key. */
  historyLength: number;
};

/**
 * The cancel batch: the applicant's submitted application becomes cancelled (one history entry
 * submitted → cancelled by the applicant), the space it holds is free again, the asset's plan
 * counts it as available, and the user's open-application count goes down by one. The rules
 * accept the four only together, and only from the applicant.
 */
export async function cancelApplication(
  db: Firestore,
  input: CancelApplicationInput,
): Promise<void> {
  const { brandId, assetId, spaceId, applicationId, uid } = input;
  const batch = writeBatch(db);
  batch.update(doc(db, collectionPaths.application(brandId, applicationId)), {
    status: 'cancelled',
    [`history.${nextHistoryKey(input.historyLength)}`]: {
      at: serverTimestamp(),
      by: uid,
      from: 'submitted',
      to: 'cancelled',
    },
    updatedAt: serverTimestamp(),
  });
  addSpaceRelease(batch, db, { brandId, assetId, spaceId });
  addPlanMove(batch, db, { brandId, assetId, spaceId, space: input.space }, 1);
  addOpenApplicationClosed(batch, db, { brandId, uid, applicationId });
  await batch.commit();
}

/** cancelApplication with the app's Firestore; the space, its asset and the user's lists read again. */
export function useCancelApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CancelApplicationInput) => cancelApplication(firestore, input),
    onSuccess: (_result, { brandId }) => invalidateApplicantChange(queryClient, brandId),
  });
}
