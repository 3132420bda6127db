import type { Request } from 'firebase-functions/https';
import { ApiError } from './api-error.js';

/** Header our own API client sends; a cross-site page cannot add it without a CORS preflight we never grant. */
const CSRF_HEADER = 'x-requested-with';
const CSRF_HEADER_VALUE = 'fetch';

const originNotAllowed = () =>
  new ApiError(403, 'origin-not-allowed', '許可されていない送信元からのリクエストです。');

/**
 * The site's own hosts: the one Hosting forwards in X-Forwarded-Host, plus the configured
 * SESSION_ALLOWED_ORIGINS. Never `Host`: behind Hosting that is the function's own address
 * (cloudfunctions.net / run.app, or the emulator's port), which is not a page of the site.
 */
function siteHostsOf(req: Request): Set<string> {
  const hosts = new Set<string>();
  for (const host of (req.get('x-forwarded-host') ?? '').split(',')) {
    if (host.trim()) hosts.add(host.trim().toLowerCase());
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

/**
 * Rejects cross-site requests: the custom header is required, a browser's
 * `Sec-Fetch-Site: cross-site` is refused whatever else the request carries, and a present
 * Origin must be one of the site's own.
 */
export function assertSameSiteRequest(req: Request): void {
  if (req.get(CSRF_HEADER) !== CSRF_HEADER_VALUE) {
    throw new ApiError(
      403,
      'csrf-header-missing',
      '不正なリクエストです。ページを再読み込みしてください。',
    );
  }
  // Set by the browser itself (a page cannot forge it); our pages call /api same-origin.
  if (req.get('sec-fetch-site')?.trim().toLowerCase() === 'cross-site') {
    throw new ApiError(403, 'cross-site-request', '他のサイトからのリクエストは受け付けません。');
  }
  const origin = req.get('origin');
  if (origin === undefined) return;
  let originHost: string;
  try {
    originHost = new URL(origin).host.toLowerCase();
  } catch {
    throw originNotAllowed();
  }
  if (!siteHostsOf(req).has(originHost)) throw originNotAllowed();
}
