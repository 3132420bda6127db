/**
 * Application writes put together by hand, as a user could send them instead of the app's own
 * batches (src/features/applications/api): the pieces the forged batches are made of.
 */
import {
  doc,
  increment,
  serverTimestamp,
  type Firestore,
  type WriteBatch,
} from 'firebase/firestore/lite';
import { toLite } from './values';
import { application, identityDocumentOf, ids, paths, type DocData } from './world';

/** A history entry as the app writes it: the server's time. */
export function historyEntry(from: string | null, to: string, by: string): DocData {
  return { at: serverTimestamp(), by, from, to };
}

/** A new submitted application of `uid` for `spaceId` with id `applicationId`, as the apply batch writes it. */
export function newApplication(uid: string, spaceId: string, applicationId: string): DocData {
  return {
    ...toLite(application(uid, spaceId, 'submitted', applicationId)),
    identityDocumentPath: identityDocumentOf(uid, applicationId),
    history: { '0': historyEntry(null, 'submitted', uid) },
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  };
}

export const counterPathOf = (uid: string, brandPath: string = paths.brand) =>
  `${brandPath}/applicationCounters/${uid}`;

/** The counter half: `uid`'s open count moved by `delta`, naming `applicationId` (as the app writes it). */
export function counterMove(
  db: Firestore,
  uid: string,
  applicationId: string,
  delta: number,
): (batch: WriteBatch) => void {
  return (batch) =>
    batch.set(
      doc(db, counterPathOf(uid)),
      { open: increment(delta), lastApplicationId: applicationId, updatedAt: serverTimestamp() },
      { merge: true },
    );
}

export const applicationsPath = `${paths.brand}/applications`;
export const applicationPathOf = (id: string) => `${applicationsPath}/${id}`;
export { ids };
