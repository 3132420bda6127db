import type { Request } from 'firebase-functions/https';
import { ApiError } from './api-error.js';

/** Header our own API client sends; a cross-site page cannot add it without a CORS preflight we never grant. */
const CSRF_HEADER = 'x-requested-with';
const CSRF_HEADER_VALUE = 'fetch';

function hostsOf(req: Request): Set<string> {
  const hosts = new Set<string>();
  // Behind Hosting the function sees its own host in Host and the site's in X-Forwarded-Host.
  for (const header of ['x-forwarded-host', 'host']) {
    const value = req.get(header);
    if (!value) continue;
    for (const host of value.split(',')) {
      if (host.trim()) hosts.add(host.trim().toLowerCase());
    }
  }
  // Extra origins (e.g. a custom domain in front of another proxy), comma-separated.
  for (const origin of (process.env.SESSION_ALLOWED_ORIGINS ?? '').split(',')) {
    try {
      if (origin.trim()) hosts.add(new URL(origin.trim()).host.toLowerCase());
    } catch {
      // A malformed entry allows nothing; the valid ones still apply.
    }
  }
  return hosts;
}

/** Rejects cross-site requests: the custom header is required, and a present Origin must be ours. */
export function assertSameSiteRequest(req: Request): void {
  if (req.get(CSRF_HEADER) !== CSRF_HEADER_VALUE) {
    throw new ApiError(
      403,
      'csrf-header-missing',
      '不正なリクエストです。ページを再読み込みしてください。',
    );
  }
  const origin = req.get('origin');
  if (origin === undefined) return;
  let originHost: string;
  try {
    originHost = new URL(origin).host.toLowerCase();
  } catch {
    throw new ApiError(403, 'origin-not-allowed', '許可されていない送信元からのリクエストです。');
  }
  if (!hostsOf(req).has(originHost)) {
    throw new ApiError(403, 'origin-not-allowed', '許可されていない送信元からのリクエストです。');
  }
}
