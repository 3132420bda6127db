import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { enqueueMail } from '../../functions/src/mail/enqueue-mail.js';
import type {
  MailSenderConfig,
  MailTransport,
  OutgoingMail,
} from '../../functions/src/mail/process-mail.js';
import { processMail } from '../../functions/src/mail/process-mail.js';
import { unitFirestore } from './support/firestore.js';

const run = Date.now().toString(36);
let counter = 0;

/** A queued message with a fresh id. */
async function queued(): Promise<FirebaseFirestore.DocumentReference> {
  counter += 1;
  const db = unitFirestore();
  const { id } = await enqueueMail(db, {
    kind: 'application-received',
    about: { type: 'application', id: `app-${run}-${counter}` },
    key: 'received',
    to: ['taro@example.com', 'hanako@example.com'],
    message: { subject: `件名 ${counter}`, text: '本文' },
    brandId: 'sorakura',
    uid: null,
  });
  return db.doc(`mail/${id}`);
}

/** A fake SMTP transport: answers from `script` in order (an Error is thrown), records sends. */
function fakeTransport(script: (Error | 'ok')[]) {
  const sent: OutgoingMail[] = [];
  let closed = 0;
  const transport: MailTransport = {
    async sendMail(options) {
      sent.push(options);
      const next = script.shift() ?? 'ok';
      if (next instanceof Error) throw next;
      await new Promise((resolve) => setTimeout(resolve, 20));
      const to = Array.isArray(options.to) ? options.to : [options.to];
      return {
        messageId: options.messageId,
        accepted: to.map((address) => ({ address, name: '' })),
        rejected: [],
        pending: [],
        response: '250 queued',
      };
    },
    close() {
      closed += 1;
    },
  };
  return { transport, sent, closed: () => closed };
}

function config(transport: MailTransport, patch: Partial<MailSenderConfig> = {}): MailSenderConfig {
  return {
    db: unitFirestore(),
    createTransport: () => transport,
    smtpUri: () => 'smtp://127.0.0.1:1',
    defaultFrom: () => 'スペースナビ <no-reply@spacenavi.example>',
    retryDelaysMs: [1, 1],
    leaseMs: 60_000,
    allowEmulatorSmtpUri: false,
    ...patch,
  };
}

const refused = (): Error =>
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), {
    code: 'ESOCKET',
    originalCode: 'ECONNREFUSED',
  });

describe('processMail (offline Firestore, fake SMTP)', () => {
  it('sends once and records SUCCESS with attempts 1 and the info', async () => {
    const ref = await queued();
    const fake = fakeTransport(['ok']);
    expect(await processMail(ref, config(fake.transport))).toBe('sent');
    expect(fake.sent).toHaveLength(1);
    expect(fake.sent[0]).toMatchObject({
      from: 'スペースナビ <no-reply@spacenavi.example>',
      to: ['taro@example.com', 'hanako@example.com'],
      subject: expect.stringMatching(/^件名/),
      text: '本文',
      messageId: expect.stringMatching(new RegExp(`^<${ref.id}\\.\\d+@spacenavi\\.example>$`)),
    });
    expect(fake.closed()).toBe(1);
    const delivery = (await ref.get()).get('delivery');
    expect(delivery).toMatchObject({
      state: 'SUCCESS',
      attempts: 1,
      error: null,
      leaseExpireTime: null,
      info: {
        accepted: ['taro@example.com', 'hanako@example.com'],
        rejected: [],
        response: '250 queued',
      },
    });
    expect(delivery.endTime).toBeInstanceOf(Timestamp);
    // A later event (the sender's own SUCCESS write) does nothing.
    expect(await processMail(ref, config(fake.transport))).toBe('finished');
    expect(fake.sent).toHaveLength(1);
  });

  it('two runs for one message (a redelivered event) send it once', async () => {
    const ref = await queued();
    const fake = fakeTransport(['ok', 'ok', 'ok']);
    const outcomes = await Promise.all([
      processMail(ref, config(fake.transport)),
      processMail(ref, config(fake.transport)),
      processMail(ref, config(fake.transport)),
    ]);
    expect(outcomes.filter((outcome) => outcome === 'sent')).toHaveLength(1);
    expect(
      outcomes
        .filter((outcome) => outcome !== 'sent')
        .every((o) => o === 'busy' || o === 'finished'),
    ).toBe(true);
    expect(fake.sent).toHaveLength(1);
    expect((await ref.get()).get('delivery')).toMatchObject({ state: 'SUCCESS', attempts: 1 });
  });

  it('retries a refused connection and succeeds: attempts 2', async () => {
    const ref = await queued();
    const fake = fakeTransport([refused(), 'ok']);
    expect(await processMail(ref, config(fake.transport))).toBe('sent');
    expect(fake.sent).toHaveLength(2);
    expect(new Set(fake.sent.map((mail) => mail.messageId)).size).toBe(1);
    expect((await ref.get()).get('delivery')).toMatchObject({
      state: 'SUCCESS',
      attempts: 2,
      error: null,
    });
  });

  it('gives up as ERROR after the bounded retries, and a resend (RETRY) sends it once', async () => {
    const ref = await queued();
    const down = fakeTransport([refused(), refused(), refused()]);
    expect(await processMail(ref, config(down.transport))).toBe('failed');
    expect(down.sent).toHaveLength(3);
    const failed = (await ref.get()).get('delivery');
    expect(failed).toMatchObject({ state: 'ERROR', attempts: 3, leaseExpireTime: null });
    expect(failed.error).toMatch(/ECONNREFUSED.*gave up after 3 attempts/);

    await ref.update({ 'delivery.state': 'RETRY' });
    const up = fakeTransport(['ok']);
    expect(await processMail(ref, config(up.transport))).toBe('sent');
    expect(up.sent).toHaveLength(1);
    expect((await ref.get()).get('delivery')).toMatchObject({
      state: 'SUCCESS',
      attempts: 4,
      error: null,
    });
  });

  it('a permanent refusal (550) is ERROR after one attempt', async () => {
    const ref = await queued();
    const fake = fakeTransport([
      Object.assign(new Error("Can't send mail - all recipients were rejected: 550 no such user"), {
        code: 'EENVELOPE',
        responseCode: 550,
      }),
    ]);
    expect(await processMail(ref, config(fake.transport))).toBe('failed');
    expect((await ref.get()).get('delivery')).toMatchObject({
      state: 'ERROR',
      attempts: 1,
      error: expect.stringContaining('[EENVELOPE 550]'),
    });
  });

  it('a connection lost mid-send is ERROR without a retry (it may have been delivered)', async () => {
    const ref = await queued();
    const fake = fakeTransport([
      Object.assign(new Error('Connection closed unexpectedly'), { code: 'ECONNECTION' }),
    ]);
    expect(await processMail(ref, config(fake.transport))).toBe('failed');
    expect(fake.sent).toHaveLength(1);
    expect((await ref.get()).get('delivery.error')).toMatch(/never sent twice/);
  });

  it('a PROCESSING message with an expired lease becomes ERROR, not a second send', async () => {
    const ref = await queued();
    await ref.update({
      'delivery.state': 'PROCESSING',
      'delivery.leaseExpireTime': Timestamp.fromMillis(Date.now() - 1000),
    });
    const fake = fakeTransport(['ok']);
    expect(await processMail(ref, config(fake.transport))).toBe('lease-expired');
    expect(fake.sent).toHaveLength(0);
    expect((await ref.get()).get('delivery')).toMatchObject({
      state: 'ERROR',
      error: expect.stringMatching(/lease expired/),
    });
  });

  it('an invalid document is ERROR with the reason, nothing sent', async () => {
    const db = unitFirestore();
    const ref = db.doc(`mail/invalid-${run}`);
    await ref.set({ to: 'nobody', message: { subject: 's', text: 't' } });
    const fake = fakeTransport(['ok']);
    expect(await processMail(ref, config(fake.transport))).toBe('invalid');
    expect(fake.sent).toHaveLength(0);
    expect((await ref.get()).get('delivery')).toMatchObject({
      state: 'ERROR',
      attempts: 0,
      error: expect.stringMatching(/^Invalid mail document \(not sent\): .*to/),
    });
  });

  it('uses emulatorSmtpUri only when allowed (the Functions emulator)', async () => {
    const ref = await queued();
    await ref.update({ emulatorSmtpUri: 'smtp://127.0.0.1:2' });
    const uris: string[] = [];
    const fake = fakeTransport(['ok', 'ok']);
    const record = (uri: string): MailTransport => {
      uris.push(uri);
      return fake.transport;
    };
    await processMail(ref, config(fake.transport, { createTransport: record }));
    await ref.update({ 'delivery.state': 'RETRY' });
    await processMail(
      ref,
      config(fake.transport, { createTransport: record, allowEmulatorSmtpUri: true }),
    );
    expect(uris).toEqual(['smtp://127.0.0.1:1', 'smtp://127.0.0.1:2']);
  });
});
