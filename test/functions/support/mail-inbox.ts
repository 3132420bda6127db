/**
 * The stack's local inbox (MailDev, started by scripts/test.mjs on free ports; its REST API at
 * STACK_MAIL_URL). For tests that check what sendMail delivered: `waitForMail({ to, subject })`.
 */

/** A message as MailDev's `GET /api/email` returns it (the fields the tests read). */
export interface InboxMessage {
  id: string;
  subject: string;
  text?: string;
  html?: string;
  from: { address: string; name: string }[];
  to: { address: string; name: string }[];
  headers: Record<string, string>;
}

export function inboxUrl(): string {
  const url = process.env.STACK_MAIL_URL;
  if (!url) {
    throw new Error(
      'STACK_MAIL_URL is not set: run these tests through `node scripts/test.mjs --only=stack`.',
    );
  }
  return url;
}

/** Every message in the inbox addressed to `to` (case-insensitive), oldest first. */
export async function messagesTo(to: string): Promise<InboxMessage[]> {
  const response = await fetch(`${inboxUrl()}/api/email`);
  if (!response.ok) throw new Error(`mail inbox answered ${response.status}`);
  const all = (await response.json()) as InboxMessage[];
  const wanted = to.toLowerCase();
  return all.filter((message) =>
    message.to.some((recipient) => recipient.address.toLowerCase() === wanted),
  );
}

/**
 * Polls the inbox until a message to `to` (whose subject contains `subject`, when given) is
 * there, and returns it; fails after `timeoutMs` naming what the inbox held for `to`. The mail
 * goes through a trigger and a function that may cold-start on a busy machine: the ceiling is
 * long, a message that arrives returns at once.
 */
export async function waitForMail({
  to,
  subject,
  timeoutMs = 120_000,
}: {
  to: string;
  subject?: string;
  timeoutMs?: number;
}): Promise<InboxMessage> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const messages = await messagesTo(to);
    const found = messages.find((message) => !subject || message.subject.includes(subject));
    if (found) return found;
    if (Date.now() > deadline) {
      throw new Error(
        `no mail to ${to}${subject ? ` with subject "${subject}"` : ''} within ${timeoutMs / 1000} s; ` +
          `the inbox has for ${to}: ${JSON.stringify(messages.map((message) => message.subject))}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
