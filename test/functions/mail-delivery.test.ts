import { createServer } from 'node:net';
import type { DocumentReference } from 'firebase-admin/firestore';
import { FieldValue } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { firestoreCloudEvent } from '../../emulators/src/firestore/firestore-cloud-event.js';
import type { FirestoreTrigger } from '../../emulators/src/firestore/firestore-trigger.js';
import { enqueueMail } from '../../functions/src/mail/enqueue-mail.js';
import { adminFirestore } from './support/admin-firestore.js';
import { messagesTo, waitForMail } from './support/mail-inbox.js';
import { stackEnv } from './support/stack-env.js';

// sendMail (functions/src/send-mail.ts) in the stack: mail/{id} written through firebase-admin,
// as a domain trigger's enqueueMail does → the offline Firestore's event → the Functions
// emulator → nodemailer → this run's MailDev inbox (LOCAL_INBOX_SMTP_URI).
const run = Date.now().toString(36);
const address = (name: string): string => `${name}-${run}@example.com`;

function firestoreHost(): string {
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  if (!host) throw new Error('FIRESTORE_EMULATOR_HOST is not set: run through scripts/test.mjs');
  return host;
}

interface Delivery {
  state: string;
  attempts: number;
  error: string | null;
  info: { accepted: string[]; rejected: string[]; messageId: string | null } | null;
}

/** Polls until delivery.state is one of `states` (the first run cold-starts the function). */
async function waitForState(ref: DocumentReference, states: string[]): Promise<Delivery> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const delivery = (await ref.get()).get('delivery') as Delivery | undefined;
    if (delivery && states.includes(delivery.state)) return delivery;
    if (Date.now() > deadline) {
      throw new Error(`mail ${ref.id}: still ${JSON.stringify(delivery)} after 60 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A port nobody listens on: taken from the OS, then closed. */
function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function queue(name: string, subject: string) {
  return enqueueMail(adminFirestore(), {
    kind: 'application-received',
    about: { type: 'application', id: `${name}-${run}` },
    key: 'received',
    to: address(name),
    message: {
      subject,
      text: `${subject}\n\nお申し込みありがとうございます。`,
      html: `<p>${subject}</p>`,
    },
    brandId: 'sorakura',
    uid: null,
  });
}

describe('sendMail: mail documents to the local inbox', () => {
  it('a queued message arrives once, and delivery becomes SUCCESS with attempts 1', async () => {
    const subject = `【ソラクラ】お申し込みを受け付けました ${run}`;
    const { id, created } = await queue('once', subject);
    expect(created).toBe(true);
    const ref = adminFirestore().doc(`mail/${id}`);
    const delivery = await waitForState(ref, ['SUCCESS', 'ERROR']);
    expect(delivery).toMatchObject({ state: 'SUCCESS', attempts: 1, error: null });
    expect(delivery.info?.accepted).toEqual([address('once')]);

    const message = await waitForMail({ to: address('once'), subject });
    expect(message.subject).toBe(subject);
    expect(message.text).toContain('お申し込みありがとうございます。');
    expect(message.html).toContain(`<p>${subject}</p>`);
    expect(message.from[0]?.address).toMatch(/@/);
    expect(message.headers['message-id']).toBe(delivery.info?.messageId);

    // Enqueueing the same event again writes nothing and sends nothing.
    expect(await queue('once', subject)).toEqual({ id, created: false });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await messagesTo(address('once'))).toHaveLength(1);
  }, 90_000);

  it('a refused SMTP connection ends as ERROR after the retries; a resend then delivers it once', async () => {
    const subject = `送信失敗テスト ${run}`;
    const port = await closedPort();
    const ref = adminFirestore().doc(`mail/application-received_refused-${run}_received`);
    // As enqueueMail writes it, plus the emulator-only SMTP override pointing at a closed port.
    await ref.create({
      to: address('refused'),
      message: { subject, text: '本文' },
      brandId: null,
      kind: 'application-received',
      about: { type: 'application', id: `refused-${run}` },
      uid: null,
      createdAt: FieldValue.serverTimestamp(),
      delivery: {
        state: 'PENDING',
        attempts: 0,
        startTime: null,
        endTime: null,
        error: null,
        leaseExpireTime: null,
        info: null,
      },
      emulatorSmtpUri: `smtp://127.0.0.1:${port}`,
    });
    const failed = await waitForState(ref, ['SUCCESS', 'ERROR']);
    expect(failed).toMatchObject({ state: 'ERROR', attempts: 3, info: null });
    expect(failed.error).toMatch(/ECONNREFUSED/);
    expect(failed.error).toMatch(/gave up after 3 attempts/);
    expect(await messagesTo(address('refused'))).toHaveLength(0);

    // The server is back (the override removed), and staff ask for a resend.
    await ref.update({ emulatorSmtpUri: FieldValue.delete(), 'delivery.state': 'RETRY' });
    const resent = await waitForState(ref, ['SUCCESS', 'ERROR']);
    expect(resent).toMatchObject({ state: 'SUCCESS', attempts: 4, error: null });
    await waitForMail({ to: address('refused'), subject });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await messagesTo(address('refused'))).toHaveLength(1);
  }, 90_000);

  it('the same create event delivered three times sends one message', async () => {
    const { projectId, functionsUrl } = stackEnv();
    const listed = await fetch(
      `http://${firestoreHost()}/emulator/v1/projects/${projectId}/triggers`,
    );
    const { triggers } = (await listed.json()) as {
      triggers: { id: string; eventType: string; document: { value: string } }[];
    };
    const registered = triggers.find((trigger) => trigger.document.value === 'mail/{mailId}');
    expect(registered?.eventType).toBe('google.cloud.firestore.document.v1.written');

    const subject = `重複配信テスト ${run}`;
    const { id } = await queue('duplicate', subject);
    // The document as it was created (PENDING), in the REST encoding the event carries.
    const documentUrl = `http://${firestoreHost()}/v1/projects/${projectId}/databases/(default)/documents/mail/${id}`;
    const stored = (await (
      await fetch(documentUrl, { headers: { Authorization: 'Bearer owner' } })
    ).json()) as {
      name: string;
      fields: Record<string, { mapValue?: { fields: Record<string, unknown> } }>;
      createTime: string;
      updateTime: string;
    };
    const delivery = stored.fields.delivery?.mapValue?.fields;
    if (delivery) delivery.state = { stringValue: 'PENDING' };
    const trigger = {
      id: registered?.id ?? '',
      eventType: registered?.eventType ?? '',
      withAuthContext: false,
    } as FirestoreTrigger;
    const event = firestoreCloudEvent(
      trigger,
      {
        projectId,
        database: '(default)',
        path: `mail/${id}`,
        kind: 'created',
        before: null,
        after: stored as never,
        commitTime: stored.createTime,
        caller: { kind: 'owner' },
      },
      `duplicate-${run}`,
    );
    const functionsOrigin = new URL(functionsUrl).origin;
    // Two more deliveries of one create event (the same event id), racing the real one.
    const answers = await Promise.all(
      [1, 2].map(() =>
        fetch(`${functionsOrigin}/functions/projects/${projectId}/triggers/${trigger.id}`, {
          method: 'POST',
          headers: event.headers,
          body: event.body,
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);

    const ref = adminFirestore().doc(`mail/${id}`);
    expect(await waitForState(ref, ['SUCCESS', 'ERROR'])).toMatchObject({
      state: 'SUCCESS',
      attempts: 1,
    });
    await waitForMail({ to: address('duplicate'), subject });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await messagesTo(address('duplicate'))).toHaveLength(1);
  }, 90_000);
});
