import { doc, runTransaction, serverTimestamp, type Firestore } from 'firebase/firestore/lite';
import { spaceConverter } from '@/lib/converters/space-converter';
import { collectionPaths } from '@/lib/model/collection-paths';
import { buildSpaceChangeSet, SpaceChangeError } from '../space-change-set';
import type { SpaceChangeSet, SpaceOperation } from '../space-change-set';
import { readAssetSpaces } from './read-asset-spaces';

/**
 * Writes one staff change of an asset's spaces together with the asset's `plans`, recomputed
 * with summarizePlans over all its spaces after the change, in one atomic commit (the data
 * model's rule for staff writes). It is a transaction rather than a plain batch because an
 * applicant may take or give back a space between our read and our write: every apply and
 * cancel batch changes the asset, so the asset's read version is the commit's precondition and
 * such a race makes the SDK run the whole read–summarise–write again instead of storing a
 * stale summary. `lastSpaceMove` is left as it is.
 */
export async function commitSpaceChange(
  db: Firestore,
  brandId: string,
  assetId: string,
  operation: SpaceOperation,
): Promise<SpaceChangeSet> {
  const assetRef = doc(db, collectionPaths.asset(brandId, assetId));
  const spaceRef = (spaceId: string) =>
    doc(db, collectionPaths.space(brandId, assetId, spaceId)).withConverter(spaceConverter);
  return runTransaction(db, async (transaction) => {
    const asset = await transaction.get(assetRef);
    if (!asset.exists())
      throw new SpaceChangeError('物件が見つかりません（削除された可能性があります）');
    const current = await readAssetSpaces(db, brandId, assetId);
    const changeSet = buildSpaceChangeSet(current, operation);
    for (const { id, data } of changeSet.creates) {
      transaction.set(spaceRef(id), {
        ...data,
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      });
    }
    for (const { id, changes } of changeSet.updates) {
      transaction.update(spaceRef(id), { ...changes, updatedAt: serverTimestamp() });
    }
    for (const id of changeSet.deletes) transaction.delete(spaceRef(id));
    // The summary alone: the rules let staff refresh `plans` without touching updatedAt.
    transaction.update(assetRef, { plans: changeSet.plans });
    return changeSet;
  });
}
