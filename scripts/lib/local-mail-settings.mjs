// The mail settings of the functions for the local emulators. The Functions emulator reads
// secrets from functions/.secret.local and parameters from functions/.env.local (both
// gitignored); this adds the mail lines when they are missing and keeps whatever a person wrote
// (e.g. another SMTP server to try). Production: Secret Manager and functions/.env.<project id>
// (docs/deploy.md). See docs/mail.md.
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { localSecretFile } from './local-bootstrap-secret.mjs';
import { repoRoot } from './repo-root.mjs';

export const localEnvFile = join(repoRoot, 'functions', '.env.local');
/** npm start's inbox (MailDev's default ports). */
export const LOCAL_INBOX_PORTS = { smtp: 1025, web: 1080 };
const LOCAL_SMTP_URI = `smtp://127.0.0.1:${LOCAL_INBOX_PORTS.smtp}`;
const LOCAL_MAIL_FROM = '"スペースナビ" <no-reply@spacenavi.example>';

function readValue(file, key) {
  if (!existsSync(file)) return undefined;
  const line = readFileSync(file, 'utf8')
    .split('\n')
    .find((candidate) => candidate.startsWith(`${key}=`));
  return line?.slice(key.length + 1).trim();
}

/** Appends `key=value` to `file` (created with mode 0600) unless the key is there; returns the value. */
function ensureLine(file, key, value) {
  const current = readValue(file, key);
  if (current !== undefined && current !== '') return current;
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const separator = text === '' || text.endsWith('\n') ? '' : '\n';
  appendFileSync(file, `${separator}${key}=${value}\n`, { mode: 0o600 });
  return value;
}

/**
 * Makes sure `SMTP_CONNECTION_URI` (functions/.secret.local, npm start's inbox) and `MAIL_FROM`
 * (functions/.env.local) exist; returns `{ smtpUri, mailFrom }` as the files hold them.
 */
export function ensureLocalMailSettings() {
  return {
    smtpUri: ensureLine(localSecretFile, 'SMTP_CONNECTION_URI', LOCAL_SMTP_URI),
    mailFrom: ensureLine(localEnvFile, 'MAIL_FROM', `'${LOCAL_MAIL_FROM}'`),
  };
}
