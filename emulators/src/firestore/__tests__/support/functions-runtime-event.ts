import type { RecordedRequest } from './cloud-event-recorder.js';

/** A CloudEvent as firebase-functions' handlers receive it: attributes plus `data`. */
export type RuntimeCloudEvent = Record<string, unknown> & { data: Buffer };

/**
 * The event firebase-tools hands a 2nd-gen function for a request the Firestore emulator sent:
 * the Functions emulator base64-decodes an `application/protobuf` body
 * (functionsEmulator.js handleHttpsTrigger) and its runtime takes every `ce-*` header as an
 * attribute with the body as `data` (events/types.js extractBinaryCloudEventContext).
 */
export function functionsRuntimeEvent(request: RecordedRequest): RuntimeCloudEvent {
  const attributes: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (name.startsWith('ce-')) attributes[name.slice(3)] = value;
  }
  const data = String(request.headers['content-type']).includes('application/protobuf')
    ? Buffer.from(request.body, 'base64')
    : Buffer.from(request.body);
  return { ...attributes, data };
}
