import { ApiError, invalidArgument } from './api-error.js';
import { compileDocumentPattern } from './document-path-pattern.js';
import type { FirestoreTrigger, TriggerChange } from './firestore-trigger.js';
import { asObject, asString } from './json-shape.js';

const EVENT_TYPE =
  /^google\.cloud\.firestore\.document\.v1\.(created|updated|deleted|written)(\.withAuthContext)?$/;

/**
 * Reads the body firebase-tools' Functions emulator sends for a 2nd-gen Firestore function
 * (functionsEmulator.js getV2FirestoreAttributes):
 * `{ eventType, database, namespace, document: { value, matchType: "EXACT" | "PATH_PATTERN" } }`.
 */
export function parseEventarcTrigger(
  projectId: string,
  id: string,
  body: unknown,
): FirestoreTrigger {
  if (id === '') throw invalidArgument('eventarcTriggerId is required.');
  const request = asObject(body, 'request', ['eventType', 'database', 'namespace', 'document']);
  const eventType = asString(request.eventType, 'eventType');
  const type = EVENT_TYPE.exec(eventType);
  if (!type) {
    throw new ApiError(
      'UNIMPLEMENTED',
      `Event type "${eventType}" is not a Firestore document event the offline emulator delivers ` +
        '(google.cloud.firestore.document.v1.created|updated|deleted|written[.withAuthContext]).',
    );
  }
  const document = asObject(request.document, 'document', ['value', 'matchType']);
  const value = asString(document.value, 'document.value');
  const matchType = asString(document.matchType, 'document.matchType');
  if (matchType !== 'EXACT' && matchType !== 'PATH_PATTERN') {
    throw invalidArgument(`document.matchType must be EXACT or PATH_PATTERN, not "${matchType}".`);
  }
  return {
    id,
    projectId,
    eventType,
    change: type[1] as TriggerChange,
    withAuthContext: type[2] !== undefined,
    database: asString(request.database ?? '(default)', 'database'),
    namespace: asString(request.namespace ?? '(default)', 'namespace'),
    document: value,
    matchType,
    matches: compileDocumentPattern(value, matchType),
  };
}
