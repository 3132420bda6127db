/**
 * Whether a failed request is worth simply trying again: the network dropped (a phone in a
 * tunnel) or the backend was briefly unavailable. Checked by shape, so components can tell
 * without importing Firebase.
 */
export function isNetworkError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error instanceof TypeError && /fetch|network|load failed/i.test(error.message)) return true;
  const code = (error as Error & { code?: unknown }).code;
  return (
    typeof code === 'string' &&
    ['unavailable', 'deadline-exceeded', 'storage/retry-limit-exceeded'].includes(code)
  );
}
