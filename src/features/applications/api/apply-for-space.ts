import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  deleteField,
  doc,
  getDoc,
  increment,
  serverTimestamp,
  writeBatch,
  type Firestore,
} from 'firebase/firestore/lite';
import { applicationConverter } from '@/lib/converters/application-converter';
import { newApplicationReference } from '@/lib/model/application-reference';
import { firestore } from '@/lib/firebase-firestore';
import type { Application } from '@/lib/model/application';
import { openApplicationLimitMessage } from '@/lib/model/application-counter';
import { collectionPaths } from '@/lib/model/collection-paths';
import { limits } from '#shared/model/limits.js';
import type { PlanDefiningFields } from '@/lib/model/plan-key-of';
import { addPlanMove } from './batch-halves';
import { invalidateApplicantChange } from './invalidate-applicant-change';
import { applicationSearchKeys } from '@/lib/model/application-search-keys';

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
  space: PlanDefiningFields & { status?: string };
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
  /**
   * The 受付番号 to claim (application-reference.ts); drawn when not given, and drawn again
   * when another application of the brand holds it.
   */
  reference?: string;
};

/** How many 受付番号 one apply tries before giving up (a repeat among 8.5 × 10^11 is rare). */
const referenceAttempts = 3;

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
 * history starts with this write) with its 受付番号 claimed in the same batch, reserve the space
 * for it, take one free space off the asset's plan and count one more open application for the
 * user. The rules accept the five only together. Resolves with the 受付番号.
 *
 * When the rules refuse it, the cause is looked up so the screen can say it plainly:
 * - this very application already exists (the first attempt went through, the answer was lost):
 *   resolves with its 受付番号, as the first attempt would have — a retry never makes a second
 *   application;
 * - another application of the brand holds the 受付番号: another is drawn and the batch sent
 *   again (at most 3 times);
 * - the space is no longer available: ApplyForSpaceError('space-taken');
 * - the user already holds limits.openApplicationsPerBrand submitted applications here:
 *   ApplyForSpaceError('open-limit');
 * - otherwise the original error is rethrown.
 */
export async function applyForSpace(
  db: Firestore,
  input: ApplyForSpaceInput,
): Promise<{ reference: string }> {
  let reference = input.reference ?? newApplicationReference();
  for (let attempt = 1; attempt <= referenceAttempts; attempt += 1) {
    const outcome = await commitApply(db, input, reference);
    if (outcome !== 'reference-taken') return outcome;
    reference = newApplicationReference();
  }
  throw new Error(`受付番号を${referenceAttempts}回続けて決められませんでした`);
}

/** One apply batch claiming `reference`; 'reference-taken' when another application holds it. */
async function commitApply(
  db: Firestore,
  input: ApplyForSpaceInput,
  reference: string,
): Promise<{ reference: string } | 'reference-taken'> {
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
      reference,
      // The staff's search keys (the rules require them on a new application).
      search: applicationSearchKeys(input.applicant),
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
  // The 受付番号 is claimed for good: the rules create it only when no application holds it.
  batch.set(doc(db, collectionPaths.applicationReference(brandId, reference)), { applicationId });
  // 空き待ち's offer (docs/waitlist.md): a space `held` for this applicant is not counted as free,
  // so taking it moves no plan count; the hold ends with it (the rules allow only its holder,
  // before hold.until).
  const held = input.space.status === 'held';
  batch.update(doc(db, collectionPaths.space(brandId, assetId, spaceId)), {
    status: 'reserved',
    reservedBy: uid,
    applicationId,
    updatedAt: serverTimestamp(),
    ...(held ? { hold: deleteField() } : {}),
  });
  if (!held) addPlanMove(batch, db, { brandId, assetId, spaceId, space: input.space }, -1);
  batch.set(
    doc(db, collectionPaths.applicationCounter(brandId, uid)),
    { open: increment(1), lastApplicationId: applicationId, updatedAt: serverTimestamp() },
    { merge: true },
  );
  try {
    await batch.commit();
    return { reference };
  } catch (error) {
    if (!isPermissionDenied(error)) throw error;
    const existing = await readOrNull(db, collectionPaths.application(brandId, applicationId));
    if (existing?.['uid'] === uid && existing['spaceId'] === spaceId) {
      const kept: unknown = existing['reference'];
      return { reference: typeof kept === 'string' ? kept : applicationId };
    }
    const holder = await readOrNull(db, collectionPaths.applicationReference(brandId, reference));
    if (holder !== null && holder['applicationId'] !== applicationId) return 'reference-taken';
    const counter = await readOrNull(db, collectionPaths.applicationCounter(brandId, uid));
    if (typeof counter?.['open'] === 'number' && counter['open'] >= limits.openApplicationsPerBrand)
      throw new ApplyForSpaceError('open-limit', { cause: error });
    const space = await readOrNull(db, collectionPaths.space(brandId, assetId, spaceId));
    if (space !== null && space['status'] !== 'available' && space['status'] !== 'held')
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
