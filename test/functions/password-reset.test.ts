import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { adminFirestore } from './support/admin-firestore.js';
import { signUpNewUser } from './support/auth-emulator.js';
import { callApi } from './support/call-api.js';
import { callStaffFunction } from './support/call-staff-function.js';
import { messagesTo, waitForMail } from './support/mail-inbox.js';

// POST /api/auth/passwordReset through the Functions emulator (and the Hosting rewrite): the
// same answer with or without an account, 3 per address and hour, only a published brand, our
// client's header required; the trigger mails only an account (docs/mail.md, "Password reset").
const accepted = { status: 'accepted' };
const timeoutMs = 90_000;

async function outcomeOf(email: string): Promise<unknown[]> {
  const requests = await adminFirestore()
    .collection('passwordResetRequests')
    .where('email', '==', email)
    .get();
  return requests.docs.map((request) => request.get('outcome'));
}

describe('POST /api/auth/passwordReset', () => {
  it('answers 202 alike for an account and an unknown address; only the account gets a mail', async () => {
    const user = await signUpNewUser();
    const unknown = `nobody-${randomUUID()}@example.com`;
    const known = await callApi('auth/passwordReset', {
      body: { email: user.email.toUpperCase(), brandId: 'box-yard' },
      viaHosting: true,
    });
    const other = await callApi('auth/passwordReset', {
      body: { email: unknown, brandId: 'box-yard' },
      viaHosting: true,
    });
    expect([known.status, other.status]).toEqual([202, 202]);
    expect([known.json, other.json]).toEqual([accepted, accepted]);

    const mail = await waitForMail({
      to: user.email,
      subject: 'パスワード再設定のご案内',
      timeoutMs,
    });
    expect(mail.subject).toBe('【ボックスヤード】パスワード再設定のご案内');
    expect(mail.text).toMatch(/\/box-yard\/login\/reset\?mode=resetPassword&oobCode=\S+/);
    await expect.poll(() => outcomeOf(unknown), { timeout: timeoutMs }).toEqual(['no-account']);
    expect(await messagesTo(unknown)).toEqual([]);
    // The mail is logged for the account's member page, and never resendable.
    const logged = await adminFirestore()
      .collection('mail')
      .where('kind', '==', 'password-reset')
      .where('uid', '==', user.uid)
      .get();
    expect(logged.docs.map((doc) => doc.get('about'))).toEqual([{ type: 'member', id: user.uid }]);
    // Its link works once and for an hour: staff cannot send it again.
    await expect(callStaffFunction('resendMail', { mailId: logged.docs[0]!.id })).rejects.toThrow(
      'パスワード再設定のメールは再送できません',
    );
  });

  it('takes 3 requests for one address in an hour, whether or not it has an account, then 429', async () => {
    const email = `limit-${randomUUID()}@example.com`;
    const statuses = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push(
        (await callApi('auth/passwordReset', { body: { email, brandId: 'box-yard' } })).status,
      );
    }
    expect(statuses).toEqual([202, 202, 202, 429]);
    const refused = await callApi('auth/passwordReset', { body: { email, brandId: 'sorakura' } });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.json).toMatchObject({
      error: { code: 'too-many-requests', message: expect.stringContaining('1時間ほどたってから') },
    });
  });

  it('refuses a malformed address, an unpublished or unknown brand, a foreign page and GET', async () => {
    const email = `shape-${randomUUID()}@example.com`;
    const bad = await callApi('auth/passwordReset', {
      body: { email: 'no-at-sign', brandId: 'box-yard' },
    });
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({
      error: { message: 'メールアドレスを正しく入力してください。' },
    });
    for (const brandId of ['kura-next', 'no-such-brand', '../mail']) {
      const answer = await callApi('auth/passwordReset', { body: { email, brandId } });
      expect(answer.status, brandId).toBe(brandId === '../mail' ? 400 : 404);
    }
    const crossSite = await callApi('auth/passwordReset', {
      body: { email, brandId: 'box-yard' },
      csrfHeader: null,
    });
    expect(crossSite.status).toBe(403);
    const get = await callApi('auth/passwordReset', { method: 'GET' });
    expect(get.status).toBe(405);
    // None of these recorded a request.
    expect(await outcomeOf(email)).toEqual([]);
  });
});
