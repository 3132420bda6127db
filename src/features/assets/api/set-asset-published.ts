import { doc, getDoc, serverTimestamp, writeBatch, type Firestore } from 'firebase/firestore/lite';
import { addAssetSearchWrite, isBrandPublished } from '@/features/search/api/asset-search-write';
import { assetConverter } from '@/lib/converters/asset-converter';
import { collectionPaths } from '@/lib/model/collection-paths';
import { useAssetWrite } from './use-asset-write';

export type SetAssetPublishedInput = { brandId: string; assetId: string; published: boolean };

/**
 * Publishes or unpublishes an asset, and its search document in the same batch (searchable
 * only while the brand is published too); nothing else of the asset is written.
 */
export async function setAssetPublished(
  db: Firestore,
  { brandId, assetId, published }: SetAssetPublishedInput,
): Promise<void> {
  const ref = doc(db, collectionPaths.asset(brandId, assetId));
  const [snapshot, brandPublished] = await Promise.all([
    getDoc(ref.withConverter(assetConverter)),
    isBrandPublished(db, brandId),
  ]);
  const batch = writeBatch(db);
  batch.update(ref, { published, updatedAt: serverTimestamp() });
  const asset = snapshot.exists() ? snapshot.data() : null;
  if (asset) addAssetSearchWrite(db, batch, brandId, asset, published && brandPublished);
  await batch.commit();
}

export const useSetAssetPublished = () => useAssetWrite(setAssetPublished);
