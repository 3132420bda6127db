import { ofetch } from 'ofetch';
import type { FetchContext } from 'ofetch';
import { env } from '@/config/env';

/** Statuses worth one more try (spec section 7). */
export const RETRY_STATUS_CODES = [408, 409, 425, 429, 500, 502, 503, 504];

const IDEMPOTENT_METHODS = new Set(['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS']);

/**
 * Spec section 7: idempotent requests are retried 0 times, the others (POST, PATCH) once.
 * This is the opposite of ofetch's own default, so it is set per request. Only when the caller
 * left `retry` unset: ofetch re-enters this hook on the retry with `retry: 0`, which must stay.
 */
export function applyRetryPolicy({ options }: FetchContext): void {
  if (options.retry !== undefined) return;
  const method = (options.method ?? 'GET').toUpperCase();
  options.retry = IDEMPOTENT_METHODS.has(method) ? 0 : 1;
}

/** Creates the site's HTTP client for a base address (exported for tests on a local server). */
export function createApiClient(baseURL: string) {
  return ofetch.create({
    baseURL,
    retryStatusCodes: RETRY_STATUS_CODES,
    // Statuses >= 400 throw a FetchError (ofetch's default; stated so nobody turns it off).
    ignoreResponseError: false,
    credentials: 'same-origin',
    // The session functions reject requests without this header (cross-site request defence).
    headers: { 'X-Requested-With': 'fetch' },
    onRequest: applyRetryPolicy,
  });
}

/** The site's HTTP client: base address from app config, the spec's retry policy. */
export const apiClient = createApiClient(env.apiBaseUrl);
