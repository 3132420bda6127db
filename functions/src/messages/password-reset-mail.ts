import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { mailDocumentId } from '../mail/mail-document-id.js';
import { MAIL_COLLECTION } from '../mail/mail-document.js';
import { enqueueBrandMail, readBrandForMail, siteOrigin } from './brand-mail.js';

/** passwordResetRequests/{id} as the API wrote it (functions/src/auth/password-reset-limit.ts). */
export interface PasswordResetRequest {
  id: string;
  email: string;
  brandId: string;
}

export type PasswordResetOutcome = 'sent' | 'already-sent' | 'no-account' | 'no-brand';

function authCode(error: unknown): unknown {
  return error instanceof Object && 'code' in error ? error.code : undefined;
}

/**
 * The brand's own reset mail for one request: only to an existing, enabled account (an unknown
 * address gets nothing, and the visitor was told the same either way). The Admin SDK makes the
 * code (`generatePasswordResetLink`, continue URL = the brand's reset page); the mail's link is
 * the brand's page with that code, `{SITE_ORIGIN}/{brandId}/login/reset?mode=resetPassword&oobCode=…`,
 * which verifies it and sets the new password with the client SDK. One message per request.
 */
export async function sendPasswordResetMail(
  db: Firestore,
  auth: Auth,
  request: PasswordResetRequest,
): Promise<PasswordResetOutcome> {
  const brand = await readBrandForMail(db, request.brandId);
  if (!brand) return 'no-brand';
  let user;
  try {
    user = await auth.getUserByEmail(request.email);
  } catch (error) {
    if (authCode(error) === 'auth/user-not-found') return 'no-account';
    throw error;
  }
  if (user.disabled || !user.email) return 'no-account';
  const about = { type: 'member' as const, id: user.uid };
  // A redelivered event: the message exists, and a second code would only confuse.
  const mailId = mailDocumentId({ kind: 'password-reset', about, key: request.id });
  if ((await db.collection(MAIL_COLLECTION).doc(mailId).get()).exists) return 'already-sent';
  const resetPage = `${siteOrigin()}/${brand.id}/login/reset`;
  const link = await auth.generatePasswordResetLink(user.email, { url: resetPage });
  const oobCode = new URL(link).searchParams.get('oobCode');
  if (!oobCode) throw new Error('generatePasswordResetLink returned a link without oobCode');
  const member = await db.doc(`brands/${brand.id}/members/${user.uid}`).get();
  const memberName: unknown = member.get('name');
  await enqueueBrandMail(db, brand, {
    kind: 'password-reset',
    about,
    key: request.id,
    to: user.email,
    uid: user.uid,
    values: {
      お名前:
        typeof memberName === 'string' && memberName !== ''
          ? memberName
          : user.displayName || 'ご利用者',
      メールアドレス: user.email,
      再設定URL: `${resetPage}?mode=resetPassword&oobCode=${encodeURIComponent(oobCode)}`,
    },
  });
  return 'sent';
}
