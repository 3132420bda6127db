import {
  doc,
  getDoc,
  serverTimestamp,
  type Firestore,
  type WriteBatch,
} from 'firebase/firestore/lite';
import { assetSearchId } from '@/lib/model/asset-search';
import { collectionPaths } from '@/lib/model/collection-paths';
import { assetSearchDocument, type AssetSearchSource } from '../asset-search-document';

/**
 * Adds the asset's search document to a staff write batch, searchable only
 * when `visible` (the asset and its brand are both published once the write is done; the
 * rules check it with getAfter). Every staff write that changes what the search shows calls it.
 */
export function addAssetSearchWrite(
  db: Firestore,
  batch: WriteBatch,
  brandId: string,
  asset: AssetSearchSource,
  visible: boolean,
): void {
  const ref = doc(db, collectionPaths.assetSearch(assetSearchId(brandId, asset.assetNumber)));
  batch.set(ref, {
    ...assetSearchDocument(brandId, asset, visible),
    updatedAt: serverTimestamp(),
  });
}

/** Whether the brand is published now (staff read it before writing an asset's search document). */
export async function isBrandPublished(db: Firestore, brandId: string): Promise<boolean> {
  const snapshot = await getDoc(doc(db, collectionPaths.brand(brandId)));
  return snapshot.get('published') === true;
}
