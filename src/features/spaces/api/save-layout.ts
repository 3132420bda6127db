import { useMutation, useQueryClient } from '@tanstack/react-query';
import { doc, serverTimestamp, writeBatch, type Firestore } from 'firebase/firestore/lite';
import { firestore } from '@/lib/firebase-firestore';
import { collectionPaths } from '@/lib/model/collection-paths';
import type { LayoutRect } from '../layout-geometry';
import { invalidateAssetQueries } from '@/features/assets/api/invalidate-asset-queries';

export type SaveLayoutInput = {
  brandId: string;
  assetId: string;
  /** The spaces whose rectangle changed: the new one, or null to take it off the plan. */
  positions: { id: string; layout: LayoutRect | null }[];
};

/**
 * Saves the positions of the layout editor in one write (a batch of space updates: all or
 * none). A position is not part of any plan, so the asset's `plans` stay as they are.
 */
export async function saveLayout(
  db: Firestore,
  { brandId, assetId, positions }: SaveLayoutInput,
): Promise<void> {
  if (positions.length === 0) return;
  const batch = writeBatch(db);
  for (const { id, layout } of positions) {
    batch.update(doc(db, collectionPaths.space(brandId, assetId, id)), {
      layout,
      updatedAt: serverTimestamp(),
    });
  }
  await batch.commit();
}

export function useSaveLayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveLayoutInput) => saveLayout(firestore, input),
    onSuccess: (_result, { brandId }) => invalidateAssetQueries(queryClient, brandId),
  });
}
