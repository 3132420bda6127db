/**
 * What a failed send means for the next step:
 * - `transient`: the message was certainly not accepted and may be on a later try (the server
 *   could not be reached, or it answered 4xx / 503) — retry with backoff;
 * - `permanent`: the server refused it for good (5xx), or the message or settings are wrong —
 *   ERROR at once;
 * - `unknown`: the connection broke while the message may already have been handed over — ERROR
 *   without a retry, since a retry could deliver it twice (staff may resend).
 */
export type SmtpFailureKind = 'transient' | 'permanent' | 'unknown';

/** The fields nodemailer puts on its errors (nodemailer's NodemailerError), all optional. */
interface SmtpErrorFields {
  code?: unknown;
  originalCode?: unknown;
  responseCode?: unknown;
  timeoutType?: unknown;
}

/** Socket errors that mean the connection never opened, so nothing was sent. */
const NEVER_CONNECTED = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EADDRNOTAVAIL',
]);
/** nodemailer's timeouts before the SMTP session started (no message bytes yet). */
const SETUP_TIMEOUTS = new Set(['CONNECT_TIMEOUT', 'GREETING_TIMEOUT', 'UPGRADE_TIMEOUT']);
/** nodemailer codes that fail before or instead of any network use: retrying changes nothing. */
const CONFIGURATION = new Set([
  'EAUTH',
  'ENOAUTH',
  'ECONFIG',
  'EENVELOPE',
  'EMESSAGE',
  'EMAXRECIPIENTS',
]);

export function classifySmtpFailure(error: unknown): SmtpFailureKind {
  if (typeof error !== 'object' || error === null) return 'permanent';
  const { code, originalCode, responseCode, timeoutType } = error as SmtpErrorFields;
  if (typeof responseCode === 'number') {
    // RFC 5321: 4yz is a transient negative reply, 5yz permanent; 503 is a session in the wrong
    // state (nodemailer's isPermanentResponseCode makes the same exception). EAUTH with 535 is
    // wrong credentials: permanent either way.
    if (responseCode >= 400 && responseCode < 500) return 'transient';
    if (responseCode === 503) return 'transient';
    return 'permanent';
  }
  if (code === 'EDNS') return 'transient';
  if (typeof originalCode === 'string' && NEVER_CONNECTED.has(originalCode)) return 'transient';
  if (typeof code === 'string' && NEVER_CONNECTED.has(code)) return 'transient';
  if (typeof timeoutType === 'string' && SETUP_TIMEOUTS.has(timeoutType)) return 'transient';
  if (typeof code === 'string' && CONFIGURATION.has(code)) return 'permanent';
  if (code === 'ECONNECTION' || code === 'ESOCKET' || code === 'ETIMEDOUT' || code === 'ETLS') {
    return 'unknown';
  }
  return 'permanent';
}
