import type { Request, Response } from 'firebase-functions/https';
import { adminAuth } from '../admin-auth.js';
import { ApiError } from '../http/api-error.js';
import { assertSameSiteRequest } from '../http/assert-same-site-request.js';
import { readJsonBody } from '../http/read-json-body.js';
import { sendJson } from '../http/send-json.js';
import { serializeSessionCookie } from '../http/serialize-session-cookie.js';
import { MAX_SIGN_IN_AGE_MS, SESSION_LIFETIME_MS } from '../http/session-cookie-options.js';
import { invalidTokenError } from './invalid-token-error.js';
import { isWellFormedJwt } from './is-well-formed-jwt.js';
import { sessionLoginBody } from './session-login-body.js';
import { toTokenError } from './to-token-error.js';

/**
 * POST /api/auth/sessionLogin `{ idToken }`: exchanges a freshly signed-in ID token for the
 * `__session` cookie. Revoked tokens and sign-ins older than 5 minutes are refused, so a stolen
 * long-lived ID token cannot mint a 5-day session.
 */
export async function sessionLogin(req: Request, res: Response): Promise<void> {
  assertSameSiteRequest(req);
  const parsed = sessionLoginBody.safeParse(readJsonBody(req));
  if (!parsed.success) {
    throw new ApiError(400, 'invalid-argument', 'idToken（文字列）が必要です。');
  }
  if (!isWellFormedJwt(parsed.data.idToken)) throw invalidTokenError();
  const auth = adminAuth();
  let authTimeSeconds: number;
  try {
    const decoded = await auth.verifyIdToken(parsed.data.idToken, true);
    authTimeSeconds = decoded.auth_time;
  } catch (error) {
    throw toTokenError(error);
  }
  if (
    !Number.isFinite(authTimeSeconds) ||
    Date.now() - authTimeSeconds * 1000 > MAX_SIGN_IN_AGE_MS
  ) {
    throw new ApiError(
      401,
      'recent-sign-in-required',
      '最後のログインから時間が経っています。もう一度ログインしてください。',
    );
  }
  let cookie: string;
  try {
    cookie = await auth.createSessionCookie(parsed.data.idToken, {
      expiresIn: SESSION_LIFETIME_MS,
    });
  } catch (error) {
    throw toTokenError(error);
  }
  res.set('Set-Cookie', serializeSessionCookie(cookie, SESSION_LIFETIME_MS / 1000));
  sendJson(res, 200, { status: 'success', expiresIn: SESSION_LIFETIME_MS / 1000 });
}
