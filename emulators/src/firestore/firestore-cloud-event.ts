import { cloudEventHeaderValue } from './cloud-event-header-value.js';
import type { DocumentChange } from './document-change.js';
import { encodeDocumentEventData } from './document-event-data.js';
import type { FirestoreTrigger } from './firestore-trigger.js';

/** One CloudEvent as the HTTP request that carries it to the Functions emulator. */
export interface CloudEventRequest {
  id: string;
  headers: Record<string, string>;
  /** base64 of the protobuf DocumentEventData (see firestoreCloudEvent). */
  body: string;
}

const DATA_SCHEMA =
  'https://github.com/googleapis/google-cloudevents/blob/main/proto/google/events/cloud/firestore/v1/data.proto';
// What the official emulator reports (firebase-tools#8243 shows its events); nothing reads it.
const LOCATION = 'us-central1';

/** Who wrote, for `.withAuthContext` types: firebase-functions' AuthType values. */
function authAttributes(change: DocumentChange): Record<string, string> {
  const { caller } = change;
  if (caller.kind === 'owner') return { authtype: 'service_account' };
  if (caller.kind === 'anonymous') return { authtype: 'unauthenticated' };
  return { authtype: 'unknown', authid: caller.auth.uid };
}

/**
 * The event a trigger receives for a committed change, in the CloudEvents binary mode the
 * official Firestore emulator uses: attributes as `ce-*` headers (the Functions emulator's
 * runtime builds the event from them) and `Content-Type: application/protobuf` with the
 * DocumentEventData base64-encoded in the body — the Functions emulator decodes that base64
 * before calling the function, as Eventarc does in production (functionsEmulator.js
 * handleHttpsTrigger).
 */
export function firestoreCloudEvent(
  trigger: FirestoreTrigger,
  change: DocumentChange,
  id: string,
): CloudEventRequest {
  const attributes: Record<string, string> = {
    specversion: '1.0',
    id,
    source: `//firestore.googleapis.com/projects/${change.projectId}/databases/${change.database}`,
    type: trigger.eventType,
    subject: `documents/${change.path}`,
    time: change.commitTime,
    datacontenttype: 'application/protobuf',
    dataschema: DATA_SCHEMA,
    location: LOCATION,
    project: change.projectId,
    database: change.database,
    namespace: '(default)',
    document: change.path,
    ...(trigger.withAuthContext ? authAttributes(change) : {}),
  };
  const headers: Record<string, string> = { 'Content-Type': 'application/protobuf' };
  for (const [name, value] of Object.entries(attributes)) {
    headers[`ce-${name}`] = cloudEventHeaderValue(value);
  }
  return { id, headers, body: Buffer.from(encodeDocumentEventData(change)).toString('base64') };
}
