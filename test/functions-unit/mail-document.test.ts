import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { classifySmtpFailure } from '../../functions/src/mail/classify-smtp-failure.js';
import { mailDocumentId } from '../../functions/src/mail/mail-document-id.js';
import { mailDocumentSchema } from '../../functions/src/mail/mail-document.js';
import { sendWithRetries } from '../../functions/src/mail/send-with-retries.js';

const about = { type: 'application', id: 'AbCdEf0123456789wxyz' } as const;

function mail(patch: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    to: 'taro@example.com',
    message: { subject: 'お申し込みを受け付けました', text: '本文', html: '<p>本文</p>' },
    brandId: 'sorakura',
    kind: 'application-received',
    about,
    uid: 'uid-1',
    createdAt: Timestamp.now(),
    ...patch,
  };
}

describe('mailDocumentId', () => {
  it('is kind, about id and key: the same event always names the same document', () => {
    const parts = { kind: 'application-received', about, key: 'received' };
    expect(mailDocumentId(parts)).toBe('application-received_AbCdEf0123456789wxyz_received');
    expect(mailDocumentId(parts)).toBe(mailDocumentId({ ...parts }));
    expect(mailDocumentId({ ...parts, key: 'evt-2' })).not.toBe(mailDocumentId(parts));
  });
  it.each([
    ['a kind that is not kebab-case', { kind: 'ApplicationReceived' }],
    ['a slash in the about id', { about: { type: 'application', id: 'a/b' } }],
    ['an empty key', { key: '' }],
    ['a key with spaces', { key: 'a b' }],
    ['a key too long for a Message-ID part', { key: 'x'.repeat(129) }],
  ])('refuses %s', (_label, patch) => {
    expect(() =>
      mailDocumentId({ kind: 'application-received', about, key: 'received', ...patch } as never),
    ).toThrow(/invalid mail/);
  });
});

describe('mailDocumentSchema', () => {
  it('accepts the extension shape plus our fields; to/cc/bcc as a string or a list', () => {
    expect(mailDocumentSchema.safeParse(mail()).success).toBe(true);
    expect(
      mailDocumentSchema.safeParse(
        mail({
          to: ['a@example.com', 'b@example.com'],
          cc: 'c@example.com',
          bcc: ['d@example.com'],
        }),
      ).success,
    ).toBe(true);
    expect(mailDocumentSchema.safeParse(mail({ brandId: null, uid: null })).success).toBe(true);
    const withDelivery = mail({
      delivery: {
        state: 'SUCCESS',
        attempts: 1,
        startTime: Timestamp.now(),
        endTime: Timestamp.now(),
        error: null,
        leaseExpireTime: null,
        info: {
          messageId: '<m@x>',
          accepted: ['taro@example.com'],
          rejected: [],
          pending: [],
          response: '250 OK',
        },
      },
    });
    expect(mailDocumentSchema.safeParse(withDelivery).success).toBe(true);
  });
  it.each([
    ['no recipient', { to: undefined }],
    ['an empty recipient list', { to: [] }],
    ['a recipient without @', { to: 'taro' }],
    ['51 recipients', { to: Array.from({ length: 51 }, (_, i) => `u${i}@example.com`) }],
    ['no subject', { message: { subject: '', text: 't' } }],
    ['no text body', { message: { subject: 's' } }],
    [
      'an unknown message field (attachments are not supported)',
      { message: { subject: 's', text: 't', attachments: [] } },
    ],
    ['an unknown about type', { about: { type: 'order', id: 'x' } }],
    [
      'an unknown delivery state',
      {
        delivery: {
          state: 'SENT',
          attempts: 0,
          startTime: null,
          endTime: null,
          error: null,
          leaseExpireTime: null,
          info: null,
        },
      },
    ],
    ['a createdAt that is not a timestamp', { createdAt: '2026-01-01' }],
    ['a non-smtp emulator override', { emulatorSmtpUri: 'http://127.0.0.1:1' }],
  ])('refuses %s', (_label, patch) => {
    expect(mailDocumentSchema.safeParse(mail(patch)).success).toBe(false);
  });
});

/** An error as nodemailer builds it. */
function smtpError(fields: Record<string, unknown>): Error {
  return Object.assign(new Error('failed'), fields);
}

describe('classifySmtpFailure', () => {
  it.each([
    ['connection refused', { code: 'ESOCKET', originalCode: 'ECONNREFUSED' }, 'transient'],
    ['DNS failure', { code: 'EDNS' }, 'transient'],
    ['connect timeout', { code: 'ETIMEDOUT', timeoutType: 'CONNECT_TIMEOUT' }, 'transient'],
    ['greeting timeout', { code: 'ETIMEDOUT', timeoutType: 'GREETING_TIMEOUT' }, 'transient'],
    ['421 service not available', { code: 'EENVELOPE', responseCode: 421 }, 'transient'],
    ['451 try again later (after DATA)', { code: 'EMESSAGE', responseCode: 451 }, 'transient'],
    ['503 bad sequence', { code: 'EPROTOCOL', responseCode: 503 }, 'transient'],
    ['550 mailbox unavailable', { code: 'EENVELOPE', responseCode: 550 }, 'permanent'],
    ['535 bad credentials', { code: 'EAUTH', responseCode: 535 }, 'permanent'],
    ['missing credentials', { code: 'ENOAUTH' }, 'permanent'],
    ['socket timeout mid-session', { code: 'ETIMEDOUT', timeoutType: 'SOCKET_TIMEOUT' }, 'unknown'],
    ['connection closed mid-session', { code: 'ECONNECTION' }, 'unknown'],
    ['socket reset mid-session', { code: 'ESOCKET', originalCode: 'ECONNRESET' }, 'unknown'],
  ])('%s → %s', (_label, fields, kind) => {
    expect(classifySmtpFailure(smtpError(fields))).toBe(kind);
  });
  it('anything that is not an SMTP error is permanent', () => {
    expect(classifySmtpFailure(new TypeError('x'))).toBe('permanent');
    expect(classifySmtpFailure('boom')).toBe('permanent');
  });
});

describe('sendWithRetries', () => {
  const transient = smtpError({ code: 'ESOCKET', originalCode: 'ECONNREFUSED' });
  const noSleep = async (): Promise<void> => undefined;

  it('retries transient failures with the given delays, then succeeds', async () => {
    const slept: number[] = [];
    let calls = 0;
    const result = await sendWithRetries({
      send: async () => {
        calls += 1;
        if (calls < 3) throw transient;
        return 'ok';
      },
      classify: classifySmtpFailure,
      delaysMs: [100, 400],
      sleep: async (ms) => {
        slept.push(ms);
      },
    });
    expect(result).toEqual({ ok: true, value: 'ok', attempts: 3 });
    expect(slept).toEqual([100, 400]);
  });
  it('gives up after delays.length + 1 transient failures', async () => {
    const retried: number[] = [];
    const result = await sendWithRetries({
      send: () => Promise.reject(transient),
      classify: classifySmtpFailure,
      delaysMs: [1, 1],
      sleep: noSleep,
      onRetry: async (attempt) => {
        retried.push(attempt);
      },
    });
    expect(result).toMatchObject({ ok: false, kind: 'transient', attempts: 3 });
    expect(retried).toEqual([1, 2]);
  });
  it.each([
    ['permanent', smtpError({ responseCode: 550 })],
    ['unknown', smtpError({ code: 'ECONNECTION' })],
  ])('stops at once on a %s failure', async (kind, error) => {
    let calls = 0;
    const result = await sendWithRetries({
      send: () => {
        calls += 1;
        return Promise.reject(error);
      },
      classify: classifySmtpFailure,
      delaysMs: [1, 1],
      sleep: noSleep,
    });
    expect(result).toMatchObject({ ok: false, kind, attempts: 1 });
    expect(calls).toBe(1);
  });
});
