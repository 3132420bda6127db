import { onDocumentWritten } from 'firebase-functions/firestore';
import { info } from 'firebase-functions/logger';
import { createTransport } from 'nodemailer';
import { adminFirestore } from './admin-firestore.js';
import { MAIL_COLLECTION } from './mail/mail-document.js';
import { processMail } from './mail/process-mail.js';
import {
  SMTP_TIMEOUTS,
  inFunctionsEmulator,
  mailFrom,
  resolveSmtpUri,
  smtpConnectionUri,
} from './mail/smtp-settings.js';

/** Longest run: 3 attempts (each at most ~50 s with SMTP_TIMEOUTS) and the waits between them. */
const TIMEOUT_SECONDS = 300;
/** Waits before the 2nd and 3rd attempt; in the emulator short, so local failures end quickly. */
const RETRY_DELAYS_MS = inFunctionsEmulator() ? [200, 800] : [5_000, 25_000];
/** Longer than a run can last: an expired lease means the run is gone. */
const LEASE_MS = (TIMEOUT_SECONDS + 60) * 1000;

/**
 * Sends `mail/{mailId}` messages over SMTP (nodemailer) and writes their `delivery` state, as
 * the Trigger Email extension does with the same document shape: on a create (PENDING, or no
 * delivery yet) and on a resend (state set to RETRY). One `written` trigger rather than
 * created + updated: both cases go through the same claim transaction, and the sender's own
 * writes (PROCESSING, SUCCESS, ERROR) end at the first check. docs/mail.md.
 */
export const sendMail = onDocumentWritten(
  {
    document: `${MAIL_COLLECTION}/{mailId}`,
    secrets: [smtpConnectionUri],
    timeoutSeconds: TIMEOUT_SECONDS,
    // Not retried by the platform: a failed run leaves ERROR (or an expiring lease), and a
    // retried event could only find the message already claimed.
    retry: false,
  },
  async (event) => {
    const after = event.data?.after;
    if (!after?.exists) return;
    const state: unknown = after.get('delivery.state');
    // The sender's own writes (PROCESSING, then SUCCESS or ERROR) and finished messages:
    // nothing to do, and no transaction spent on it.
    if (state === 'PROCESSING' || state === 'SUCCESS' || state === 'ERROR') return;
    const outcome = await processMail(after.ref, {
      db: adminFirestore(),
      createTransport: (url) => createTransport({ url, ...SMTP_TIMEOUTS }),
      smtpUri: resolveSmtpUri,
      defaultFrom: () => mailFrom.value(),
      retryDelaysMs: RETRY_DELAYS_MS,
      leaseMs: LEASE_MS,
      allowEmulatorSmtpUri: inFunctionsEmulator(),
    });
    info(`mail/${event.params.mailId}: ${outcome}`, { eventId: event.id });
  },
);
