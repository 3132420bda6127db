import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { adminAuth } from './support/admin-auth.js';
import { adminFirestore } from './support/admin-firestore.js';
import { signIn, signUpNewUser } from './support/auth-emulator.js';
import { callApi } from './support/call-api.js';
import { messagesTo, waitForMail } from './support/mail-inbox.js';

// POST /api/auth/welcome through the Functions emulator (issue 31, item 4): the brand's
// アカウント作成 mail to an account that has just signed up, from the brand's name, once; an
// old account, an unpublished brand or a bad token gets none (docs/mail.md).
const timeoutMs = 90_000;
const accepted = { status: 'accepted' };

async function welcomesFor(uid: string) {
  const sent = await adminFirestore()
    .collection('mail')
    .where('kind', '==', 'account-created')
    .where('uid', '==', uid)
    .get();
  return sent.docs;
}

describe('POST /api/auth/welcome', () => {
  it('welcomes a new account from the brand, once, whichever brand asks again', async () => {
    const user = await signUpNewUser();
    const first = await callApi('auth/welcome', {
      body: { idToken: user.idToken, brandId: 'box-yard' },
      viaHosting: true,
    });
    expect([first.status, first.json]).toEqual([202, accepted]);
    const mail = await waitForMail({
      to: user.email,
      subject: 'アカウントを作成しました',
      timeoutMs,
    });
    expect(mail.subject).toBe('【ボックスヤード】アカウントを作成しました');
    expect(mail.from).toEqual([{ address: expect.any(String), name: 'ボックスヤード' }]);
    expect(mail.text).toContain(`ご登録のメールアドレス：${user.email}`);
    expect(mail.text).toMatch(/\/box-yard\/login\n/);
    const again = await callApi('auth/welcome', {
      body: { idToken: user.idToken, brandId: 'sorakura' },
    });
    expect(again.status).toBe(202);
    expect((await welcomesFor(user.uid)).map((d) => d.id)).toEqual([
      `account-created_${user.uid}_welcome`,
    ]);
    expect((await messagesTo(user.email)).map((m) => m.subject)).toEqual([mail.subject]);
  });

  it('sends nothing for an account made long ago, nor for a brand that is not published', async () => {
    // An account imported with its original creation time, then signed in now.
    const uid = `old-${randomUUID()}`;
    const email = `old-${randomUUID()}@example.com`;
    const password = `pw-${randomUUID()}`;
    await adminAuth().importUsers([
      {
        uid,
        email,
        metadata: {
          creationTime: 'Mon, 01 Jun 2026 00:00:00 GMT',
          lastSignInTime: 'Mon, 01 Jun 2026 00:00:00 GMT',
        },
      },
    ]);
    await adminAuth().updateUser(uid, { password });
    const old = await callApi('auth/welcome', {
      body: { idToken: await signIn(email, password), brandId: 'box-yard' },
    });
    expect(old.status).toBe(202);
    const user = await signUpNewUser();
    const hidden = await callApi('auth/welcome', {
      body: { idToken: user.idToken, brandId: 'kura-next' },
    });
    expect(hidden.status).toBe(202);
    // Give a mail the time it would take, then look.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(await welcomesFor(uid)).toEqual([]);
    expect(await welcomesFor(user.uid)).toEqual([]);
  });

  it('refuses a missing brand, a bad token, a foreign page and GET', async () => {
    const user = await signUpNewUser();
    const noBrand = await callApi('auth/welcome', { body: { idToken: user.idToken } });
    expect(noBrand.status).toBe(400);
    const forged = await callApi('auth/welcome', {
      body: { idToken: 'not-a-token', brandId: 'box-yard' },
    });
    expect(forged.status).toBe(401);
    const foreign = await callApi('auth/welcome', {
      body: { idToken: user.idToken, brandId: 'box-yard' },
      csrfHeader: null,
    });
    expect(foreign.status).toBe(403);
    const get = await callApi('auth/welcome', { method: 'GET' });
    expect(get.status).toBe(405);
    expect(await welcomesFor(user.uid)).toEqual([]);
  });
});
