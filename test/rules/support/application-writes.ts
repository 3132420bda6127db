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

/**
 * The 受付番号 a forged apply claims for `applicationId`: its first 8 characters (ids of
 * newApplicationId are of the same alphabet), so each forged application has its own.
 */
export const referenceOf = (applicationId: string) => applicationId.slice(0, 8);

export const referencePathOf = (reference: string, brandPath: string = paths.brand) =>
  `${brandPath}/applicationReferences/${reference}`;

/** The 受付番号 half: applicationReferences/{reference} naming `applicationId`, as the app writes it. */
export function referenceClaim(
  db: Firestore,
  applicationId: string,
  reference: string = referenceOf(applicationId),
): (batch: WriteBatch) => void {
  return (batch) => batch.set(doc(db, referencePathOf(reference)), { applicationId });
}

/** A new submitted application of `uid` for `spaceId` with id `applicationId`, as the apply batch writes it. */
export function newApplication(uid: string, spaceId: string, applicationId: string): DocData {
  return {
    ...toLite(application(uid, spaceId, 'submitted', applicationId)),
    reference: referenceOf(applicationId),
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
