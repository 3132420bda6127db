import {
  doc,
  FieldPath,
  increment,
  serverTimestamp,
  type Firestore,
  type WriteBatch,
} from 'firebase/firestore/lite';
import { collectionPaths } from '@/lib/model/collection-paths';
import { planKeyOf, type PlanDefiningFields } from '@/lib/model/plan-key-of';

// The halves of the apply, cancel and staff-move batches that firestore.rules tie to the
// application's own write. Three small exports in one module (not a file each): the three
// batches' chunks share this one file instead of two more.

/** What an applicant's move does to the space's plan: −1 free on apply, +1 on cancel. */
export type PlanMoveDelta = -1 | 1;

/**
 * The asset half of the apply and cancel batches: `plans[key].available` moves by `delta` and
 * `lastSpaceMove` names the space, which is how firestore.rules ties this write to the space
 * write of the same batch. `increment` rather than a computed value: the server applies it to
 * the stored count, so two people taking two spaces of one plan at the same moment both succeed
 * and the count stays exact, and the rules still see the result in `request.resource`.
 */
export function addPlanMove(
  batch: WriteBatch,
  db: Firestore,
  target: { brandId: string; assetId: string; spaceId: string; space: PlanDefiningFields },
  delta: PlanMoveDelta,
): void {
  batch.update(
    doc(db, collectionPaths.asset(target.brandId, target.assetId)),
    new FieldPath('plans', planKeyOf(target.space), 'available'),
    increment(delta),
    'lastSpaceMove',
    target.spaceId,
  );
}

/**
 * The space half of a batch that ends an application's hold on its space (the applicant's
 * cancel, a staff move to 却下・取消・終了): the space is available again and names no holder.
 * The asset's plan count is the caller's (addPlanMove), since only a space that was not already
 * available adds one back.
 */
export function addSpaceRelease(
  batch: WriteBatch,
  db: Firestore,
  target: { brandId: string; assetId: string; spaceId: string },
): void {
  batch.update(doc(db, collectionPaths.space(target.brandId, target.assetId, target.spaceId)), {
    status: 'available',
    reservedBy: null,
    applicationId: null,
    updatedAt: serverTimestamp(),
  });
}

/**
 * The counter half of a batch that takes an application out of `submitted` (the applicant's
 * cancel, any staff move from 審査中): the user's open-application count goes down by one, and
 * `lastApplicationId` names the application, which is how firestore.rules ties this write to
 * the application's status change in the same batch.
 */
export function addOpenApplicationClosed(
  batch: WriteBatch,
  db: Firestore,
  target: { brandId: string; uid: string; applicationId: string },
): void {
  batch.update(doc(db, collectionPaths.applicationCounter(target.brandId, target.uid)), {
    open: increment(-1),
    lastApplicationId: target.applicationId,
    updatedAt: serverTimestamp(),
  });
}
