import type { Caller } from './caller.js';
import type { StoredDocument } from './document-store.js';

/**
 * What one commit did to one document: its state before the commit and after it (null when it
 * did not exist). A commit that writes a document several times is one change (the net effect),
 * and a write that changed nothing is none, so each change is exactly one event.
 */
export interface DocumentChange {
  projectId: string;
  database: string;
  /** Below the database's `/documents`, e.g. `users/u1`. */
  path: string;
  kind: 'created' | 'updated' | 'deleted';
  before: StoredDocument | null;
  after: StoredDocument | null;
  /** The commit time (RFC 3339), the document's new updateTime unless it was deleted. */
  commitTime: string;
  /** Who committed the write (for the `.withAuthContext` event types). */
  caller: Caller;
}
