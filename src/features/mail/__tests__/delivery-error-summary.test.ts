import { describe, expect, it } from 'vitest';
import { deliveryErrorSummary } from '../delivery-error-summary';
import { isResendable } from '../mail-labels';

describe('deliveryErrorSummary', () => {
  it('says in Japanese what the sender recorded (process-mail.ts)', () => {
    expect(
      deliveryErrorSummary(
        '[ESOCKET] connect ECONNREFUSED 127.0.0.1:4321 (gave up after 3 attempts)',
      ),
    ).toBe('メールサーバーにつながらず、3回試しましたが送信できませんでした。');
    expect(deliveryErrorSummary('[EENVELOPE 550] 5.1.1 <nobody@example.com>: no such user')).toBe(
      'メールサーバーが受け取りを断りました（宛先のアドレスが存在しないなど）。',
    );
    expect(deliveryErrorSummary('[EAUTH 535] Authentication credentials invalid')).toBe(
      'メールサーバーへのログインに失敗しました。送信設定（SMTP）をご確認ください。',
    );
    expect(deliveryErrorSummary('Mail settings: SMTP_CONNECTION_URI is empty')).toBe(
      'メールの送信設定（SMTP）に不備があります。',
    );
    expect(deliveryErrorSummary('Invalid mail document (not sent): to: Invalid input')).toBe(
      'メールの内容に不備があるため、送信しませんでした。',
    );
    expect(
      deliveryErrorSummary(
        'Message processing lease expired: the run that claimed it stopped; it may or may not have been sent. Resend if needed.',
      ),
    ).toContain('届いたかどうか分からない');
    expect(
      deliveryErrorSummary(
        '[ECONNECTION] Connection closed (the connection broke mid-send: not retried, so it is never sent twice; resend if it did not arrive)',
      ),
    ).toContain('接続が切れました');
  });

  it('never shows an empty or English-only line', () => {
    expect(deliveryErrorSummary(null)).toBe('理由は記録されていません。');
    expect(deliveryErrorSummary('something new')).toBe('理由は詳細をご覧ください。');
  });
});

describe('isResendable', () => {
  it('refuses the password reset only (its link works once, for an hour)', () => {
    expect(isResendable('password-reset')).toBe(false);
    expect(isResendable('contact-reply')).toBe(true);
    expect(isResendable('contract-confirmed')).toBe(true);
  });
});
