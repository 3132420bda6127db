/**
 * The HTTP requests of a visitor's reads (Firestore's REST API, v1), built in one place for the
 * reader (firestore-rest.ts) and for the boot script that starts a page's reads while the app is
 * still loading (src/boot/early-reads.ts): both must send byte-for-byte the same request, or the
 * app would not find the early answer and would read again. Nothing here imports zod.
 */
import { env } from '@/config/env';
import {
  docRead,
  queryRead,
  type PublicQuery,
  type PublicRead,
} from '../../functions/src/public-pages/page-reads';
import { firebaseEmulatorHost } from './firebase-emulator-host';

/** A read as fetch takes it: a plain GET, or a POST whose string body goes as text/plain. */
export type RestRequest = { url: string; init?: { method: 'POST'; body: string } };

export type { PublicQuery } from '../../functions/src/public-pages/page-reads';

function documentsUrl(path: string): string {
  const origin = env.useEmulators
    ? `http://${firebaseEmulatorHost()}:${env.emulatorPorts.firestore}`
    : 'https://firestore.googleapis.com';
  const root = `${origin}/v1/projects/${encodeURIComponent(env.firebase.projectId)}/databases/(default)/documents`;
  return path === '' ? root : `${root}/${path.split('/').map(encodeURIComponent).join('/')}`;
}

/** The request of a public read (functions/src/public-pages/page-reads.ts) from this browser. */
export function restRequestOf(read: PublicRead): RestRequest {
  if ('doc' in read) return { url: documentsUrl(read.doc) };
  // A string body is sent as text/plain: no preflight (the API reads the body as JSON).
  return {
    url: `${documentsUrl(read.parent)}:runQuery`,
    init: { method: 'POST', body: read.body },
  };
}

/** One document by its path: a plain GET, a CORS simple request (no preflight). */
export function docRequest(path: string): RestRequest {
  return restRequestOf(docRead(path));
}

/** The documents of a collection (`brands`, `brands/b/assets`…) in one `runQuery`. */
export function queryRequest(collectionPath: string, query: PublicQuery): RestRequest {
  return restRequestOf(queryRead(collectionPath, query));
}

/** A request the boot script may send before the app (a read, the route-rule lookup). */
export type EarlyRequest = { url: string; init?: RequestInit };

/** What identifies a request: the early answer to it is used only by the same request. */
export function requestKey({ url, init }: EarlyRequest): string {
  const body = typeof init?.body === 'string' ? init.body : '';
  return `${init?.method ?? 'GET'} ${url} ${body}`;
}
