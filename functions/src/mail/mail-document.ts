import type { Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';

/** The collection the sender (and, in production, optionally the official extension) watches. */
export const MAIL_COLLECTION = 'mail';

/**
 * `delivery.state`, the Trigger Email extension's states (firestore-send-email):
 * PENDING (queued), PROCESSING (a run holds the lease and is sending), SUCCESS, ERROR (final
 * until a resend), RETRY (a resend was asked for: the sender picks it up like PENDING).
 */
export const mailDeliveryStates = ['PENDING', 'PROCESSING', 'SUCCESS', 'ERROR', 'RETRY'] as const;
export type MailDeliveryState = (typeof mailDeliveryStates)[number];

/** What a message is about: the document the admin delivery log links it to. */
export const mailAboutTypes = [
  'application',
  'contact',
  'viewingRequest',
  'bill',
  'member',
  'waitlist',
] as const;
export type MailAboutType = (typeof mailAboutTypes)[number];

/** Id-safe token: letters, digits, `_`, `-`, `.` (document ids, and Message-ID local parts). */
export const MAIL_ID_PART = /^[A-Za-z0-9_.-]{1,128}$/;
/** kebab-case message kinds, e.g. `application-received` (docs/mail.md lists them). */
export const MAIL_KIND = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

/** Limits: a recipient list fits one SMTP transaction; bodies stay well under 1 MiB. */
export const MAIL_LIMITS = {
  recipients: 50,
  address: 320,
  subject: 300,
  body: 200_000,
} as const;

const timestamp = z.custom<Timestamp>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { toMillis?: unknown }).toMillis === 'function',
  'expected a Firestore Timestamp',
);

const address = z.string().trim().min(3).max(MAIL_LIMITS.address).includes('@');
/** A string or an array of strings, as the extension accepts for `to`, `cc`, `bcc`. */
const addresses = z.union([address, z.array(address).min(1).max(MAIL_LIMITS.recipients)]);

export const mailMessageSchema = z.strictObject({
  subject: z.string().min(1).max(MAIL_LIMITS.subject),
  text: z.string().min(1).max(MAIL_LIMITS.body),
  html: z.string().min(1).max(MAIL_LIMITS.body).optional(),
});

export const mailDeliveryInfoSchema = z.object({
  messageId: z.string().nullable(),
  accepted: z.array(z.string()),
  rejected: z.array(z.string()),
  pending: z.array(z.string()),
  response: z.string().nullable(),
});

/** The `delivery` map, written by the sender only (field names as the extension's). */
export const mailDeliverySchema = z.object({
  state: z.enum(mailDeliveryStates),
  /** SMTP attempts so far, over every run (a resend keeps counting). */
  attempts: z.number().int().min(0),
  /** When the current (or last) run claimed the message. */
  startTime: timestamp.nullable(),
  /** When the last run finished (SUCCESS or ERROR). */
  endTime: timestamp.nullable(),
  /** The last failure's reason (`null` after a success). */
  error: z.string().nullable(),
  /** While PROCESSING: until when the claiming run owns the message. */
  leaseExpireTime: timestamp.nullable(),
  info: mailDeliveryInfoSchema.nullable(),
});

export const mailAboutSchema = z.strictObject({
  type: z.enum(mailAboutTypes),
  id: z.string().regex(MAIL_ID_PART),
});

/**
 * `mail/{id}`: the Trigger Email extension's document (`to`, `cc`, `bcc`, `from`, `replyTo`,
 * `message`, `delivery`) plus our own fields for the admin delivery log and idempotency
 * (`brandId`, `kind`, `about`, `uid`, `createdAt`). docs/mail.md.
 */
export const mailDocumentSchema = z.object({
  to: addresses,
  cc: addresses.optional(),
  bcc: addresses.optional(),
  from: address.optional(),
  replyTo: address.optional(),
  message: mailMessageSchema,
  /** Absent only on a document written by hand; enqueueMail writes PENDING. */
  delivery: mailDeliverySchema.optional(),
  /** The brand the message speaks for; null for site-wide mail. */
  brandId: z.string().min(1).max(64).nullable(),
  kind: z.string().max(64).regex(MAIL_KIND),
  about: mailAboutSchema,
  /** The recipient's Auth uid when the recipient is a customer; null for staff or visitors. */
  uid: z.string().min(1).max(128).nullable(),
  createdAt: timestamp,
  /**
   * Functions emulator only: send this message to this SMTP URI instead of the configured one
   * (the stack tests point a message at a closed port). Ignored outside the emulator.
   */
  emulatorSmtpUri: z.string().startsWith('smtp://').optional(),
});

export type MailDocument = z.infer<typeof mailDocumentSchema>;
export type MailDelivery = z.infer<typeof mailDeliverySchema>;
export type MailDeliveryInfo = z.infer<typeof mailDeliveryInfoSchema>;
export type MailAbout = z.infer<typeof mailAboutSchema>;
export type MailMessage = z.infer<typeof mailMessageSchema>;
