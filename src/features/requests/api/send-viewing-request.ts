import { useMutation } from '@tanstack/react-query';
import { addDoc, collection, serverTimestamp, type Firestore } from 'firebase/firestore/lite';
import { viewingRequestConverter } from '@/lib/converters/viewing-request-converter';
import { firestore } from '@/lib/firebase-firestore';
import { collectionPaths } from '@/lib/model/collection-paths';
import type { ViewingRequestFields } from '../viewing-request-form-schema';

export type SendViewingRequestInput = {
  brandId: string;
  viewingRequest: ViewingRequestFields;
  /** The signed-in sender's uid (the rules accept only the caller's own); absent for a visitor. */
  uid?: string | undefined;
};

/**
 * Creates a 内見予約 as firestore.rules require: status `new`, both timestamps the server's,
 * `uid` only when signed in, no space or message when none was given. Returns the new id.
 */
export async function sendViewingRequest(
  db: Firestore,
  input: SendViewingRequestInput,
): Promise<string> {
  const { viewingRequest: request, uid } = input;
  const ref = await addDoc(
    collection(db, collectionPaths.viewingRequests(input.brandId)).withConverter(
      viewingRequestConverter,
    ),
    {
      name: request.name,
      kana: request.kana,
      email: request.email,
      phone: request.phone,
      assetId: request.assetId,
      ...(request.spaceId === undefined ? {} : { spaceId: request.spaceId }),
      preferredSlots: request.preferredSlots.map(({ date, timeSlot }) => ({ date, timeSlot })),
      ...(request.message === undefined ? {} : { message: request.message }),
      ...(uid === undefined ? {} : { uid }),
      status: 'new',
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    },
  );
  return ref.id;
}

/** sendViewingRequest with the app's Firestore (visitors cannot read requests: nothing to refresh). */
export function useSendViewingRequest() {
  return useMutation({
    mutationFn: (input: SendViewingRequestInput) => sendViewingRequest(firestore, input),
  });
}
