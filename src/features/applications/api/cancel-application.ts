import { doc, serverTimestamp, writeBatch, type Firestore } from 'firebase/firestore/lite';
import { collectionPaths } from '@/lib/model/collection-paths';
import type { PlanDefiningFields } from '@/lib/model/plan-key-of';
import { addPlanMove } from './add-plan-move';

export type CancelApplicationInput = {
  brandId: string;
  assetId: string;
  spaceId: string;
  /** The space as read: its plan key names the asset's plan entry to give the space back to. */
  space: PlanDefiningFields;
  applicationId: string;
};

/**
 * The cancel batch: the applicant's submitted application becomes cancelled, the space it holds
 * is free again, and the asset's plan counts it as available. The rules accept the three only
 * together, and only from the applicant.
 */
export async function cancelApplication(
  db: Firestore,
  input: CancelApplicationInput,
): Promise<void> {
  const { brandId, assetId, spaceId, applicationId } = input;
  const batch = writeBatch(db);
  batch.update(doc(db, collectionPaths.application(brandId, applicationId)), {
    status: 'cancelled',
    updatedAt: serverTimestamp(),
  });
  batch.update(doc(db, collectionPaths.space(brandId, assetId, spaceId)), {
    status: 'available',
    reservedBy: null,
    applicationId: null,
    updatedAt: serverTimestamp(),
  });
  addPlanMove(batch, db, { brandId, assetId, spaceId, space: input.space }, 1);
  await batch.commit();
}
