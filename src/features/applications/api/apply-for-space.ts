import { doc, serverTimestamp, writeBatch, type Firestore } from 'firebase/firestore/lite';
import { applicationConverter } from '@/lib/converters/application-converter';
import type { Application } from '@/lib/model/application';
import { collectionPaths } from '@/lib/model/collection-paths';
import type { PlanDefiningFields } from '@/lib/model/plan-key-of';
import { addPlanMove } from './add-plan-move';

/** What the applicant types on the form (the application form's fields). */
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
};

/**
 * The apply batch (docs/data-model.md, "Applying for a space"): create the application, reserve
 * the space for it, take one free space off the asset's plan. The rules accept the three only
 * together.
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
  await batch.commit();
}
