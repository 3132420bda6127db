import type { MailAbout } from './mail-document.js';
import { MAIL_ID_PART, MAIL_KIND } from './mail-document.js';

export interface MailDocumentIdParts {
  /** e.g. `application-received`. */
  kind: string;
  about: MailAbout;
  /**
   * What makes this message one event: a fact that happens once (`received`, a bill's period)
   * or, for facts that may happen again, the triggering CloudEvent's `event.id`.
   */
  key: string;
}

/**
 * The deterministic id of a message, `${kind}_${about.id}_${key}`: the same triggering event
 * always names the same document, so enqueueing it twice (Firestore delivers events at least
 * once) finds the first one instead of writing a second message (docs/mail.md, "Idempotency").
 */
export function mailDocumentId({ kind, about, key }: MailDocumentIdParts): string {
  if (!MAIL_KIND.test(kind) || kind.length > 64) throw new Error(`invalid mail kind: ${kind}`);
  for (const [name, part] of [
    ['about.id', about.id],
    ['key', key],
  ] as const) {
    if (!MAIL_ID_PART.test(part)) throw new Error(`invalid mail ${name}: ${JSON.stringify(part)}`);
  }
  return `${kind}_${about.id}_${key}`;
}
