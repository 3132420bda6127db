import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { classifySmtpFailure } from './classify-smtp-failure.js';
import type { MailDelivery, MailDeliveryInfo, MailDocument } from './mail-document.js';
import { mailDocumentSchema } from './mail-document.js';
import { sendWithRetries } from './send-with-retries.js';
import { smtpErrorReason } from './smtp-error-reason.js';

/** The part of a nodemailer transport the sender uses. */
export interface MailTransport {
  sendMail(options: OutgoingMail): Promise<SentInfo>;
  close(): void;
}

export interface OutgoingMail {
  from: string;
  to: string | string[];
  cc?: string | string[];
  bcc?: string | string[];
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  messageId: string;
}

/** What nodemailer's SMTP transport resolves with (addresses may be objects). */
export interface SentInfo {
  messageId?: string;
  accepted?: unknown[];
  rejected?: unknown[];
  pending?: unknown[];
  response?: string;
}

export interface MailSenderConfig {
  db: Firestore;
  createTransport: (smtpUri: string) => MailTransport;
  /** The SMTP connection URI (the secret); read only when a message is sent. */
  smtpUri: () => string;
  /** `from` for messages that name none. */
  defaultFrom: () => string;
  /** Waits between attempts of one run; attempts = length + 1. */
  retryDelaysMs: readonly number[];
  /** How long a claim holds: longer than the function may run, so an expired lease is a dead run. */
  leaseMs: number;
  /** Honour `emulatorSmtpUri` on a message (the Functions emulator only). */
  allowEmulatorSmtpUri: boolean;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

export type ProcessMailOutcome =
  'missing' | 'finished' | 'busy' | 'lease-expired' | 'invalid' | 'sent' | 'failed';

type Claim =
  | { outcome: Exclude<ProcessMailOutcome, 'sent' | 'failed'> }
  | { outcome: 'claimed'; mail: MailDocument; attempts: number; startMillis: number };

/** States a run may pick up: a new message, or a resend asked for. */
const SENDABLE = new Set<string | undefined>([undefined, 'PENDING', 'RETRY']);

/**
 * One transaction decides whether this run sends: PENDING / RETRY (or no delivery yet) becomes
 * PROCESSING with a lease, so of two runs for one message (a repeated event, a create and a
 * resend racing) exactly one gets `claimed`; the other sees PROCESSING and stops. A PROCESSING
 * message whose lease has run out belonged to a run that died mid-send: it becomes ERROR
 * ("lease expired"), not a second send, because that run may have sent it.
 */
async function claim(
  ref: DocumentReference,
  config: MailSenderConfig,
  now: () => number,
): Promise<Claim> {
  return config.db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    if (!snapshot.exists) return { outcome: 'missing' };
    const data = snapshot.data() ?? {};
    const delivery = (data.delivery ?? {}) as Partial<MailDelivery>;
    const attempts = typeof delivery.attempts === 'number' ? delivery.attempts : 0;
    const at = now();
    if (delivery.state === 'PROCESSING') {
      const lease = delivery.leaseExpireTime;
      if (lease instanceof Timestamp && lease.toMillis() > at) return { outcome: 'busy' };
      transaction.update(ref, {
        'delivery.state': 'ERROR',
        'delivery.error':
          'Message processing lease expired: the run that claimed it stopped; it may or may not have been sent. Resend if needed.',
        'delivery.endTime': Timestamp.fromMillis(at),
        'delivery.leaseExpireTime': null,
      });
      return { outcome: 'lease-expired' };
    }
    if (!SENDABLE.has(delivery.state)) return { outcome: 'finished' };
    const parsed = mailDocumentSchema.safeParse(data);
    if (!parsed.success) {
      const problems = parsed.error.issues
        .slice(0, 5)
        .map((issue) => `${issue.path.join('.') || '(document)'}: ${issue.message}`)
        .join('; ');
      transaction.set(
        ref,
        {
          delivery: {
            state: 'ERROR',
            attempts,
            startTime: Timestamp.fromMillis(at),
            endTime: Timestamp.fromMillis(at),
            error: `Invalid mail document (not sent): ${problems}`,
            leaseExpireTime: null,
            info: null,
          },
        },
        { merge: true },
      );
      return { outcome: 'invalid' };
    }
    transaction.update(ref, {
      delivery: {
        state: 'PROCESSING',
        attempts,
        startTime: Timestamp.fromMillis(at),
        endTime: null,
        error: delivery.error ?? null,
        leaseExpireTime: Timestamp.fromMillis(at + config.leaseMs),
        info: delivery.info ?? null,
      },
    });
    return { outcome: 'claimed', mail: parsed.data, attempts, startMillis: at };
  });
}

const addressOf = (value: unknown): string =>
  typeof value === 'object' && value !== null && 'address' in value
    ? String((value as { address: unknown }).address)
    : String(value);

function deliveryInfo(info: SentInfo): MailDeliveryInfo {
  return {
    messageId: info.messageId ?? null,
    accepted: (info.accepted ?? []).map(addressOf),
    rejected: (info.rejected ?? []).map(addressOf),
    pending: (info.pending ?? []).map(addressOf),
    response: info.response ?? null,
  };
}

/** The domain of an address like `Name <a@b.example>` (for the Message-ID). */
function domainOf(from: string): string {
  const match = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from);
  return match?.[1] ?? 'localhost';
}

function outgoing(mail: MailDocument, from: string, messageId: string): OutgoingMail {
  return {
    from,
    to: mail.to,
    ...(mail.cc ? { cc: mail.cc } : {}),
    ...(mail.bcc ? { bcc: mail.bcc } : {}),
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    subject: mail.message.subject,
    text: mail.message.text,
    ...(mail.message.html ? { html: mail.message.html } : {}),
    messageId,
  };
}

/**
 * Everything the sender does for one event on `mail/{id}`: claim (above), send with a bounded
 * retry of transient failures, then record SUCCESS with nodemailer's info or ERROR with the
 * reason. Attempts count every SMTP try, over all runs. docs/mail.md.
 */
export async function processMail(
  ref: DocumentReference,
  config: MailSenderConfig,
): Promise<ProcessMailOutcome> {
  const now = config.now ?? Date.now;
  const claimed = await claim(ref, config, now);
  if (claimed.outcome !== 'claimed') return claimed.outcome;
  const { mail, startMillis } = claimed;
  let attempts = claimed.attempts;

  const finish = async (fields: Record<string, unknown>): Promise<void> => {
    await ref.update({
      'delivery.endTime': FieldValue.serverTimestamp(),
      'delivery.leaseExpireTime': null,
      ...fields,
    });
  };

  let transport: MailTransport;
  let from: string;
  try {
    const smtpUri =
      config.allowEmulatorSmtpUri && mail.emulatorSmtpUri ? mail.emulatorSmtpUri : config.smtpUri();
    if (!smtpUri) throw new Error('SMTP_CONNECTION_URI is empty');
    from = mail.from ?? config.defaultFrom();
    if (!from) throw new Error('no from address: MAIL_FROM is empty');
    transport = config.createTransport(smtpUri);
  } catch (error) {
    await finish({
      'delivery.state': 'ERROR',
      'delivery.error': `Mail settings: ${smtpErrorReason(error)}`,
    });
    return 'failed';
  }
  // One Message-ID per run: if a receiver got a message whose acknowledgement was lost, the
  // same id lets mail clients that de-duplicate recognise it.
  const messageId = `<${ref.id}.${startMillis}@${domainOf(from)}>`;
  try {
    const result = await sendWithRetries({
      send: () => transport.sendMail(outgoing(mail, from, messageId)),
      classify: classifySmtpFailure,
      delaysMs: config.retryDelaysMs,
      ...(config.sleep ? { sleep: config.sleep } : {}),
      onRetry: async (attempt, error) => {
        await ref.update({
          'delivery.attempts': attempts + attempt,
          'delivery.error': `${smtpErrorReason(error)} (attempt ${attempt}, retrying)`,
          'delivery.leaseExpireTime': Timestamp.fromMillis(now() + config.leaseMs),
        });
      },
    });
    attempts += result.attempts;
    if (result.ok) {
      await finish({
        'delivery.state': 'SUCCESS',
        'delivery.attempts': attempts,
        'delivery.error': null,
        'delivery.info': deliveryInfo(result.value),
      });
      return 'sent';
    }
    const reason = smtpErrorReason(result.error);
    const why =
      result.kind === 'transient'
        ? `${reason} (gave up after ${result.attempts} attempts)`
        : result.kind === 'unknown'
          ? `${reason} (the connection broke mid-send: not retried, so it is never sent twice; resend if it did not arrive)`
          : reason;
    await finish({
      'delivery.state': 'ERROR',
      'delivery.attempts': attempts,
      'delivery.error': why,
    });
    return 'failed';
  } finally {
    transport.close();
  }
}
