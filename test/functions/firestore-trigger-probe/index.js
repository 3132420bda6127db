// A functions codebase that only the stack tests load: scripts/test.mjs adds it to the generated
// firebase config (it is not in firebase.json, so `firebase deploy` never sees it). Its one
// 2nd-gen Firestore trigger records every event it receives under the document that caused it,
// so test/functions/firestore-triggers.test.ts can tell that a write through the SDK reached a
// real trigger through the Functions emulator (docs/local-stack.md, Firestore triggers).
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/firestore';

let db;

/** firebase-admin over REST with the emulator's owner token, as functions/src/admin-firestore.ts. */
function firestore() {
  if (db) return db;
  db = getFirestore(getApps()[0] ?? initializeApp());
  db.settings({
    preferRest: true,
    auth: { getRequestHeaders: async () => ({ Authorization: 'Bearer owner' }) },
  });
  return db;
}

export const firestoreTriggerProbe = onDocumentWritten(
  { document: 'triggerProbe/{probeId}', region: 'asia-northeast1' },
  async (event) => {
    const { before, after } = event.data ?? {};
    // runs/ is below the trigger's pattern (two segments), so these writes fire nothing.
    await firestore()
      .doc(`triggerProbe/${event.params.probeId}/runs/${event.id}`)
      .set({
        type: event.type,
        document: event.document,
        params: event.params,
        time: event.time,
        before: before?.exists ? before.data() : null,
        after: after?.exists ? after.data() : null,
      });
  },
);
