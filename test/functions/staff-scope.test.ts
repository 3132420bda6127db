/**
 * The callables check the staff scope as the rules do (issue 29; docs/auth.md, "Staff"): brand
 * staff act on their brands only, operator-wide staff on every brand and on all brands at once.
 * Allowed calls are made so they stop at a later check (a 400), so nothing is run or sent.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { adminFirestore } from './support/admin-firestore.js';
import { adminAuth } from './support/admin-auth.js';
import { signIn, signUpNewUser } from './support/auth-emulator.js';
import { callGrantAdmin } from './support/call-grant-admin.js';
import { callStaffFunction } from './support/call-staff-function.js';
import { stackEnv } from './support/stack-env.js';

const moto = { uid: 'scope-moto-staff', brands: ['moto-garage'] };

/** The HTTP status a call ended with (the helper throws "… answered 403: …"). */
async function statusOf(call: Promise<unknown>): Promise<number> {
  try {
    await call;
    return 200;
  } catch (error) {
    const status = /answered (\d{3})/.exec(String(error))?.[1];
    if (!status) throw error;
    return Number(status);
  }
}

describe('callables and the staff scope', () => {
  it("runMonthBillsNow: a brand's staff for their brand, not for another", async () => {
    const bad = { brandId: 'moto-garage', period: 'next month' };
    // Past the scope: refused for the period (400), so no job runs.
    expect(await statusOf(callStaffFunction('runMonthBillsNow', bad, moto))).toBe(400);
    expect(
      await statusOf(callStaffFunction('runMonthBillsNow', { ...bad, brandId: 'sorakura' }, moto)),
    ).toBe(403);
  });

  it('sendBillReminders: every brand at once is the operator-wide staff’s', async () => {
    expect(await statusOf(callStaffFunction('sendBillReminders', {}, moto))).toBe(403);
    expect(
      await statusOf(callStaffFunction('sendBillReminders', { brandId: 'sorakura' }, moto)),
    ).toBe(403);
  });

  it("resendMail: the mail's brand's staff; mail of no brand is the operator's", async () => {
    const db = adminFirestore();
    const run = Date.now();
    const mail = (brandId: string | null) => ({
      to: 'scope@example.com',
      message: { subject: '再設定', text: '本文' },
      brandId,
      // A password reset is never resent (400): past the scope, nothing is sent.
      kind: 'password-reset',
      about: { type: 'member', id: 'scope' },
      uid: null,
      createdAt: Timestamp.now(),
      delivery: { state: 'SUCCESS' },
    });
    const own = db.doc(`mail/scope-own-${run}`);
    const other = db.doc(`mail/scope-other-${run}`);
    const site = db.doc(`mail/scope-site-${run}`);
    await Promise.all([
      own.set(mail('moto-garage')),
      other.set(mail('sorakura')),
      site.set(mail(null)),
    ]);
    expect(await statusOf(callStaffFunction('resendMail', { mailId: own.id }, moto))).toBe(400);
    expect(await statusOf(callStaffFunction('resendMail', { mailId: other.id }, moto))).toBe(403);
    expect(await statusOf(callStaffFunction('resendMail', { mailId: site.id }, moto))).toBe(403);
    expect(await statusOf(callStaffFunction('resendMail', { mailId: other.id }))).toBe(400);
  });
});

describe('a removed staff member is refused at once (issue 36, item 1)', () => {
  it('their next callable, identity-document request and Firestore read with the same token are refused, in Japanese; their sessions are revoked', async () => {
    const run = Date.now().toString(36);
    // An operator-wide staff member grants, as on the grant screen.
    const operator = await signUpNewUser();
    await adminAuth().setCustomUserClaims(operator.uid, { isAdmin: true });
    await adminFirestore()
      .doc(`staff/${operator.uid}`)
      .set({ name: `運営 ${run}`, email: operator.email, active: true, brands: null });
    const operatorToken = await signIn(operator.email, operator.password);
    const member = await signUpNewUser();
    const granted = await callGrantAdmin(
      { email: member.email, action: 'grant', brands: ['moto-garage'] },
      { idToken: operatorToken },
    );
    expect(granted.result?.changed).toBe(true);
    expect((await adminFirestore().doc(`staffNames/${member.uid}`).get()).data()).toEqual({
      name: member.email.split('@')[0],
    });
    const token = await signIn(member.email, member.password);

    const callable = () =>
      fetch(stackEnv().functionsUrl.replace(/\/api$/, '/runMonthBillsNow'), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({ data: { brandId: 'moto-garage', period: 'next month' } }),
      });
    const identityDocument = () =>
      fetch(
        `${stackEnv().functionsUrl}/api/admin/identityDocument?path=${encodeURIComponent(
          `users/${member.uid}/identity/moto-garage/none.pdf`,
        )}`,
        { headers: { Authorization: `Bearer ${token}` } },
      );
    const firestoreRead = () =>
      fetch(
        `http://${process.env.FIRESTORE_EMULATOR_HOST}/v1/projects/${stackEnv().projectId}/databases/(default)/documents/brands/moto-garage/members?pageSize=1`,
        { headers: { Authorization: `Bearer ${token}` } },
      );

    // Staff of モトガレージ: past the staff check (a 400 for the period, a 404 for no file).
    expect((await callable()).status).toBe(400);
    expect((await identityDocument()).status).toBe(404);
    expect((await firestoreRead()).status).toBe(200);

    // Revocation stamps the account in whole seconds, from the second the removal is asked in.
    const removedFrom = Math.floor(Date.now() / 1000) * 1000;
    const removed = await callGrantAdmin(
      { email: member.email, action: 'remove' },
      { idToken: operatorToken },
    );
    expect(removed.result?.changed).toBe(true);
    // Their refresh tokens are revoked (and with them their session cookie).
    const after = (await adminAuth().getUser(member.uid)).tokensValidAfterTime;
    expect(new Date(after ?? 0).getTime()).toBeGreaterThanOrEqual(removedFrom);

    // The same, still unexpired token: refused everywhere, in Japanese.
    const call = await callable();
    expect([401, 403]).toContain(call.status);
    const callError = ((await call.json()) as { error?: { message?: string } }).error;
    expect(callError?.message).toMatch(/ログイン|管理者権限/);
    const opened = await identityDocument();
    expect([401, 403]).toContain(opened.status);
    const openError = ((await opened.json()) as { error?: { message?: string } }).error;
    expect(openError?.message).toMatch(/ログイン|管理者権限/);
    expect((await firestoreRead()).status).toBe(403);
  });
});
