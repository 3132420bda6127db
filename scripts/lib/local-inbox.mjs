// The local mail inbox: MailDev (SMTP server + web inbox + REST API `/api/email`) as a child
// process, for `npm start` (fixed ports) and the stack tests (free ports). The functions'
// sendMail delivers to its SMTP port; people read the mail at its web address, tests through
// its REST API (test/functions/support/mail-inbox.ts). See docs/mail.md and docs/local-stack.md.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { startManagedProcess } from './managed-process.mjs';
import { repoRoot } from './repo-root.mjs';
import { waitForHttp } from './wait-for-http.mjs';

const maildevBin = join(repoRoot, 'node_modules/maildev/dist/bin/maildev.js');

/**
 * Starts MailDev on 127.0.0.1 and waits until its API answers. `mailDirectory` keeps the
 * messages as .eml files (MailDev loads them again on the next start); without it MailDev
 * writes them under the OS temp folder and forgets them. `maxEmails` bounds that folder.
 * Returns `{ smtpUri, webUrl, stop }`.
 */
export async function startLocalInbox({
  smtpPort,
  webPort,
  mailDirectory,
  maxEmails = 0,
  quiet = true,
}) {
  if (mailDirectory) mkdirSync(mailDirectory, { recursive: true });
  const inbox = startManagedProcess(
    'mail',
    process.execPath,
    [
      maildevBin,
      '--smtp',
      String(smtpPort),
      '--ip',
      '127.0.0.1',
      '--web',
      String(webPort),
      '--web-ip',
      '127.0.0.1',
      '--max-emails',
      String(maxEmails),
      ...(mailDirectory ? ['--mail-directory', mailDirectory] : []),
    ],
    // No .maildevrc.json or maildev.config.* is looked for above the repository.
    { cwd: repoRoot, quiet },
  );
  // MailDev runs in its own process group (managed-process.mjs), so a signal that ends this
  // process does not reach it: end it on the way out, whatever the reason.
  const killOnExit = () => {
    if (!inbox.isAlive() || inbox.child.pid === undefined) return;
    try {
      process.kill(-inbox.child.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  };
  process.once('exit', killOnExit);
  void inbox.exited.then(() => process.off('exit', killOnExit));
  const webUrl = `http://127.0.0.1:${webPort}`;
  try {
    await waitForHttp(`${webUrl}/api/healthz`, { timeoutMs: 30_000, isAlive: inbox.isAlive });
  } catch (error) {
    await inbox.stop();
    throw new Error(
      `the local mail inbox (MailDev) did not start: ${error instanceof Error ? error.message : String(error)}\n${inbox.tail()}`,
      { cause: error },
    );
  }
  return {
    smtpUri: `smtp://127.0.0.1:${smtpPort}`,
    webUrl,
    exited: inbox.exited,
    isAlive: inbox.isAlive,
    stop: () => inbox.stop(),
  };
}
