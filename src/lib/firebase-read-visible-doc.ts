import { getDoc } from 'firebase/firestore/lite';
import type { DocumentReference } from 'firebase/firestore/lite';

/**
 * Reads one document a visitor may or may not be allowed to see: `null` when it does not
 * exist or when the rules refuse it (an unpublished brand, asset or お知らせ reads as
 * permission-denied for visitors), so both become the same 404 page. Other failures (network,
 * a malformed document) are thrown for the error state.
 */
export async function readVisibleDoc<T>(ref: DocumentReference<T>): Promise<T | null> {
  try {
    const snapshot = await getDoc(ref);
    return snapshot.exists() ? snapshot.data() : null;
  } catch (error) {
    // The lite SDK rejects with a FirebaseError carrying the code (not a FirestoreError).
    if ((error as { code?: unknown } | null)?.code === 'permission-denied') return null;
    throw error;
  }
}
