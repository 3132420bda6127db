import { createHash } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';

/** Requests for a reset mail, one document each; a trigger mails the link (docs/mail.md). */
export const PASSWORD_RESET_REQUESTS = 'passwordResetRequests';
/** Per address (by hash): the times of its recent requests, for the limit below. */
export const PASSWORD_RESET_LIMITS = 'passwordResetLimits';

/** At most 3 requests per address in any hour, whether or not the address has an account. */
export const PASSWORD_RESET_LIMIT = { perAddress: 3, windowMs: 60 * 60 * 1000 } as const;
/** Both collections' documents carry `expireAt`: a Firestore TTL policy deletes them (deploy.md). */
const KEEP_REQUEST_MS = 24 * 60 * 60 * 1000;

export type PasswordResetAdmission =
  { admitted: true; requestId: string } | { admitted: false; retryAfterSeconds: number };

/** The limit document's id: the address is not kept in clear there. */
export function addressKey(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}

/**
 * Admits a reset request when its address had fewer than 3 requests in the last hour, and then
 * records it (`passwordResetRequests/{id}` with the address and brand) in the same transaction,
 * so two requests at once cannot both take the last place. Nothing here reads Auth: the answer
 * and the work are the same for an address with or without an account.
 */
export async function admitPasswordReset(
  db: Firestore,
  request: { email: string; brandId: string },
  now: number = Date.now(),
): Promise<PasswordResetAdmission> {
  const email = request.email.trim().toLowerCase();
  const limitRef = db.collection(PASSWORD_RESET_LIMITS).doc(addressKey(email));
  return db.runTransaction(async (transaction) => {
    const limit = await transaction.get(limitRef);
    const stored: unknown = limit.get('recent');
    const recent = (Array.isArray(stored) ? stored : [])
      .filter((time): time is Timestamp => time instanceof Timestamp)
      .map((time) => time.toMillis())
      .filter((time) => time > now - PASSWORD_RESET_LIMIT.windowMs);
    if (recent.length >= PASSWORD_RESET_LIMIT.perAddress) {
      const freeAt = Math.min(...recent) + PASSWORD_RESET_LIMIT.windowMs;
      return { admitted: false, retryAfterSeconds: Math.max(1, Math.ceil((freeAt - now) / 1000)) };
    }
    const requestRef = db.collection(PASSWORD_RESET_REQUESTS).doc();
    transaction.set(limitRef, {
      recent: [...recent, now].map((time) => Timestamp.fromMillis(time)),
      expireAt: Timestamp.fromMillis(now + PASSWORD_RESET_LIMIT.windowMs),
    });
    transaction.create(requestRef, {
      email,
      brandId: request.brandId,
      createdAt: FieldValue.serverTimestamp(),
      expireAt: Timestamp.fromMillis(now + KEEP_REQUEST_MS),
    });
    return { admitted: true, requestId: requestRef.id };
  });
}
