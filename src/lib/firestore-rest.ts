/**
 * Public reads over Firestore's documented REST API (v1), without the SDK: a visitor reads only
 * published documents by id or by one simple query, and this reader does that in ≈ 1 KB instead
 * of firebase/app + Firestore lite (≈ 34 KB gzip, parsed before any data could be asked for).
 * Both requests are CORS "simple" requests, so the browser sends no preflight:
 *
 * - one document: `GET …/documents/{path}` (a plain GET, no custom header);
 * - a query: `POST …/documents/{parent}:runQuery` with the JSON body sent as `text/plain` (the
 *   content type the SDK itself sends to avoid the preflight; the API reads the body as JSON).
 *
 * Reads carry no credentials: the rules let anyone read what is published, and every public read
 * checks `published` itself. Writes and signed-in reads stay on the SDK (firebase-firestore.ts).
 * Values are decoded to what the SDK converters give the schemas (Timestamp → Date, GeoPoint →
 * { latitude, longitude }), then parsed by the collection's zod/mini schema. Errors carry the
 * SDK's codes (`permission-denied`, `unavailable`…), so the query client and the error screen
 * treat them alike. See docs/ARCHITECTURE.md ("Public reads without the SDK").
 */
import type * as z from 'zod/mini';
import { decodeFields, type RestDocument } from '../../functions/src/public-pages/rest-value';
import { takeEarlyRead } from './early-reads';
import {
  docRequest,
  queryRequest,
  type PublicQuery,
  type RestRequest,
} from './firestore-rest-request';
import { InvalidDocumentError } from './invalid-document-error';

export type { PublicQuery } from './firestore-rest-request';

export type { RestValue } from '../../functions/src/public-pages/rest-value';
export { decodeFields, decodeValue } from '../../functions/src/public-pages/rest-value';

/** A failed REST read, with the SDK's lower-case code (`permission-denied`, `not-found`…). */
export class FirestoreRestError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'FirestoreRestError';
  }
}

async function send(request: RestRequest): Promise<unknown> {
  let response: Response;
  try {
    // The boot script may have sent this very read already (early-reads.ts).
    response = await (takeEarlyRead(request) ?? fetch(request.url, request.init));
  } catch (error) {
    // Offline or the connection dropped: retryable, like the SDK's `unavailable`.
    throw new FirestoreRestError('unavailable', error instanceof Error ? error.message : 'fetch');
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) return body;
  const status = (body as { error?: { status?: string; message?: string } } | null)?.error;
  const code = (status?.status ?? (response.status >= 500 ? 'UNAVAILABLE' : 'UNKNOWN'))
    .toLowerCase()
    .replace(/_/g, '-');
  throw new FirestoreRestError(code, status?.message ?? `HTTP ${response.status}`);
}

function parse<S extends z.ZodMiniType<object>>(schema: S, doc: RestDocument): z.output<S> {
  const path = doc.name.replace(/^.*?\/documents\//, '');
  const result = schema.safeParse(decodeFields(doc.fields));
  if (!result.success) throw new InvalidDocumentError(path, result.error.issues);
  return result.data;
}

/**
 * One document a visitor may or may not see: `null` when it does not exist or the rules refuse
 * it (an unpublished brand reads as permission-denied), so both become the same 404 page.
 */
export async function restGetVisibleDoc<S extends z.ZodMiniType<object>>(
  path: string,
  schema: S,
): Promise<z.output<S> | null> {
  try {
    return parse(schema, (await send(docRequest(path))) as RestDocument);
  } catch (error) {
    const code = error instanceof FirestoreRestError ? error.code : '';
    if (code === 'not-found' || code === 'permission-denied') return null;
    throw error;
  }
}

/** The documents of a collection (`brands`, `brands/b/assets`…) a visitor reads, with their ids. */
export async function restQuery<S extends z.ZodMiniType<object>>(
  collectionPath: string,
  schema: S,
  query: PublicQuery,
): Promise<Array<z.output<S> & { id: string }>> {
  const rows = (await send(queryRequest(collectionPath, query))) as Array<{
    document?: RestDocument;
  }>;
  return rows.flatMap(({ document }) =>
    document
      ? [
          {
            ...parse(schema, document),
            id: document.name.slice(document.name.lastIndexOf('/') + 1),
          },
        ]
      : [],
  );
}
