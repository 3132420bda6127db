import { logger } from 'firebase-functions';
import type { Request, Response } from 'firebase-functions/https';
import { adminAuth } from '../admin-auth.js';
import { assertSameSiteRequest } from '../http/assert-same-site-request.js';
import { readCookie } from '../http/read-cookie.js';
import { sendJson } from '../http/send-json.js';
import { serializeSessionCookie } from '../http/serialize-session-cookie.js';
import { SESSION_COOKIE_NAME } from '../http/session-cookie-options.js';

/**
 * POST /api/auth/sessionLogout: always clears the cookie and answers 200 so sign-out never
 * blocks; when the cookie still verifies, the user's refresh tokens are revoked so every other
 * session and ID token of that sign-in stops working too.
 */
export async function sessionLogout(req: Request, res: Response): Promise<void> {
  assertSameSiteRequest(req);
  res.set('Set-Cookie', serializeSessionCookie('', 0));
  const cookie = readCookie(req.get('cookie'), SESSION_COOKIE_NAME);
  let revoked = false;
  if (cookie) {
    const auth = adminAuth();
    try {
      const decoded = await auth.verifySessionCookie(cookie);
      await auth.revokeRefreshTokens(decoded.uid);
      revoked = true;
    } catch (error) {
      // An invalid or expired cookie has nothing left to revoke; the cookie is cleared anyway.
      logger.info('sessionLogout: session not revoked', {
        reason: error instanceof Error ? error.message : String(error),
      });
    }
  }
  sendJson(res, 200, { status: 'success', revoked });
}
