import type { DocumentData, DocumentSnapshot } from 'firebase-admin/firestore';
import type { Change, FirestoreAuthEvent } from 'firebase-functions/firestore';
import { onDocumentWrittenWithAuthContext } from 'firebase-functions/firestore';
import { adminAuth } from '../admin-auth.js';
import { adminFirestore } from '../admin-firestore.js';
import { eventActor, userActor } from './audit-actor.js';
import { auditTargetOf, writeEntry } from './audit-entry.js';
import { writeAuditEntry } from './write-audit-entry.js';

type WriteEvent = FirestoreAuthEvent<Change<DocumentSnapshot> | undefined, Record<string, string>>;

function dataOf(snapshot: DocumentSnapshot | undefined): DocumentData | undefined {
  return snapshot?.exists ? snapshot.data() : undefined;
}

/**
 * One write → one entry in its log (audit-entry.ts). Cheap on purpose: a path that is not
 * logged returns before anything is read, a write that changed nothing worth a line too; then
 * one Auth read for the writer (cached a minute) and one write. The entry's id is the event's,
 * so a redelivered event writes the same entry again, not a second one.
 */
export async function recordWrite(event: WriteEvent): Promise<void> {
  const target = auditTargetOf(event.document);
  if (!target) return;
  const before = dataOf(event.data?.before);
  const after = dataOf(event.data?.after);
  const db = adminFirestore();
  const deps = { auth: adminAuth(), db };
  // grantAdmin writes the grant log with the admin SDK: the staff member who granted is in it.
  const grantedBy = target.kind === 'grant' ? (after ?? before)?.['actorUid'] : undefined;
  const draft = writeEntry({
    path: event.document,
    target,
    at: new Date(event.time),
    actor: { type: 'system', uid: null, name: '' },
    via: '',
    before,
    after,
  });
  if (!draft) return;
  const { actor, via } =
    typeof grantedBy === 'string'
      ? { actor: await userActor(deps, grantedBy), via: 'grantAdmin' }
      : await eventActor(deps, event.authType, event.authId);
  await writeAuditEntry(db, target.scope, event.id, { ...draft, actor, via });
}

// Each logged path has its trigger (single-segment wildcards only, as every Firestore trigger
// location accepts): a brand itself, its documents, the documents below those (spaces, request
// threads), and each operator-wide collection by name — not `{collection}/{documentId}`, which
// would also run for every write to mail (three per message), the search copies and the
// password-reset requests only to return. The log itself lives at auditLogs/{scope}/entries/{id},
// which no pattern matches.
export const auditBrandWrites = onDocumentWrittenWithAuthContext('brands/{brandId}', recordWrite);
export const auditBrandDocumentWrites = onDocumentWrittenWithAuthContext(
  'brands/{brandId}/{collection}/{documentId}',
  recordWrite,
);
export const auditBrandNestedWrites = onDocumentWrittenWithAuthContext(
  'brands/{brandId}/{collection}/{documentId}/{subcollection}/{subdocumentId}',
  recordWrite,
);
const operatorWrites = (collection: string) =>
  onDocumentWrittenWithAuthContext(`${collection}/{documentId}`, recordWrite);
export const auditSiteWrites = operatorWrites('site');
export const auditSiteNoticeWrites = operatorWrites('notices');
export const auditSiteFaqWrites = operatorWrites('faqs');
export const auditRouteRuleWrites = operatorWrites('routeRules');
export const auditDeviceWrites = operatorWrites('devices');
export const auditGrantWrites = operatorWrites('adminGrants');
export const auditStaffWrites = operatorWrites('staff');
