import { ApiError, invalidArgument } from './api-error.js';
import { parseEventarcTrigger } from './parse-eventarc-trigger.js';
import type { TriggerRegistry } from './trigger-registry.js';

const EVENTARC_TRIGGER = /^\/emulator\/v1\/projects\/([^/]+)\/eventarcTrigger$/;
const TRIGGERS = /^\/emulator\/v1\/projects\/([^/]+)\/triggers(?:\/([^/]+))?$/;

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw invalidArgument(`Invalid URL: "${segment}" is not correctly percent-encoded.`);
  }
}

/**
 * The trigger control endpoints, or null when the request is not one of them:
 * - `POST …/projects/{p}/eventarcTrigger?eventarcTriggerId={id}` registers (or replaces) a
 *   2nd-gen trigger, the call firebase-tools' Functions emulator makes for each function;
 * - `DELETE …/projects/{p}/eventarcTrigger?eventarcTriggerId={id}` removes one;
 * - `GET …/projects/{p}/triggers` lists them, `DELETE …/projects/{p}/triggers` removes them all;
 * - `PUT …/projects/{p}/triggers/{id}` (1st-gen registration) is answered UNIMPLEMENTED.
 */
export function triggerEndpoint(
  method: string,
  url: URL,
  triggers: TriggerRegistry,
  readJson: () => Promise<unknown>,
): Promise<[number, unknown]> | null {
  const eventarc = EVENTARC_TRIGGER.exec(url.pathname);
  if (eventarc && (method === 'POST' || method === 'DELETE')) {
    const projectId = decode(eventarc[1] as string);
    const id = url.searchParams.get('eventarcTriggerId') ?? '';
    if (id === '') return Promise.reject(invalidArgument('eventarcTriggerId is required.'));
    if (method === 'DELETE') {
      triggers.delete(projectId, id);
      return Promise.resolve([200, {}]);
    }
    return readJson().then((body) => {
      triggers.set(parseEventarcTrigger(projectId, id, body));
      return [200, {}];
    });
  }
  const list = TRIGGERS.exec(url.pathname);
  if (!list) return null;
  const projectId = decode(list[1] as string);
  if (list[2] !== undefined) {
    if (method !== 'PUT') return null;
    return Promise.reject(
      new ApiError(
        'UNIMPLEMENTED',
        '1st-gen Firestore triggers (firebase-functions/v1) are not delivered by the offline emulator; use the 2nd-gen firebase-functions/firestore triggers.',
      ),
    );
  }
  if (method === 'GET') {
    return Promise.resolve([
      200,
      {
        triggers: triggers.list(projectId).map((trigger) => ({
          id: trigger.id,
          eventType: trigger.eventType,
          database: trigger.database,
          namespace: trigger.namespace,
          document: { value: trigger.document, matchType: trigger.matchType },
        })),
      },
    ]);
  }
  if (method === 'DELETE') {
    triggers.clear(projectId);
    return Promise.resolve([200, {}]);
  }
  return null;
}
