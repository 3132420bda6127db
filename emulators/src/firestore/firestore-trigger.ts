/** Which committed document changes a trigger is for (the suffix of its CloudEvent type). */
export type TriggerChange = 'created' | 'updated' | 'deleted' | 'written';

/**
 * A 2nd-gen Firestore trigger as firebase-tools' Functions emulator registers it
 * (`POST /emulator/v1/projects/{p}/eventarcTrigger?eventarcTriggerId={id}`).
 */
export interface FirestoreTrigger {
  /**
   * The Functions emulator's key for the function (`{region}-{name}-{generation}`); events go to
   * its `/functions/projects/{p}/triggers/{id}` route, so it must come back unchanged.
   */
  id: string;
  projectId: string;
  /** e.g. `google.cloud.firestore.document.v1.written` (optionally `.withAuthContext`). */
  eventType: string;
  change: TriggerChange;
  /** `.withAuthContext` types also carry who made the write (`authtype`, `authid`). */
  withAuthContext: boolean;
  database: string;
  namespace: string;
  /** The document filter as registered: a path, or a pattern with `{wildcards}`. */
  document: string;
  matchType: 'EXACT' | 'PATH_PATTERN';
  /** Whether a document path (below `/documents`, e.g. `users/u1`) is one this trigger is for. */
  matches: (documentPath: string) => boolean;
}
