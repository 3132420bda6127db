import type { Firestore } from 'firebase-admin/firestore';
import { FieldValue } from 'firebase-admin/firestore';
import type { MailDocumentIdParts } from './mail-document-id.js';
import { mailDocumentId } from './mail-document-id.js';
import type { MailDocument } from './mail-document.js';
import { MAIL_COLLECTION, mailDocumentSchema } from './mail-document.js';

/** What a domain trigger passes: the message, who it is for, and what makes it one event. */
export type EnqueueMailInput = MailDocumentIdParts &
  Pick<MailDocument, 'to' | 'cc' | 'bcc' | 'from' | 'replyTo' | 'message' | 'brandId' | 'uid'>;

export interface EnqueueMailResult {
  id: string;
  /** false: a message for this event already existed (a repeated event), nothing was written. */
  created: boolean;
}

/** Drops keys whose value is undefined (Firestore refuses them). */
function defined<T extends Record<string, unknown>>(record: T): T {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as T;
}

/**
 * Queues one message in `mail/{id}` with the deterministic id of its triggering event
 * (mailDocumentId), created only if absent: the first call writes it with `delivery.state`
 * PENDING (the sendMail trigger then sends it), any later call for the same event — a trigger
 * run twice — finds it and writes nothing. Throws when the message is not a valid mail document.
 */
export async function enqueueMail(
  db: Firestore,
  input: EnqueueMailInput,
): Promise<EnqueueMailResult> {
  const { kind, about, key, ...fields } = input;
  const id = mailDocumentId({ kind, about, key });
  const document = defined({
    ...fields,
    kind,
    about,
    delivery: {
      state: 'PENDING' as const,
      attempts: 0,
      startTime: null,
      endTime: null,
      error: null,
      leaseExpireTime: null,
      info: null,
    },
  });
  // Validated with a placeholder time: createdAt is the server's.
  mailDocumentSchema.parse({ ...document, createdAt: { toMillis: () => 0 } });
  const ref = db.collection(MAIL_COLLECTION).doc(id);
  // create() inside a transaction, not alone: over REST (preferRest, admin-firestore.ts) the
  // 409 ALREADY_EXISTS of a plain create() reaches the client as ABORTED, which it retries
  // until its deadline. In a transaction, a racing second create is an aborted commit that
  // runs the function again, and the read then finds the first message.
  const created = await db.runTransaction(async (transaction) => {
    const existing = await transaction.get(ref);
    if (existing.exists) return false;
    transaction.create(ref, { ...document, createdAt: FieldValue.serverTimestamp() });
    return true;
  });
  return { id, created };
}
