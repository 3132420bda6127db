import { useMutation, useQueryClient } from '@tanstack/react-query';
import { doc, serverTimestamp, writeBatch, type Firestore } from 'firebase/firestore/lite';
import { getSignedInStaff } from '@/features/staff/api/get-signed-in-staff';
import { firestore } from '@/lib/firebase-firestore';
import { collectionPaths } from '@/lib/model/collection-paths';
import {
  isRequestMoveAllowed,
  RequestMoveError,
  type RequestStatus,
} from '@/lib/model/request-status';
import { invalidateRequests } from './invalidate-requests';
import { addStatusEntry, type ThreadActor } from './request-thread';

export type UpdateContactInput = {
  brandId: string;
  contactId: string;
  /** The status as read (the move is checked against it before writing). */
  current: RequestStatus;
  /** The new 対応状況; omitted (or = current) keeps it. */
  status?: RequestStatus;
  /** The new 対応メモ (≤ 2000 characters, '' clears it); omitted keeps it. */
  staffNote?: string;
  /** Who moves it: a status change adds its entry to the request's thread (status history). */
  actor?: ThreadActor;
};

/**
 * Staff handle an お問い合わせ: move its status as the state table allows and/or write the staff
 * note, in one write. Throws RequestMoveError (before writing) for a move the table does not allow.
 */
export async function updateContact(db: Firestore, input: UpdateContactInput): Promise<void> {
  const { current, status = current, staffNote } = input;
  if (!isRequestMoveAllowed(current, status)) throw new RequestMoveError(current, status);
  const batch = writeBatch(db);
  batch.update(doc(db, collectionPaths.contact(input.brandId, input.contactId)), {
    ...(status === current ? {} : { status }),
    ...(staffNote === undefined ? {} : { staffNote }),
    updatedAt: serverTimestamp(),
  });
  if (status !== current && input.actor) {
    const ref = { brandId: input.brandId, kind: 'contacts' as const, requestId: input.contactId };
    addStatusEntry(batch, db, ref, { from: current, to: status, actor: input.actor });
  }
  await batch.commit();
}

/**
 * updateContact with the app's Firestore. Its inbox, detail and the dashboard's count read again
 * also after a refusal: someone else may have moved the request first.
 */
export function useUpdateContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: UpdateContactInput) =>
      updateContact(firestore, {
        ...input,
        actor:
          input.status && input.status !== input.current ? await getSignedInStaff() : undefined,
      }),
    onSettled: (_result, _error, { brandId }) =>
      invalidateRequests(queryClient, brandId, 'contacts'),
  });
}
