import { useMutation, useQueryClient } from '@tanstack/react-query';
import { firestore } from '@/lib/firebase-firestore';
import { invalidateBills } from './invalidate-bills';
import { createMonthlyBills, type CreateMonthlyBillsInput } from './create-monthly-bills';

/** 「今月の請求を作成」 on the billing screen; every bill list is read again afterwards. */
export function useCreateMonthlyBills() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateMonthlyBillsInput) => createMonthlyBills(firestore, input),
    onSettled: (_result, _error, { brandId }) => invalidateBills(queryClient, brandId),
  });
}
