import { doc, runTransaction, serverTimestamp, type Firestore } from 'firebase/firestore/lite';
import { assetConverter } from '@/lib/converters/asset-converter';
import { collectionPaths } from '@/lib/model/collection-paths';
import { AssetNumberTakenError } from '../asset-number-taken-error';
import type { CreateAssetFormValues } from '../create-asset-form-schema';
import { useAssetWrite } from './use-asset-write';

export type CreateAssetInput = { brandId: string; fields: CreateAssetFormValues };

/**
 * Creates an unpublished asset with no photos, stations, features or spaces (empty `plans`).
 * The number is the document id, so it is read first inside a transaction: an existing
 * number is refused (AssetNumberTakenError) instead of being overwritten, even when two staff
 * members add the same number at the same moment.
 */
export async function createAsset(
  db: Firestore,
  { brandId, fields }: CreateAssetInput,
): Promise<string> {
  const { assetNumber, latitude, longitude, building, ...details } = fields;
  const ref = doc(db, collectionPaths.asset(brandId, assetNumber)).withConverter(assetConverter);
  await runTransaction(db, async (transaction) => {
    // Read without the converter: a malformed document still holds the number.
    const existing = await transaction.get(ref.withConverter(null));
    if (existing.exists()) {
      const name: unknown = existing.get('name');
      throw new AssetNumberTakenError(assetNumber, typeof name === 'string' ? name : null);
    }
    transaction.set(ref, {
      assetNumber,
      ...details,
      ...(building ? { building } : {}),
      description: '',
      location: { latitude, longitude },
      stations: [],
      features: [],
      imagePaths: [],
      layoutImagePath: null,
      published: false,
      plans: {},
      lastSpaceMove: null,
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    });
  });
  return assetNumber;
}

export const useCreateAsset = () => useAssetWrite(createAsset);
