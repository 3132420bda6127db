import {
  doc,
  FieldPath,
  increment,
  serverTimestamp,
  type Firestore,
  type WriteBatch,
} from 'firebase/firestore/lite';
import type { ApplicationStatus } from '@/lib/model/application';
import { nextHistoryKey } from '@/lib/model/application';
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

/**
 * The application half of a cancel or a staff move: the new status and its history entry (by
 * whom, at the server's time) under the next history key.
 */
export function addStatusChange(
  batch: WriteBatch,
  db: Firestore,
  target: { brandId: string; applicationId: string; historyLength: number },
  change: { by: string; from: ApplicationStatus; to: ApplicationStatus },
): void {
  batch.update(doc(db, collectionPaths.application(target.brandId, target.applicationId)), {
    status: change.to,
    [`history.${nextHistoryKey(target.historyLength)}`]: { at: serverTimestamp(), ...change },
    updatedAt: serverTimestamp(),
  });
}

/** The space is free again: available, held by no one. */
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

/** The applicant has one open application fewer (`applicationId` left `submitted`). */
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
