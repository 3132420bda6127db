import type { Firestore } from 'firebase-admin/firestore';
import { warn } from 'firebase-functions/logger';
import type { EnqueueMailInput, EnqueueMailResult } from '../mail/enqueue-mail.js';
import { enqueueMail } from '../mail/enqueue-mail.js';
import { mailFrom } from '../mail/smtp-settings.js';
import type { MailKind, MailTemplate } from './mail-templates.js';
import { defaultTemplate, renderTemplate, unknownPlaceholders } from './mail-templates.js';

/** What a message needs of its brand: its name for the sender, its contact for 署名 and replies. */
export interface BrandForMail {
  id: string;
  name: string;
  /** The brand's 問い合わせ先 e-mail: replies go there, and so do the staff notices. */
  staffEmail: string;
  signature: string;
}

/** brands/{b} as the messages read it; null when the brand is gone or has no contact e-mail. */
export async function readBrandForMail(
  db: Firestore,
  brandId: string,
): Promise<BrandForMail | null> {
  const snapshot = await db.doc(`brands/${brandId}`).get();
  const name: unknown = snapshot.get('name');
  const contact = snapshot.get('contact') as
    { email?: unknown; phone?: unknown; hours?: unknown } | undefined;
  if (typeof name !== 'string' || typeof contact?.email !== 'string') return null;
  const phone = typeof contact.phone === 'string' ? contact.phone : '';
  const hours =
    typeof contact.hours === 'string' && contact.hours !== ''
      ? `（受付時間 ${contact.hours}）`
      : '';
  return {
    id: brandId,
    name,
    staffEmail: contact.email,
    signature: ['――――――――', name, `メール：${contact.email}`, phone ? `電話：${phone}${hours}` : '']
      .filter(Boolean)
      .join('\n'),
  };
}

/**
 * The brand's own template for `kind` (brands/{b}/mailTemplates/{kind}, edited in admin) or the
 * default. A stored template that names an unknown placeholder (the editor refuses those; the
 * rules cannot) is not used: the default goes out and the log says why.
 */
export async function templateFor(
  db: Firestore,
  brandId: string,
  kind: MailKind,
): Promise<MailTemplate> {
  const snapshot = await db.doc(`brands/${brandId}/mailTemplates/${kind}`).get();
  const subject: unknown = snapshot.get('subject');
  const body: unknown = snapshot.get('body');
  if (typeof subject !== 'string' || typeof body !== 'string') return defaultTemplate(kind);
  const unknown = unknownPlaceholders(kind, { subject, body });
  if (unknown.length === 0) return { subject, body };
  warn(
    `brands/${brandId}/mailTemplates/${kind}: unknown placeholders ${unknown.join(', ')}; default used`,
  );
  return defaultTemplate(kind);
}

/** Where links in messages point: SITE_ORIGIN when set, else the local Hosting emulator or the project's web.app. */
export function siteOrigin(): string {
  const configured = process.env.SITE_ORIGIN;
  if (configured) return configured.replace(/\/$/, '');
  if (process.env.FUNCTIONS_EMULATOR === 'true') return 'http://127.0.0.1:5000';
  return `https://${process.env.GCLOUD_PROJECT ?? 'localhost'}.web.app`;
}

/** The sender address with the brand's name as its display name: 「ソラクラ」 <no-reply@…>. */
function brandFrom(brandName: string): string {
  const configured = mailFrom.value();
  const address = /<([^>]+)>/.exec(configured)?.[1] ?? configured;
  return `"${brandName.replace(/["\\]/g, '')}" <${address}>`;
}

export interface BrandMail extends Pick<EnqueueMailInput, 'about' | 'key'> {
  kind: MailKind;
  /** The customer's uid when the recipient is a customer (absent: staff or a visitor). */
  uid?: string | null;
  to: string;
  /** Placeholder values beyond ブランド名 and 署名 (お名前 included). */
  values: Record<string, string | undefined>;
}

/**
 * One message of `brand`: the brand's template filled in, from the brand's name, replies to the
 * brand's contact, queued once per event (enqueueMail's deterministic id).
 */
export async function enqueueBrandMail(
  db: Firestore,
  brand: BrandForMail,
  mail: BrandMail,
): Promise<EnqueueMailResult> {
  const template = await templateFor(db, brand.id, mail.kind);
  const { subject, body } = renderTemplate(mail.kind, template, {
    ブランド名: brand.name,
    署名: brand.signature,
    ...mail.values,
  });
  return enqueueMail(db, {
    kind: mail.kind,
    about: mail.about,
    key: mail.key,
    to: mail.to,
    from: brandFrom(brand.name),
    replyTo: brand.staffEmail,
    message: { subject, text: body },
    brandId: brand.id,
    uid: mail.uid ?? null,
  });
}

/**
 * Whether a created document is a live write rather than imported history: the demo seed (and
 * any data import) writes documents with their original, past createdAt, and those must not
 * mail anyone. A client's create carries the server's time (the rules require it), so it is
 * within seconds of the event. docs/mail.md, "Seeding".
 */
export function isLiveCreate(createdAt: unknown, eventTime: string): boolean {
  const created =
    createdAt instanceof Object && 'toMillis' in createdAt
      ? (createdAt as { toMillis(): number }).toMillis()
      : NaN;
  return Number.isFinite(created) && Math.abs(Date.parse(eventTime) - created) < 10 * 60 * 1000;
}
