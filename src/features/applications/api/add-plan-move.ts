import {
  doc,
  FieldPath,
  increment,
  type Firestore,
  type WriteBatch,
} from 'firebase/firestore/lite';
import { collectionPaths } from '@/lib/model/collection-paths';
import { planKeyOf, type PlanDefiningFields } from '@/lib/model/plan-key-of';

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
