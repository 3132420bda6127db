import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Firestore } from 'firebase/firestore/lite';
import { firestore } from '@/lib/firebase-firestore';
import { invalidateAssetQueries } from './invalidate-asset-queries';

/**
 * The mutation of one write to a brand's assets: `write` with the app's Firestore, then the
 * brand's asset reads are refreshed (invalidateAssetQueries).
 */
export function useAssetWrite<Input extends { brandId: string }, Result>(
  write: (db: Firestore, input: Input) => Promise<Result>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => write(firestore, input),
    onSuccess: (_result, { brandId }) => invalidateAssetQueries(queryClient, brandId),
  });
}
