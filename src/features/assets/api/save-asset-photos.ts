import { doc, serverTimestamp, updateDoc, type Firestore } from 'firebase/firestore/lite';
import { collectionPaths } from '@/lib/model/collection-paths';
import { useAssetWrite } from './use-asset-write';

export type SaveAssetPhotosInput = { brandId: string; assetId: string; imagePaths: string[] };

/** Saves the photos' order: `imagePaths` in one write (the first is the main photo). */
export async function saveAssetPhotos(
  db: Firestore,
  { brandId, assetId, imagePaths }: SaveAssetPhotosInput,
): Promise<void> {
  await updateDoc(doc(db, collectionPaths.asset(brandId, assetId)), {
    imagePaths,
    updatedAt: serverTimestamp(),
  });
}

export const useSaveAssetPhotos = () => useAssetWrite(saveAssetPhotos);
