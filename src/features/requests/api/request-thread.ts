import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  addDoc,
  collection,
  doc,
  getDocs,
  serverTimestamp,
  type Firestore,
  type WriteBatch,
} from 'firebase/firestore/lite';
import { getSignedInStaff } from '@/features/staff/api/get-signed-in-staff';
import { requestThreadConverter } from '@/lib/converters/request-thread-converter';
import { firestore } from '@/lib/firebase-firestore';
import { collectionPaths } from '@/lib/model/collection-paths';
import type { RequestStatus } from '@/lib/model/request-status';
import type { RequestThreadEntry } from '@/lib/model/request-thread';
import type { RequestKind } from '../request-kind';
import { requestKeys } from './keys';

/** The staff member a thread entry names. */
export type ThreadActor = { uid: string; name: string };
export type ThreadEntry = RequestThreadEntry & { id: string };
type RequestRef = { brandId: string; kind: RequestKind; requestId: string };

const threadPath = ({ brandId, kind, requestId }: RequestRef) =>
  collectionPaths.requestThread(brandId, kind, requestId);

/** The request's thread, oldest first (replies and status changes). */
export async function getRequestThread(ref: RequestRef): Promise<ThreadEntry[]> {
  const snapshot = await getDocs(
    collection(firestore, threadPath(ref)).withConverter(requestThreadConverter),
  );
  return snapshot.docs
    .map((entry) => ({ ...entry.data(), id: entry.id }))
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

const threadKey = (ref: RequestRef) =>
  [...requestKeys.byId(ref.brandId, ref.kind, ref.requestId), 'thread'] as const;

export function useRequestThread(ref: RequestRef) {
  return useQuery(queryOptions({ queryKey: threadKey(ref), queryFn: () => getRequestThread(ref) }));
}

/** Adds the status-change entry to the batch that moves the request (update-contact.ts). */
export function addStatusEntry(
  batch: WriteBatch,
  db: Firestore,
  ref: RequestRef,
  move: { from: RequestStatus; to: RequestStatus; actor: ThreadActor },
): void {
  batch.set(doc(collection(db, threadPath(ref))), {
    kind: 'status',
    from: move.from,
    to: move.to,
    by: move.actor.uid,
    byName: move.actor.name,
    createdAt: serverTimestamp(),
  });
}

/**
 * A staff reply: one thread entry; the onContactReplyCreated / onViewingRequestReplyCreated
 * function mails it to the sender (its delivery state shows in the delivery log).
 */
export async function sendReply(
  db: Firestore,
  input: RequestRef & { body: string; actor: ThreadActor },
): Promise<void> {
  await addDoc(collection(db, threadPath(input)), {
    kind: 'reply',
    body: input.body.trim(),
    by: input.actor.uid,
    byName: input.actor.name,
    createdAt: serverTimestamp(),
  });
}

/** sendReply as the signed-in staff member; the thread and the delivery log read again. */
export function useSendReply(ref: RequestRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: string) =>
      sendReply(firestore, { ...ref, body, actor: await getSignedInStaff() }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: threadKey(ref) }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'brands', ref.brandId, 'mail'] }),
      ]),
  });
}
