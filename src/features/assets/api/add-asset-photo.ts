import {
  arrayUnion,
  doc,
  serverTimestamp,
  updateDoc,
  type Firestore,
} from 'firebase/firestore/lite';
import { collectionPaths } from '@/lib/model/collection-paths';
import { useAssetWrite } from './use-asset-write';

export type AddAssetPhotoInput = { brandId: string; assetId: string; path: string };

/**
 * Adds an uploaded photo at the end of `imagePaths`. `arrayUnion` appends on the server, so
 * two uploads finishing at the same moment are both kept (a list computed in the browser
 * would let the later write drop the earlier photo). The rules still cap the list at 10.
 */
export async function addAssetPhoto(
  db: Firestore,
  { brandId, assetId, path }: AddAssetPhotoInput,
): Promise<void> {
  await updateDoc(doc(db, collectionPaths.asset(brandId, assetId)), {
    imagePaths: arrayUnion(path),
    updatedAt: serverTimestamp(),
  });
}

export const useAddAssetPhoto = () => useAssetWrite(addAssetPhoto);
