import { doc, serverTimestamp, updateDoc, type Firestore } from 'firebase/firestore/lite';
import { collectionPaths } from '@/lib/model/collection-paths';

export type RequestTerminationInput = {
  brandId: string;
  applicationId: string;
  /** 解約希望日 'YYYY-MM-DD' (terminationRequestFormSchema checks it is after today). */
  endDate: string;
};

/**
 * 解約のお申し出: the contractor asks staff to end a contracted application on `endDate`. Only the
 * owner, only while `contracted` and no request is pending; nothing else of the application
 * changes (staff end the contract with moveApplication).
 */
export async function requestTermination(
  db: Firestore,
  input: RequestTerminationInput,
): Promise<void> {
  await updateDoc(doc(db, collectionPaths.application(input.brandId, input.applicationId)), {
    terminationRequest: { endDate: input.endDate, requestedAt: serverTimestamp() },
    updatedAt: serverTimestamp(),
  });
}
