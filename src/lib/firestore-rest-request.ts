/**
 * The HTTP requests of a visitor's reads (Firestore's REST API, v1), built in one place for the
 * reader (firestore-rest.ts) and for the boot script that starts a page's reads while the app is
 * still loading (src/boot/early-reads.ts): both must send byte-for-byte the same request, or the
 * app would not find the early answer and would read again. Nothing here imports zod.
 */
import { env } from '@/config/env';
import { firebaseEmulatorHost } from './firebase-emulator-host';

/** A read as fetch takes it: a plain GET, or a POST whose string body goes as text/plain. */
export type RestRequest = { url: string; init?: { method: 'POST'; body: string } };

/**
 * The query shapes visitors make: ordered by one field, and (by default) only `published ==
 * true` (the spaces of a published asset have no flag of their own: the rules check the asset).
 */
export type PublicQuery = {
  orderBy: string;
  direction?: 'ASCENDING' | 'DESCENDING';
  publishedOnly?: boolean;
};

function documentsUrl(path: string): string {
  const origin = env.useEmulators
    ? `http://${firebaseEmulatorHost()}:${env.emulatorPorts.firestore}`
    : 'https://firestore.googleapis.com';
  const root = `${origin}/v1/projects/${encodeURIComponent(env.firebase.projectId)}/databases/(default)/documents`;
  return path === '' ? root : `${root}/${path.split('/').map(encodeURIComponent).join('/')}`;
}

/** One document by its path: a plain GET, a CORS simple request (no preflight). */
export function docRequest(path: string): RestRequest {
  return { url: documentsUrl(path) };
}

const publishedFilter = {
  fieldFilter: { field: { fieldPath: 'published' }, op: 'EQUAL', value: { booleanValue: true } },
};

/** The documents of a collection (`brands`, `brands/b/assets`…) in one `runQuery`. */
export function queryRequest(
  collectionPath: string,
  { orderBy, direction = 'ASCENDING', publishedOnly = true }: PublicQuery,
): RestRequest {
  const segments = collectionPath.split('/');
  const collectionId = segments.pop() ?? '';
  const structuredQuery = {
    from: [{ collectionId }],
    ...(publishedOnly ? { where: publishedFilter } : {}),
    orderBy: [{ field: { fieldPath: orderBy }, direction }],
  };
  // A string body is sent as text/plain: no preflight (the API reads the body as JSON).
  return {
    url: `${documentsUrl(segments.join('/'))}:runQuery`,
    init: { method: 'POST', body: JSON.stringify({ structuredQuery }) },
  };
}

/** A request the boot script may send before the app (a read, the route-rule lookup). */
export type EarlyRequest = { url: string; init?: RequestInit };

/** What identifies a request: the early answer to it is used only by the same request. */
export function requestKey({ url, init }: EarlyRequest): string {
  const body = typeof init?.body === 'string' ? init.body : '';
  return `${init?.method ?? 'GET'} ${url} ${body}`;
}
