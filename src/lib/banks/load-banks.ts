/** A bank or a branch as the 全銀協 code list names it (scripts/build-bank-data.mjs). */
export type BankEntry = { code: string; name: string; kana: string };

export const bankLookupFailedMessage =
  '金融機関の一覧を読み込めませんでした。通信状態を確かめて、もう一度お試しください。';

/** The bank data could not be loaded (network, or a data version gone after a deploy). */
export class BankLookupError extends Error {
  override readonly name = 'BankLookupError';

  constructor(options?: { cause?: unknown }) {
    super(bankLookupFailedMessage, options);
  }
}

/**
 * /banks/{version}/: the version baked in by scripts/vite-bank-data-plugin.ts; plain /banks/ in
 * unit tests, where there is no plugin.
 */
const bakedVersion: unknown = import.meta.env.VITE_BANK_DATA_VERSION;
const versionFolder =
  typeof bakedVersion === 'string' && bakedVersion !== '' ? `${bakedVersion}/` : '';
const bankFolder = `${import.meta.env.BASE_URL}banks/${versionFolder}`;

/** Loaded (or loading) files per fetch implementation, by file name. */
const caches = new WeakMap<typeof fetch, Map<string, Promise<BankEntry[]>>>();

function toEntries(data: unknown): BankEntry[] {
  if (!Array.isArray(data)) throw new Error('not a bank data file');
  return data.flatMap((row: unknown) => {
    if (!Array.isArray(row)) return [];
    const [code, name, kana] = row as unknown[];
    if (typeof code !== 'string' || typeof name !== 'string' || typeof kana !== 'string') return [];
    return [{ code, name, kana }];
  });
}

async function fetchFile(fetchImpl: typeof fetch, name: string): Promise<BankEntry[]> {
  let response: Response;
  try {
    response = await fetchImpl(`${bankFolder}${name}`);
  } catch (error) {
    throw new BankLookupError({ cause: error });
  }
  if (!response.ok) throw new BankLookupError({ cause: new Error(`HTTP ${response.status}`) });
  try {
    return toEntries(await response.json());
  } catch (error) {
    throw new BankLookupError({ cause: error });
  }
}

function load(name: string, fetchImpl: typeof fetch): Promise<BankEntry[]> {
  let cache = caches.get(fetchImpl);
  if (!cache) caches.set(fetchImpl, (cache = new Map()));
  let file = cache.get(name);
  if (!file) {
    file = fetchFile(fetchImpl, name);
    cache.set(name, file);
    // A failed load is not kept: the next search tries again.
    file.catch(() => cache.delete(name));
  }
  return file;
}

/** Every bank (one request of ≈ 17 KB gzip, kept for the page's life). */
export function loadBanks(options: { fetch?: typeof fetch } = {}): Promise<BankEntry[]> {
  return load('index.json', options.fetch ?? globalThis.fetch.bind(globalThis));
}

/** A bank's branches (typically 1–3 KB gzip); an unknown bank code → BankLookupError. */
export function loadBranches(
  bankCode: string,
  options: { fetch?: typeof fetch } = {},
): Promise<BankEntry[]> {
  if (!/^\d{4}$/.test(bankCode)) return Promise.resolve([]);
  return load(`${bankCode}.json`, options.fetch ?? globalThis.fetch.bind(globalThis));
}
