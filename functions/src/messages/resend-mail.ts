import type { Firestore } from 'firebase-admin/firestore';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import type { AuditActor } from '../audit/audit-entry.js';
import { OPERATOR_AUDIT_SCOPE, auditEntryPath } from '../audit/audit-entry.js';
import { MAIL_COLLECTION, MAIL_ID_PART } from '../mail/mail-document.js';

export type ResendOutcome = 'queued' | 'not-found' | 'not-resendable' | 'one-time-link';

/** Kinds never sent again: their link works once and for an hour (a new request makes a new one). */
export const UNRESENDABLE_KINDS: ReadonlySet<string> = new Set(['password-reset']);

/**
 * A staff resend: sets `delivery.state` to RETRY on a message that ended (ERROR or SUCCESS) or
 * whose sending run died (PROCESSING with an expired lease); sendMail then sends it again. A
 * message still PENDING, RETRY or PROCESSING within its lease is on its way: not touched; a
 * password reset is never resent (UNRESENDABLE_KINDS). The test-only `emulatorSmtpUri` is
 * dropped, so a resend goes through the configured server.
 * In a transaction: two staff pressing 再送 at once queue it once. With `by` (the staff member
 * who asked), the resend is recorded in the same transaction: `resends` on the message (who,
 * when) and an entry in the brand's 監査ログ (action `resend`).
 */
export async function resendMail(
  db: Firestore,
  mailId: string,
  now = Timestamp.now(),
  by?: AuditActor,
): Promise<ResendOutcome> {
  if (!MAIL_ID_PART.test(mailId)) return 'not-found';
  const ref = db.collection(MAIL_COLLECTION).doc(mailId);
  return db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    if (!snapshot.exists) return 'not-found';
    if (UNRESENDABLE_KINDS.has(String(snapshot.get('kind')))) return 'one-time-link';
    const state: unknown = snapshot.get('delivery.state');
    const lease: unknown = snapshot.get('delivery.leaseExpireTime');
    const leaseOver = lease instanceof Timestamp && lease.toMillis() <= now.toMillis();
    if (!(state === 'ERROR' || state === 'SUCCESS' || (state === 'PROCESSING' && leaseOver))) {
      return 'not-resendable';
    }
    transaction.update(ref, {
      'delivery.state': 'RETRY',
      emulatorSmtpUri: FieldValue.delete(),
      ...(by ? { resends: FieldValue.arrayUnion({ uid: by.uid, name: by.name, at: now }) } : {}),
    });
    if (by) {
      const brandId: unknown = snapshot.get('brandId');
      const brand = typeof brandId === 'string' && brandId !== '' ? brandId : null;
      transaction.set(
        db.doc(auditEntryPath(brand ?? OPERATOR_AUDIT_SCOPE, ref.id + '-' + now.toMillis())),
        {
          at: now,
          brandId: brand,
          actor: by,
          action: 'resend',
          kind: 'mail',
          document: ref.path,
          fields: ['delivery.state'],
          changes: [{ field: 'delivery.state', before: String(state), after: 'RETRY' }],
          via: 'resendMail',
        },
      );
    }
    return 'queued';
  });
}
