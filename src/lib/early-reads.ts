/**
 * Reads started before the app: the boot script (src/boot/early-reads.ts, loaded by index.html
 * ahead of the entry) sends the reads of the page being opened while the app's own code is still
 * downloading, and leaves their answers here; the reader (firestore-rest.ts) takes the answer to
 * the same request instead of sending it again. Each answer is taken once, and only while fresh:
 * a later read (a refetch, another visit in the same tab) goes to the network as before.
 */
import { requestKey, type EarlyRequest } from './firestore-rest-request';

/** How long an early answer may wait for the app (the app normally takes it within seconds). */
export const EARLY_READ_TTL_MS = 30_000;

type EarlyRead = { at: number; response: Promise<Response> };

declare global {
  interface Window {
    __earlyReads?: Map<string, EarlyRead>;
  }
}

/** Sends a read now and keeps its answer for the app. */
export function startEarlyRead(request: EarlyRequest): Promise<Response> {
  const response = fetch(request.url, request.init);
  // An early read that fails is read again by the app; no unhandled rejection in between.
  response.catch(() => undefined);
  (window.__earlyReads ??= new Map()).set(requestKey(request), { at: Date.now(), response });
  return response;
}

/**
 * Keeps an answer the page's HTML already carries (the publicPage function read it while making
 * the page: src/boot/early-reads.ts), for the app to take instead of asking.
 */
export function putEarlyAnswer(request: EarlyRequest, status: number, body: unknown): void {
  const response = Promise.resolve(
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    }),
  );
  (window.__earlyReads ??= new Map()).set(requestKey(request), { at: Date.now(), response });
}

/** The answer of an early read of this very request, once; undefined when there is none. */
export function takeEarlyRead(request: EarlyRequest): Promise<Response> | undefined {
  const reads = typeof window === 'undefined' ? undefined : window.__earlyReads;
  const key = requestKey(request);
  const read = reads?.get(key);
  if (!read) return undefined;
  reads?.delete(key);
  return Date.now() - read.at <= EARLY_READ_TTL_MS ? read.response : undefined;
}
