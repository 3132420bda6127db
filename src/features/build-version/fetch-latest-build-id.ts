/** Where the build writes its id (scripts/write-build-id.mjs); served with no-cache. */
export const latestBuildPath = 'builds/latest.json';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * Reads the id of the newest deployed build, or null when the file is missing or not ours
 * (e.g. a rewrite answered with HTML). The timestamp query and `no-store` keep every cache
 * between here and Hosting from answering with an old copy.
 */
export async function fetchLatestBuildId(
  fetchImpl: typeof fetch = fetch,
  baseUrl: string = import.meta.env.BASE_URL,
  now: () => number = Date.now,
): Promise<string | null> {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  const response = await fetchImpl(`${base}${latestBuildPath}?t=${now()}`, {
    cache: 'no-store',
    headers: { accept: 'application/json' },
  });
  if (!response.ok) return null;
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return null;
  }
  return isRecord(body) && typeof body.id === 'string' && body.id !== '' ? body.id : null;
}
