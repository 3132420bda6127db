import { Timestamp } from 'firebase/firestore/lite';

/** One value of a list's ordering at a row: a timestamp, a string or a number. */
export type PageCursorValue = Timestamp | string | number;

/**
 * Where a server-paged list continues: after the last row shown (次へ) or before the first
 * (前へ), as the values the query orders by at that row. Kept in the address, so Back and a
 * shared link land on the same rows.
 */
export type PageCursor = { direction: 'after' | 'before'; values: PageCursorValue[] };

type Encoded = { t: [number, number] } | string | number;

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string {
  const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

/** The cursor's values as one URL-safe word (timestamps to the nanosecond). */
export function encodePageCursorValues(values: readonly PageCursorValue[]): string {
  const encoded: Encoded[] = values.map((value) =>
    value instanceof Timestamp ? { t: [value.seconds, value.nanoseconds] } : value,
  );
  return toBase64Url(JSON.stringify(encoded));
}

/** The values of an encoded cursor, or `null` for anything else (a hand-edited address). */
export function decodePageCursorValues(text: string): PageCursorValue[] | null {
  try {
    const parsed: unknown = JSON.parse(fromBase64Url(text));
    if (!Array.isArray(parsed) || parsed.length === 0 || parsed.length > 4) return null;
    const values: PageCursorValue[] = [];
    for (const item of parsed as unknown[]) {
      if (typeof item === 'string' || (typeof item === 'number' && Number.isFinite(item))) {
        values.push(item);
      } else if (
        typeof item === 'object' &&
        item !== null &&
        Array.isArray((item as { t?: unknown }).t)
      ) {
        const [seconds, nanoseconds] = (item as { t: unknown[] }).t;
        if (!Number.isInteger(seconds) || !Number.isInteger(nanoseconds)) return null;
        values.push(new Timestamp(seconds as number, nanoseconds as number));
      } else {
        return null;
      }
    }
    return values;
  } catch {
    return null;
  }
}
