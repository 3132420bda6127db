import type { Request, Response } from 'firebase-functions/https';
import { z } from 'zod';
import { adminAuth } from '../admin-auth.js';
import { adminFirestore } from '../admin-firestore.js';
import { ApiError } from '../http/api-error.js';
import { assertSameSiteRequest } from '../http/assert-same-site-request.js';
import { readJsonBody } from '../http/read-json-body.js';
import { sendJson } from '../http/send-json.js';
import { sendWelcomeMail } from '../messages/account-mails.js';
import { readBrandForMail } from '../messages/brand-mail.js';
import { isWellFormedJwt } from './is-well-formed-jwt.js';
import { invalidTokenError } from './invalid-token-error.js';
import { toTokenError } from './to-token-error.js';

/** Body of POST /api/auth/welcome, as the sign-up form sends it right after the account exists. */
export const welcomeMailBody = z.object({
  idToken: z.string().min(1).max(8192),
  // A brand id (src/lib/model: brandIdSchema); the brand must be published.
  brandId: z.string().regex(/^[a-z][a-z0-9-]{1,30}[a-z0-9]$/),
});

/** Only an account this new is welcomed: the call follows the sign-up at once. */
export const WELCOME_WINDOW_MS = 10 * 60 * 1000;

/**
 * POST /api/auth/welcome `{ idToken, brandId }` (issue 31, item 4): the brand's アカウント作成
 * mail to the account that just signed up on its pages. The token says who (the address is the
 * account's own, from Auth, never from the request); only an account created in the last 10
 * minutes, only once per account (the message id names it), only for a published brand. The
 * answer is 202 either way once the token is good: whether a mail goes out tells the caller
 * nothing it does not know.
 */
export async function requestWelcomeMail(req: Request, res: Response): Promise<void> {
  assertSameSiteRequest(req);
  const parsed = welcomeMailBody.safeParse(readJsonBody(req));
  if (!parsed.success) {
    throw new ApiError(400, 'invalid-argument', 'idToken と brandId が必要です。');
  }
  if (!isWellFormedJwt(parsed.data.idToken)) throw invalidTokenError();
  const auth = adminAuth();
  let uid: string;
  try {
    uid = (await auth.verifyIdToken(parsed.data.idToken, true)).uid;
  } catch (error) {
    throw toTokenError(error);
  }
  const user = await auth.getUser(uid);
  const created = Date.parse(user.metadata.creationTime);
  const db = adminFirestore();
  const brand = await db.doc(`brands/${parsed.data.brandId}`).get();
  if (
    user.email &&
    Number.isFinite(created) &&
    Date.now() - created <= WELCOME_WINDOW_MS &&
    brand.get('published') === true
  ) {
    const forMail = await readBrandForMail(db, parsed.data.brandId);
    if (forMail) await sendWelcomeMail(db, forMail, { uid, email: user.email });
  }
  sendJson(res, 202, { status: 'accepted' });
}
