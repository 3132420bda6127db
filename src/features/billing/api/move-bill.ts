import { useMutation, useQueryClient } from '@tanstack/react-query';
import { doc, serverTimestamp, updateDoc, type Firestore } from 'firebase/firestore/lite';
import { firestore } from '@/lib/firebase-firestore';
import { billingTransitions, type BillingStatus } from '@/lib/model/billing';
import { collectionPaths } from '@/lib/model/collection-paths';
import { BillMoveError } from '../bill-moves';
import { invalidateBills } from './invalidate-bills';

export type MoveBillInput = {
  brandId: string;
  billingId: string;
  /** The state as read (the move is checked against it before writing). */
  current: BillingStatus;
  to: BillingStatus;
};

/**
 * Staff move a bill as the state table allows (unpaid → paid | overdue | cancelled, overdue →
 * paid | cancelled): `paidAt` becomes the server's time exactly when it moves to paid (入金日時;
 * the rules require `== request.time`), and stays null otherwise. Throws BillMoveError before
 * writing for any other move; a bill someone else already moved is refused by the rules.
 */
export async function moveBill(db: Firestore, input: MoveBillInput): Promise<void> {
  const { current, to } = input;
  if (!billingTransitions[current].includes(to)) throw new BillMoveError(current, to);
  await updateDoc(doc(db, collectionPaths.billing(input.brandId, input.billingId)), {
    status: to,
    paidAt: to === 'paid' ? serverTimestamp() : null,
    updatedAt: serverTimestamp(),
  });
}

/**
 * A bill's move on the billing screen; every bill list is read again afterwards, also after a
 * refusal (perhaps someone else moved the bill first).
 */
export function useMoveBill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MoveBillInput) => moveBill(firestore, input),
    onSettled: (_result, _error, { brandId }) => invalidateBills(queryClient, brandId),
  });
}
