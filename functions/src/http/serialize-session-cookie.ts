import { SESSION_COOKIE_NAME } from './session-cookie-options.js';

/**
 * The `Set-Cookie` value for the session; `maxAgeSeconds` 0 clears it. Built by hand so the
 * attributes are exactly the documented ones whatever the framework's cookie defaults are.
 * SameSite=Strict: only our own same-site fetches need the cookie (docs/session-cookies.md).
 */
export function serializeSessionCookie(value: string, maxAgeSeconds: number): string {
  return [
    `${SESSION_COOKIE_NAME}=${encodeURIComponent(value)}`,
    `Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`,
    'Path=/',
    'HttpOnly',
    'Secure',
    'SameSite=Strict',
  ].join('; ');
}
