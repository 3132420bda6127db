import { useMutation, useQueryClient } from '@tanstack/react-query';
import { firestore } from '@/lib/firebase-firestore';
import { invalidateBills } from './invalidate-bills';
import { moveBill, type MoveBillInput } from './move-bill';

/** A bill's move on the billing screen; every bill list is read again afterwards. */
export function useMoveBill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MoveBillInput) => moveBill(firestore, input),
    onSettled: (_result, _error, { brandId }) => invalidateBills(queryClient, brandId),
  });
}
