import { doc, getDoc } from 'firebase/firestore/lite';
import { getPlanWaiting } from '@/features/waitlist/api/waitlist-api';
import { spaceConverter } from '@/lib/converters/space-converter';
import { firestore } from '@/lib/firebase-firestore';
import { collectionPaths } from '@/lib/model/collection-paths';
import { planKeyOf } from '@/lib/model/plan-key-of';
import type { Space } from '@/lib/model/space';
import type { AdminApplication } from '../admin-application';

/**
 * The application's space as it is now, read just before a move is confirmed (and again when
 * it is made): what the move does to it depends on its state and holder at that moment.
 * null when the space no longer exists.
 */
export async function getApplicationSpace(
  brandId: string,
  assetId: string,
  spaceId: string,
): Promise<Space | null> {
  const snapshot = await getDoc(
    doc(firestore, collectionPaths.space(brandId, assetId, spaceId)).withConverter(spaceConverter),
  );
  return snapshot.data() ?? null;
}

/**
 * The application's space now, and how many wait for its plan: a space the move frees goes to
 * the first of them (the end dialog says so). 0 when the count cannot be read.
 */
export async function getApplicationSpaceAndLine(
  brandId: string,
  application: AdminApplication,
): Promise<[Space | null, number]> {
  const space = await getApplicationSpace(brandId, application.assetId, application.spaceId);
  const waiting = space
    ? await getPlanWaiting(brandId, application.assetId, planKeyOf(space)).catch(() => 0)
    : 0;
  return [space, waiting];
}
