import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  doc,
  getDoc,
  increment,
  serverTimestamp,
  writeBatch,
  type Firestore,
} from 'firebase/firestore/lite';
import { applicationConverter } from '@/lib/converters/application-converter';
import { firestore } from '@/lib/firebase-firestore';
import type { Application } from '@/lib/model/application';
import { openApplicationLimitMessage } from '@/lib/model/application-counter';
import { collectionPaths } from '@/lib/model/collection-paths';
import { limits } from '@/lib/model/limits';
import type { PlanDefiningFields } from '@/lib/model/plan-key-of';
import { addPlanMove } from './batch-halves';
import { invalidateApplicantChange } from './invalidate-applicant-change';

/** What the applicant types on the application form. */
export type ApplicantFields = Pick<
  Application,
  | 'name'
  | 'kana'
  | 'email'
  | 'phone'
  | 'postalCode'
  | 'prefecture'
  | 'city'
  | 'addressLine'
  | 'building'
  | 'birthDate'
  | 'startDate'
>;

export type ApplyForSpaceInput = {
  brandId: string;
  assetId: string;
  spaceId: string;
  /** The space as read on the page: its plan key names the asset's plan entry to decrement. */
  space: PlanDefiningFields;
  /** The signed-in applicant. */
  uid: string;
  applicant: ApplicantFields;
  /** The version of the brand's terms page the applicant agreed to. */
  termsVersion: number;
  /** Made once by the caller (newApplicationId) and reused on retries: a retry cannot apply twice. */
  applicationId: string;
  /**
   * 本人確認書類, already uploaded: `users/{uid}/identity/{brandId}/{applicationId}.{ext}`
   * (uploadIdentityDocument returns it).
   */
  identityDocumentPath: string;
  /**
   * Who is signed in, when staff apply in the user's name (recorded in the history entry);
   * defaults to `uid`.
   */
  actorUid?: string;
};

/** Why the rules refused an apply batch, found out after the refusal (see applyForSpace). */
export type ApplyRefusal = 'space-taken' | 'open-limit';

/** The apply batch was refused for a reason the applicant can act on; `message` is Japanese. */
export class ApplyForSpaceError extends Error {
  /** Kept from the refused commit, so callers (and assertFails) still see a permission denial. */
  readonly code = 'permission-denied';
  constructor(
    readonly reason: ApplyRefusal,
    options?: { cause?: unknown },
  ) {
    super(
      reason === 'space-taken'
        ? 'この区画は、ほかの方のお申し込みが先に完了しました。同じ物件のほかの区画をご覧ください。'
        : openApplicationLimitMessage,
      options,
    );
    this.name = 'ApplyForSpaceError';
  }
}

function isPermissionDenied(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { code?: unknown }).code === 'permission-denied'
  );
}

/** null when the document cannot be read (absent, or the rules refuse it). */
async function readOrNull(db: Firestore, path: string) {
  try {
    const snapshot = await getDoc(doc(db, path));
    return snapshot.exists() ? snapshot.data() : null;
  } catch (error) {
    if (isPermissionDenied(error)) return null;
    throw error;
  }
}

/**
 * The apply batch (docs/data-model.md, "Applying for a space"): create the application (its
 * history starts with this write), reserve the space for it, take one free space off the asset's
 * plan and count one more open application for the user. The rules accept the four only together.
 *
 * When the rules refuse it, the cause is looked up so the screen can say it plainly:
 * - this very application already exists (the first attempt went through, the answer was lost):
 *   resolves, as the first attempt would have — a retry never makes a second application;
 * - the space is no longer available: ApplyForSpaceError('space-taken');
 * - the user already holds limits.openApplicationsPerBrand submitted applications here:
 *   ApplyForSpaceError('open-limit');
 * - otherwise the original error is rethrown.
 */
export async function applyForSpace(db: Firestore, input: ApplyForSpaceInput): Promise<void> {
  const { brandId, assetId, spaceId, uid, applicationId } = input;
  const batch = writeBatch(db);
  batch.set(
    doc(db, collectionPaths.application(brandId, applicationId)).withConverter(
      applicationConverter,
    ),
    {
      uid,
      assetId,
      spaceId,
      ...input.applicant,
      termsVersion: input.termsVersion,
      status: 'submitted',
      identityDocumentPath: input.identityDocumentPath,
      history: {
        '0': { at: serverTimestamp(), by: input.actorUid ?? uid, from: null, to: 'submitted' },
      },
      terminationRequest: null,
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    },
  );
  batch.update(doc(db, collectionPaths.space(brandId, assetId, spaceId)), {
    status: 'reserved',
    reservedBy: uid,
    applicationId,
    updatedAt: serverTimestamp(),
  });
  addPlanMove(batch, db, { brandId, assetId, spaceId, space: input.space }, -1);
  batch.set(
    doc(db, collectionPaths.applicationCounter(brandId, uid)),
    { open: increment(1), lastApplicationId: applicationId, updatedAt: serverTimestamp() },
    { merge: true },
  );
  try {
    await batch.commit();
  } catch (error) {
    if (!isPermissionDenied(error)) throw error;
    const existing = await readOrNull(db, collectionPaths.application(brandId, applicationId));
    if (existing?.['uid'] === uid && existing['spaceId'] === spaceId) return;
    const counter = await readOrNull(db, collectionPaths.applicationCounter(brandId, uid));
    if (typeof counter?.['open'] === 'number' && counter['open'] >= limits.openApplicationsPerBrand)
      throw new ApplyForSpaceError('open-limit', { cause: error });
    const space = await readOrNull(db, collectionPaths.space(brandId, assetId, spaceId));
    if (space !== null && space['status'] !== 'available')
      throw new ApplyForSpaceError('space-taken', { cause: error });
    throw error;
  }
}

/**
 * applyForSpace with the app's Firestore. The caller leaves the page once it resolves, so what
 * changed is only marked stale: the form does not re-render with the space it just took, and
 * the next pages read it afresh.
 */
export function useApplyForSpace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApplyForSpaceInput) => applyForSpace(firestore, input),
    onSuccess: (_result, { brandId }) => invalidateApplicantChange(queryClient, brandId, 'none'),
  });
}
