import { useMutation, useQueryClient } from '@tanstack/react-query';
import { doc, serverTimestamp, writeBatch, type Firestore } from 'firebase/firestore/lite';
import {
  applicationStatusLabels,
  applicationTransitions,
  nextHistoryKey,
  reasonRequiredMoves,
  type Application,
  type ApplicationStatus,
} from '@/lib/model/application';
import { firestore } from '@/lib/firebase-firestore';
import { collectionPaths } from '@/lib/model/collection-paths';
import { normalizeText } from '@/utils/normalize-input';
import type { PlanDefiningFields } from '@/lib/model/plan-key-of';
import type { Space } from '@/lib/model/space';
import type { ContractTermsInput } from '@/features/billing/api/first-bill';
import { newBillData } from '@/features/billing/api/new-bill-data';
import type { PlannedBill } from '@/features/billing/api/first-bill';
import { addOpenApplicationClosed, addPlanMove, addSpaceRelease } from './batch-halves';
import { invalidateAfterMove } from './invalidate-after-move';

export type MoveApplicationInput = {
  brandId: string;
  /** The application as read (the rules refuse the move if it changed since). */
  application: Pick<Application, 'status' | 'assetId' | 'spaceId' | 'uid'> & {
    id: string;
    /** Entries in its history now: the new entry takes the next key. */
    historyLength: number;
  };
  to: ApplicationStatus;
  /** The signed-in staff member: recorded in the history entry. */
  adminUid: string;
  /**
   * 理由 told to the customer (in my unit and the result mail): required for 却下 and 取消
   * (reasonRequiredMoves; the rules refuse the move without it), optional otherwise.
   */
  reason?: string;
  /**
   * The application's space as read now (null if it no longer exists): its plan fields name the
   * asset's plan entry, its status and holder say whether this move frees or occupies it.
   */
  space: (PlanDefiningFields & Pick<Space, 'status' | 'applicationId'>) | null;
  /**
   * The move to contracted only (and required there): the 契約条件 staff confirmed, stored on the
   * application, and the contract's first bill made from them (firstBillOf), in the same batch.
   */
  contract?: { terms: ContractTermsInput; firstBill: PlannedBill };
};

export type ApplicationMoveProblem = 'not-allowed' | 'space-unavailable' | 'reason-required';

/** A move the state table (or the space's state) does not allow; nothing was written. */
export class ApplicationMoveError extends Error {
  constructor(
    readonly problem: ApplicationMoveProblem,
    readonly from: ApplicationStatus,
    readonly to: ApplicationStatus,
  ) {
    super(
      problem === 'not-allowed'
        ? `「${applicationStatusLabels[from]}」の申込を「${applicationStatusLabels[to]}」にはできません`
        : problem === 'reason-required'
          ? `「${applicationStatusLabels[to]}」にする理由を入力してください（お客さまにお知らせします）`
          : 'この区画はほかの申込で使われているか募集停止中のため、契約にできません',
    );
    this.name = 'ApplicationMoveError';
  }
}

/** What the move does to the space, decided before anything is written. */
export type SpaceEffect = 'occupy' | 'free' | 'none';

/**
 * The space side of a staff move: contract → 契約中 (occupied, keeping the holder); reject,
 * cancel, end → 空き (available, no holder) when the space still holds this application;
 * approve → stays reserved. Throws ApplicationMoveError for a move the table does not allow.
 */
export function spaceEffectOf(
  input: Omit<MoveApplicationInput, 'brandId' | 'adminUid'>,
): SpaceEffect {
  const { application, to, space } = input;
  const from = application.status;
  if (!applicationTransitions[from].admin.includes(to))
    throw new ApplicationMoveError('not-allowed', from, to);
  const holds = space !== null && space.applicationId === application.id;
  if (to === 'contracted') {
    if (space === null || (!holds && space.status !== 'available'))
      throw new ApplicationMoveError('space-unavailable', from, to);
    return 'occupy';
  }
  if ((to === 'rejected' || to === 'cancelled' || to === 'ended') && holds) return 'free';
  return 'none';
}

/**
 * A staff move of an application (approve, reject, cancel, contract, end) as one batch: the
 * status with its history entry (by the staff member, at the server's time), the space
 * (spaceEffectOf), the asset's plan count when the space starts or stops being available, and
 * the applicant's open-application count when the application leaves `submitted`.
 */
export async function moveApplication(db: Firestore, input: MoveApplicationInput): Promise<void> {
  const { brandId, application, to, adminUid, space } = input;
  const from = application.status;
  const effect = spaceEffectOf(input);
  if (to === 'contracted' && !input.contract) throw new Error('契約条件がありません');
  // Stored as every form stores free text (half-width ｶﾅ to full-width, trimmed).
  const reason = normalizeText(input.reason ?? '');
  if (reason === '' && reasonRequiredMoves.includes(to))
    throw new ApplicationMoveError('reason-required', from, to);
  const batch = writeBatch(db);
  batch.update(doc(db, collectionPaths.application(brandId, application.id)), {
    ...(to === 'contracted' && input.contract
      ? {
          contract: {
            ...input.contract.terms,
            confirmedBy: adminUid,
            confirmedAt: serverTimestamp(),
          },
        }
      : {}),
    status: to,
    [`history.${nextHistoryKey(application.historyLength)}`]: {
      at: serverTimestamp(),
      by: adminUid,
      from,
      to,
      ...(reason === '' ? {} : { reason }),
    },
    updatedAt: serverTimestamp(),
  });
  if (from === 'submitted') {
    addOpenApplicationClosed(batch, db, {
      brandId,
      uid: application.uid,
      applicationId: application.id,
    });
  }
  if (space !== null && effect !== 'none') {
    const target = {
      brandId,
      assetId: application.assetId,
      spaceId: application.spaceId,
      space,
    };
    if (effect === 'occupy') {
      batch.update(doc(db, collectionPaths.space(brandId, target.assetId, target.spaceId)), {
        status: 'occupied',
        reservedBy: application.uid,
        applicationId: application.id,
        updatedAt: serverTimestamp(),
      });
      if (space.status === 'available') addPlanMove(batch, db, target, -1);
    } else {
      addSpaceRelease(batch, db, target);
      if (space.status !== 'available') addPlanMove(batch, db, target, 1);
    }
  }
  if (to === 'contracted' && input.contract) {
    const { firstBill } = input.contract;
    batch.set(
      doc(db, collectionPaths.bill(brandId, firstBill.id)),
      newBillData(firstBill, adminUid),
    );
  }
  await batch.commit();
}

/**
 * moveApplication with the app's Firestore; every screen showing the application, its space or
 * the counts reads again. A refused move is refreshed by the caller only when someone else moved
 * the application first (useStaffMove), since otherwise nothing changed.
 */
export function useMoveApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MoveApplicationInput) => moveApplication(firestore, input),
    onSuccess: (_result, { brandId }) => invalidateAfterMove(queryClient, brandId),
  });
}
