import type { Request, Response } from 'firebase-functions/https';
import { z } from 'zod';
import { adminFirestore } from '../admin-firestore.js';
import { ApiError } from '../http/api-error.js';
import { assertSameSiteRequest } from '../http/assert-same-site-request.js';
import { readJsonBody } from '../http/read-json-body.js';
import { sendJson } from '../http/send-json.js';
import { admitPasswordReset } from './password-reset-limit.js';

/** Body of POST /api/auth/passwordReset, as the brand's reset page sends it. */
export const passwordResetBody = z.object({
  email: z.string().trim().toLowerCase().max(254).pipe(z.email()),
  // A brand id (src/lib/model: brandIdSchema); the brand must be published.
  brandId: z.string().regex(/^[a-z][a-z0-9-]{1,30}[a-z0-9]$/),
});

/**
 * POST /api/auth/passwordReset `{ email, brandId }`: asks for the brand's own reset mail. The
 * answer is 202 whether or not the address has an account (the trigger onPasswordResetRequested
 * looks it up later and mails only an existing account), 429 after 3 requests for one address
 * within an hour (counted for every address alike, so it reveals nothing either). The link in
 * the mail is built from SITE_ORIGIN, never from this request's headers.
 */
export async function requestPasswordReset(req: Request, res: Response): Promise<void> {
  assertSameSiteRequest(req);
  const parsed = passwordResetBody.safeParse(readJsonBody(req));
  if (!parsed.success) {
    throw new ApiError(400, 'invalid-argument', 'メールアドレスを正しく入力してください。');
  }
  const db = adminFirestore();
  const brand = await db.doc(`brands/${parsed.data.brandId}`).get();
  if (brand.get('published') !== true) {
    throw new ApiError(404, 'brand-not-found', 'このブランドのページは見つかりません。');
  }
  const admission = await admitPasswordReset(db, parsed.data);
  if (!admission.admitted) {
    throw new ApiError(
      429,
      'too-many-requests',
      'このメールアドレスへの再設定のお申し込みが続いたため、受け付けを一時停止しています。1時間ほどたってから、もう一度お試しください。',
      { 'Retry-After': String(admission.retryAfterSeconds) },
    );
  }
  sendJson(res, 202, { status: 'accepted' });
}
