/**
 * `@/lib/early-reads` in the server render (vite.ssr.config.ts): the app's reader
 * (src/lib/firestore-rest.ts) takes each read's answer from here, and here the read is sent by
 * the publicPage function as a visitor and kept for the page's HTML, so the browser's app finds
 * the very answers the page was made from and reads nothing again.
 */
import type { EarlyRequest } from '@/lib/firestore-rest-request';
import { readKey, type PublicRead } from '../../functions/src/public-pages/page-reads';
import { serverContext } from './server-context';

export const EARLY_READ_TTL_MS = 30_000;

/** The public read a request of the app's reader stands for (firestore-rest-request.ts). */
export function publicReadOf({ url, init }: EarlyRequest): PublicRead | null {
  const path = new URL(url).pathname;
  const at = path.indexOf('/documents');
  if (at < 0) return null;
  const rest = path.slice(at + '/documents'.length);
  const decode = (value: string) =>
    value
      .split('/')
      .filter((segment) => segment !== '')
      .map(decodeURIComponent)
      .join('/');
  if (!rest.endsWith(':runQuery')) return { doc: decode(rest) };
  const body = typeof init?.body === 'string' ? init.body : '';
  const parsed = JSON.parse(body) as {
    structuredQuery?: { from?: Array<{ collectionId?: string }> };
  };
  const collectionId = parsed.structuredQuery?.from?.[0]?.collectionId ?? '';
  return { parent: decode(rest.slice(0, -':runQuery'.length)), collectionId, body };
}

function toResponse({ status, body }: { status: number; body: unknown }): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** The server's answer to a read of the app's reader; undefined outside a page's render. */
export function takeEarlyRead(request: EarlyRequest): Promise<Response> | undefined {
  const context = serverContext.getStore();
  const read = publicReadOf(request);
  if (!context || !read) return undefined;
  const key = readKey(read);
  let entry = context.reads.get(key);
  if (!entry) {
    const answer = context.read(read);
    answer.catch((error: unknown) => context.failed.push(error));
    entry = { read, answer };
    context.reads.set(key, entry);
  }
  return entry.answer.then(toResponse);
}

/** Nothing is sent before the app on the server: the render itself reads. */
export function startEarlyRead(request: EarlyRequest): Promise<Response> {
  return takeEarlyRead(request) ?? fetch(request.url, request.init);
}

export function putEarlyAnswer(): void {}
