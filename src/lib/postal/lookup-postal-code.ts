import { prefectures } from '@/lib/model/prefecture';
import type { Prefecture } from '@/lib/model/prefecture';
import { normalizePostalCode } from '@/utils/normalize-input';

/** One place a postal code stands for; `town` is '' when the code covers the whole city. */
export type PostalPlace = { prefecture: Prefecture; city: string; town: string };

export const postalLookupFailedMessage = '住所を自動入力できませんでした。住所を入力してください。';

/** The postal data could not be loaded (network, server); the form stays usable without it. */
export class PostalLookupError extends Error {
  override readonly name = 'PostalLookupError';

  constructor(options?: { cause?: unknown }) {
    super(postalLookupFailedMessage, options);
  }
}

type PostalFile = Record<string, unknown>;

/**
 * The data files' folder: /postal/{version}/, the version baked in by the Vite plugin
 * (scripts/vite-postal-plugin.ts); plain /postal/ in unit tests, where there is no plugin.
 */
const bakedVersion: unknown = import.meta.env.VITE_POSTAL_DATA_VERSION;
const versionFolder =
  typeof bakedVersion === 'string' && bakedVersion !== '' ? `${bakedVersion}/` : '';
const postalFolder = `${import.meta.env.BASE_URL}postal/${versionFolder}`;

/** Loaded (or loading) files per fetch implementation, per first three digits. */
const caches = new WeakMap<typeof fetch, Map<string, Promise<PostalFile>>>();

const isPrefecture = (value: unknown): value is Prefecture =>
  (prefectures as readonly unknown[]).includes(value);

function toPlaces(value: unknown): PostalPlace[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown) => {
    if (!Array.isArray(entry)) return [];
    const [prefecture, city, town] = entry as unknown[];
    if (!isPrefecture(prefecture) || typeof city !== 'string' || typeof town !== 'string') {
      return [];
    }
    return [{ prefecture, city, town }];
  });
}

async function fetchFile(fetchImpl: typeof fetch, prefix: string): Promise<PostalFile> {
  let response: Response;
  try {
    response = await fetchImpl(`${postalFolder}${prefix}.json`);
  } catch (error) {
    throw new PostalLookupError({ cause: error });
  }
  // Every prefix has a file ({} when no code starts with it): a 404 is a failure too (a tab on
  // an older build after a deploy asks for a data version that is gone).
  if (!response.ok) throw new PostalLookupError({ cause: new Error(`HTTP ${response.status}`) });
  try {
    const data: unknown = await response.json();
    if (typeof data !== 'object' || data === null || Array.isArray(data)) {
      throw new Error('not a postal data file');
    }
    return data as PostalFile;
  } catch (error) {
    throw new PostalLookupError({ cause: error });
  }
}

/** Settles with `promise`, or rejects with the signal's reason as soon as it aborts. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  signal.throwIfAborted();
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * The places a Japanese postal code stands for, from the per-prefix files Hosting serves
 * (docs/postal-codes.md). Accepts `1000001`, `100-0001`, `〒１００－０００１` and other
 * full-width or dash-like spellings. Anything but 7 digits gives [] without a request. One
 * request per first three digits, kept in memory (a failed one is tried again next time).
 * An unknown code gives []; a network failure or a missing or bad file throws
 * PostalLookupError, whose message the form shows. Aborting `signal` rejects with its reason at
 * once; the file still loads into the cache for the next lookup.
 */
export async function lookupPostalCode(
  code: string,
  options: { fetch?: typeof fetch; signal?: AbortSignal } = {},
): Promise<PostalPlace[]> {
  options.signal?.throwIfAborted();
  const normalized = normalizePostalCode(code);
  if (!/^\d{3}-\d{4}$/.test(normalized)) return [];
  const digits = normalized.replace('-', '');
  const prefix = digits.slice(0, 3);

  const fetchImpl = options.fetch ?? globalThis.fetch;
  const cache = caches.get(fetchImpl) ?? new Map<string, Promise<PostalFile>>();
  caches.set(fetchImpl, cache);
  let file = cache.get(prefix);
  if (!file) {
    const loading = fetchFile(fetchImpl, prefix);
    cache.set(prefix, loading);
    loading.catch(() => {
      if (cache.get(prefix) === loading) cache.delete(prefix);
    });
    file = loading;
  }
  const entries = await untilAborted(file, options.signal);
  // A 5-digit key covers every code under it without a key of its own (a building's floors).
  return toPlaces(entries[digits] ?? entries[digits.slice(0, 5)]);
}
