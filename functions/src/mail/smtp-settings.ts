import { defineSecret, defineString } from 'firebase-functions/params';

/**
 * The SMTP server, as the Trigger Email extension's "SMTP connection URI":
 * `smtps://user:password@smtp.example.com:465` or `smtp://…:587` (STARTTLS). Secret Manager in
 * production (docs/deploy.md); locally functions/.secret.local, written by `npm start` /
 * `npm test` with the local inbox's address.
 */
export const smtpConnectionUri = defineSecret('SMTP_CONNECTION_URI');

/**
 * `from` of messages that name none, e.g. `スペースナビ <no-reply@mail.example.jp>`: an address of
 * the domain the SMTP provider is allowed to send for (SPF/DKIM, docs/deploy.md). Deploys take it
 * from functions/.env.<project id>; the emulator from functions/.env.local (written by
 * `npm start` / `npm test` when missing).
 */
export const mailFrom = defineString('MAIL_FROM', {
  description: 'From address of outgoing mail, e.g. "スペースナビ <no-reply@mail.example.jp>"',
});

/** nodemailer's defaults wait minutes; a run must fit in the function's timeout (send-mail.ts). */
export const SMTP_TIMEOUTS = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 30_000,
} as const;

/** True inside the Functions emulator (firebase-tools sets FUNCTIONS_EMULATOR=true). */
export function inFunctionsEmulator(): boolean {
  return process.env.FUNCTIONS_EMULATOR === 'true';
}

/**
 * The SMTP URI to use: the secret, except in the Functions emulator when LOCAL_INBOX_SMTP_URI is
 * set — the stack tests set it to their own inbox (on a free port), so a test never sends
 * through whatever functions/.secret.local names. Never read outside the emulator.
 */
export function resolveSmtpUri(): string {
  const local = process.env.LOCAL_INBOX_SMTP_URI;
  if (inFunctionsEmulator() && local) return local;
  return smtpConnectionUri.value();
}
