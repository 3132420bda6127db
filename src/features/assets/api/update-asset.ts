import {
  GeoPoint,
  deleteField,
  doc,
  serverTimestamp,
  writeBatch,
  type Firestore,
} from 'firebase/firestore/lite';
import { addAssetSearchWrite, isBrandPublished } from '@/features/search/api/asset-search-write';
import { collectionPaths } from '@/lib/model/collection-paths';
import type { AssetEditFormValues } from '../asset-edit-form-schema';
import { useAssetWrite } from './use-asset-write';

export type UpdateAssetInput = { brandId: string; assetId: string; fields: AssetEditFormValues };

/**
 * Writes the edited fields only: `plans` and `lastSpaceMove` (kept by the spaces screen and
 * applicants' batches running meanwhile), photos, the layout and `createdAt` are not in the
 * write, so they cannot be overwritten with a stale copy. A cleared 建物名 is removed. The
 * asset's search document is rewritten in the same batch.
 */
export async function updateAsset(
  db: Firestore,
  { brandId, assetId, fields }: UpdateAssetInput,
): Promise<void> {
  const { latitude, longitude, building, ...rest } = fields;
  const brandPublished = await isBrandPublished(db, brandId);
  const batch = writeBatch(db);
  batch.update(doc(db, collectionPaths.asset(brandId, assetId)), {
    ...rest,
    building: building ?? deleteField(),
    location: new GeoPoint(latitude, longitude),
    updatedAt: serverTimestamp(),
  });
  // The search document in the same batch: what the search shows changes with the asset.
  addAssetSearchWrite(
    db,
    batch,
    brandId,
    { ...rest, assetNumber: assetId, building },
    fields.published && brandPublished,
  );
  await batch.commit();
}

export const useUpdateAsset = () => useAssetWrite(updateAsset);
