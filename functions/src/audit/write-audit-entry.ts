import type { Firestore } from 'firebase-admin/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import type { AuditEntry } from './audit-entry.js';
import { auditEntryPath } from './audit-entry.js';

/**
 * Stores an entry at auditLogs/{scope}/entries/{id} (admin SDK: the rules let no client write
 * there). `set`, not `create`: a redelivered event writes the same entry again.
 */
export async function writeAuditEntry(
  db: Firestore,
  scope: string,
  id: string,
  entry: AuditEntry,
): Promise<void> {
  await db.doc(auditEntryPath(scope, id)).set({ ...entry, at: Timestamp.fromDate(entry.at) });
}
