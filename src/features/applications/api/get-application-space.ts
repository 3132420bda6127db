import { doc, getDoc } from 'firebase/firestore/lite';
import { spaceConverter } from '@/lib/converters/space-converter';
import { firestore } from '@/lib/firebase-firestore';
import { collectionPaths } from '@/lib/model/collection-paths';
import type { Space } from '@/lib/model/space';

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
