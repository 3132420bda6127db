import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { adminAuth } from './support/admin-auth.js';
import { adminFirestore } from './support/admin-firestore.js';
import type { SignedInUser } from './support/auth-emulator.js';
import { signIn, signUpNewUser } from './support/auth-emulator.js';
import type { GrantAdminAnswer } from './support/call-grant-admin.js';
import { callGrantAdmin } from './support/call-grant-admin.js';

const ROSTER = 'adminRoster/current';

function bootstrapSecret(): string {
  const value = process.env.STACK_ADMIN_BOOTSTRAP_SECRET;
  if (!value)
    throw new Error('STACK_ADMIN_BOOTSTRAP_SECRET is not set: run through scripts/test.mjs');
  return value;
}

/** A new user with the isAdmin claim set directly, signed in again so the token carries it. */
async function newAdmin(): Promise<SignedInUser> {
  const user = await signUpNewUser();
  await adminAuth().setCustomUserClaims(user.uid, { isAdmin: true });
  return { ...user, idToken: await signIn(user.email, user.password) };
}

/** Puts grantAdmin's roster in a known state (the Auth emulator is shared by every test). */
async function setRoster(uids: string[]): Promise<void> {
  await adminFirestore().doc(ROSTER).set({ uids, updatedAt: Timestamp.now() });
}

async function rosterUids(): Promise<string[]> {
  return ((await adminFirestore().doc(ROSTER).get()).data()?.['uids'] as string[]) ?? [];
}

async function claimsOf(uid: string): Promise<Record<string, unknown> | undefined> {
  return (await adminAuth().getUser(uid)).customClaims;
}

async function grantsFor(targetUid: string) {
  const snapshot = await adminFirestore()
    .collection('adminGrants')
    .where('targetUid', '==', targetUid)
    .get();
  // Oldest first by the full commit time: toMillis() drops the microseconds, and two entries
  // of one millisecond would come back in document-id (random) order.
  const at = (entry: DocumentData) => entry['createdAt'] as Timestamp;
  return snapshot.docs
    .map((doc) => doc.data())
    .sort((a, b) => at(a).seconds - at(b).seconds || at(a).nanoseconds - at(b).nanoseconds);
}

function expectRefused(answer: GrantAdminAnswer, status: number, reason: string): void {
  expect(answer.result).toBeUndefined();
  expect(answer.status).toBe(status);
  expect(answer.error?.details?.reason).toBe(reason);
  expect(answer.error?.message).toMatch(/[ぁ-んァ-ヶ一-龠]/);
}

describe('grantAdmin (callable)', () => {
  it('lets an admin grant and remove the claim, and records both in adminGrants', async () => {
    const admin = await newAdmin();
    const member = await signUpNewUser();
    await setRoster([admin.uid]);

    const granted = await callGrantAdmin(
      { email: member.email, action: 'grant' },
      { idToken: admin.idToken },
    );
    expect(granted.status).toBe(200);
    expect(granted.result).toEqual({ action: 'grant', email: member.email, changed: true });
    expect(await claimsOf(member.uid)).toEqual({ isAdmin: true });
    expect((await rosterUids()).sort()).toEqual([admin.uid, member.uid].sort());

    const removed = await callGrantAdmin(
      { email: member.email, action: 'remove' },
      { idToken: admin.idToken },
    );
    expect(removed.result).toEqual({ action: 'remove', email: member.email, changed: true });
    expect((await claimsOf(member.uid))?.['isAdmin']).toBeUndefined();
    expect(await rosterUids()).toEqual([admin.uid]);

    const log = await grantsFor(member.uid);
    expect(log.map((entry) => entry['action'])).toEqual(['grant', 'remove']);
    for (const entry of log) {
      expect(entry).toMatchObject({
        targetEmail: member.email,
        actorUid: admin.uid,
        actorEmail: admin.email,
        via: 'admin',
      });
      expect(entry['createdAt']).toBeInstanceOf(Timestamp);
    }
  });

  it('answers changed: false and logs nothing when there is nothing to change', async () => {
    const admin = await newAdmin();
    const member = await signUpNewUser();
    await setRoster([admin.uid]);
    const answer = await callGrantAdmin(
      { email: member.email, action: 'remove' },
      { idToken: admin.idToken },
    );
    expect(answer.result).toEqual({ action: 'remove', email: member.email, changed: false });
    expect(await grantsFor(member.uid)).toEqual([]);
  });

  it('works through the Hosting rewrite /api/admin/grantAdmin', async () => {
    const admin = await newAdmin();
    const member = await signUpNewUser();
    await setRoster([admin.uid]);
    const answer = await callGrantAdmin(
      { email: member.email.toUpperCase(), action: 'grant' },
      { idToken: admin.idToken, viaHosting: true },
    );
    expect(answer.result?.changed).toBe(true);
    expect((await claimsOf(member.uid))?.['isAdmin']).toBe(true);
  });

  it('refuses a caller who is not an admin', async () => {
    const admin = await newAdmin();
    const caller = await signUpNewUser();
    const member = await signUpNewUser();
    await setRoster([admin.uid]);
    const answer = await callGrantAdmin(
      { email: member.email, action: 'grant' },
      { idToken: caller.idToken },
    );
    expectRefused(answer, 403, 'not-admin');
    expect(await claimsOf(member.uid)).toBeUndefined();
    expect(await grantsFor(member.uid)).toEqual([]);
  });

  it('refuses a signed-out caller', async () => {
    const member = await signUpNewUser();
    const answer = await callGrantAdmin({ email: member.email, action: 'grant' });
    expectRefused(answer, 401, 'sign-in-required');
    expect(await claimsOf(member.uid)).toBeUndefined();
  });

  it('refuses a former admin whose ID token still carries the claim', async () => {
    const first = await newAdmin();
    const second = await newAdmin();
    await setRoster([first.uid, second.uid]);
    const removal = await callGrantAdmin(
      { email: second.email, action: 'remove' },
      { idToken: first.idToken },
    );
    expect(removal.result?.changed).toBe(true);
    // second.idToken was issued while second was an admin and is still valid for an hour.
    const answer = await callGrantAdmin(
      { email: first.email, action: 'remove' },
      { idToken: second.idToken },
    );
    expectRefused(answer, 403, 'not-admin');
    expect((await claimsOf(first.uid))?.['isAdmin']).toBe(true);
  });

  it.each([
    ['no e-mail', { action: 'grant' }],
    ['a malformed e-mail', { email: 'not-an-email', action: 'grant' }],
    ['an unknown action', { email: 'a@example.com', action: 'promote' }],
    ['an extra field', { email: 'a@example.com', action: 'grant', isAdmin: true }],
  ])('answers invalid-argument for %s', async (_label, data) => {
    const admin = await newAdmin();
    expectRefused(await callGrantAdmin(data, { idToken: admin.idToken }), 400, 'invalid-input');
  });

  it('answers not-found for an e-mail no account has', async () => {
    const admin = await newAdmin();
    await setRoster([admin.uid]);
    const answer = await callGrantAdmin(
      { email: `nobody-${Date.now()}@example.com`, action: 'grant' },
      { idToken: admin.idToken },
    );
    expectRefused(answer, 404, 'user-not-found');
  });

  it("keeps the user's other custom claims when granting and removing", async () => {
    const admin = await newAdmin();
    const member = await signUpNewUser();
    await setRoster([admin.uid]);
    const others = { plan: 'gold', brandIds: ['sorakura', 'moto-garage'] };
    await adminAuth().setCustomUserClaims(member.uid, others);

    await callGrantAdmin({ email: member.email, action: 'grant' }, { idToken: admin.idToken });
    expect(await claimsOf(member.uid)).toEqual({ ...others, isAdmin: true });
    await callGrantAdmin({ email: member.email, action: 'remove' }, { idToken: admin.idToken });
    expect(await claimsOf(member.uid)).toEqual(others);
  });

  it('refuses a grant that would take the claims over 1,000 bytes, changing nothing', async () => {
    const admin = await newAdmin();
    const member = await signUpNewUser();
    await setRoster([admin.uid]);
    // {"note":"x…"} is exactly 1,000 bytes; adding isAdmin would exceed the limit.
    const large = { note: 'x'.repeat(1000 - '{"note":""}'.length) };
    await adminAuth().setCustomUserClaims(member.uid, large);
    const answer = await callGrantAdmin(
      { email: member.email, action: 'grant' },
      { idToken: admin.idToken },
    );
    expectRefused(answer, 400, 'claims-too-large');
    expect(await claimsOf(member.uid)).toEqual(large);
    expect(await rosterUids()).toEqual([admin.uid]);
  });

  it('refuses removing yourself', async () => {
    const admin = await newAdmin();
    const other = await newAdmin();
    await setRoster([admin.uid, other.uid]);
    const answer = await callGrantAdmin(
      { email: admin.email, action: 'remove' },
      { idToken: admin.idToken },
    );
    expectRefused(answer, 400, 'self-removal');
    expect((await claimsOf(admin.uid))?.['isAdmin']).toBe(true);
  });

  it('refuses removing the last admin the roster knows', async () => {
    // The caller was made an admin outside grantAdmin (not in the roster); the only admin the
    // roster knows cannot be removed.
    const caller = await newAdmin();
    const onlyAdmin = await newAdmin();
    await setRoster([onlyAdmin.uid]);
    const answer = await callGrantAdmin(
      { email: onlyAdmin.email, action: 'remove' },
      { idToken: caller.idToken },
    );
    expectRefused(answer, 400, 'last-admin');
    expect((await claimsOf(onlyAdmin.uid))?.['isAdmin']).toBe(true);
    expect(await rosterUids()).toEqual([onlyAdmin.uid]);
  });

  it('leaves an admin when two admins remove each other at the same time', async () => {
    const first = await newAdmin();
    const second = await newAdmin();
    await setRoster([first.uid, second.uid]);
    const answers = await Promise.all([
      callGrantAdmin({ email: second.email, action: 'remove' }, { idToken: first.idToken }),
      callGrantAdmin({ email: first.email, action: 'remove' }, { idToken: second.idToken }),
    ]);
    expect(answers.filter((answer) => answer.result?.changed === true)).toHaveLength(1);
    const refusal = answers.find((answer) => answer.error)?.error?.details?.reason;
    expect(['last-admin', 'not-admin']).toContain(refusal);
    const stillAdmin = [
      (await claimsOf(first.uid))?.['isAdmin'],
      (await claimsOf(second.uid))?.['isAdmin'],
    ].filter((value) => value === true);
    expect(stillAdmin).toHaveLength(1);
    expect(await rosterUids()).toHaveLength(1);
  });

  describe('brand staff (issue 29)', () => {
    it('grants brand staff, changes their brands, makes them operator-wide and removes them, each in the log', async () => {
      const admin = await newAdmin();
      const member = await signUpNewUser();
      await setRoster([admin.uid]);
      const as = { idToken: admin.idToken };

      const granted = await callGrantAdmin(
        { email: member.email, action: 'grant', brands: ['moto-garage'] },
        as,
      );
      expect(granted.result?.changed).toBe(true);
      expect(await claimsOf(member.uid)).toEqual({ isAdmin: true, brands: ['moto-garage'] });
      const entry = (await adminFirestore().doc(`staff/${member.uid}`).get()).data();
      expect(entry).toMatchObject({ active: true, brands: ['moto-garage'] });

      // The same brands again: nothing to change.
      const same = await callGrantAdmin(
        { email: member.email, action: 'grant', brands: ['moto-garage', 'moto-garage'] },
        as,
      );
      expect(same.result?.changed).toBe(false);

      await callGrantAdmin(
        { email: member.email, action: 'grant', brands: ['sorakura', 'moto-garage'] },
        as,
      );
      expect(await claimsOf(member.uid)).toEqual({
        isAdmin: true,
        brands: ['moto-garage', 'sorakura'],
      });
      await callGrantAdmin({ email: member.email, action: 'grant' }, as);
      expect(await claimsOf(member.uid)).toEqual({ isAdmin: true });
      await callGrantAdmin({ email: member.email, action: 'remove' }, as);
      expect((await claimsOf(member.uid)) ?? {}).toEqual({});

      const log = await grantsFor(member.uid);
      expect(
        log.map((e) => [e['action'], e['brands'], e['previousBrands'], e['previousActive']]),
      ).toEqual([
        ['grant', ['moto-garage'], null, false],
        ['grant', ['moto-garage', 'sorakura'], ['moto-garage'], true],
        ['grant', null, ['moto-garage', 'sorakura'], true],
        ['remove', null, null, true],
      ]);
      for (const e of log) expect(e).toMatchObject({ actorUid: admin.uid, via: 'admin' });
      expect(await rosterUids()).toEqual([admin.uid]);
    });

    it('refuses brand staff as callers: only operator-wide staff grant', async () => {
      const admin = await newAdmin();
      const brandStaff = await signUpNewUser();
      const member = await signUpNewUser();
      await setRoster([admin.uid]);
      await callGrantAdmin(
        { email: brandStaff.email, action: 'grant', brands: ['moto-garage'] },
        { idToken: admin.idToken },
      );
      const token = await signIn(brandStaff.email, brandStaff.password);
      const answer = await callGrantAdmin(
        { email: member.email, action: 'grant', brands: ['moto-garage'] },
        { idToken: token },
      );
      expectRefused(answer, 403, 'not-operator');
      expect(await claimsOf(member.uid)).toBeUndefined();
    });

    it('refuses an unknown brand, more than 20 brands, brands on a removal or with the secret', async () => {
      const admin = await newAdmin();
      const member = await signUpNewUser();
      await setRoster([admin.uid]);
      const as = { idToken: admin.idToken };
      expectRefused(
        await callGrantAdmin(
          { email: member.email, action: 'grant', brands: ['no-such-brand'] },
          as,
        ),
        404,
        'unknown-brand',
      );
      const many = Array.from({ length: 21 }, (_, i) => `brand-${i + 10}`);
      for (const data of [
        { email: member.email, action: 'grant', brands: many },
        { email: member.email, action: 'grant', brands: [] },
        { email: member.email, action: 'grant', brands: ['Not A Brand'] },
        { email: member.email, action: 'remove', brands: ['moto-garage'] },
        {
          email: member.email,
          action: 'grant',
          brands: ['moto-garage'],
          bootstrapSecret: 'x',
        },
      ]) {
        expectRefused(await callGrantAdmin(data, as), 400, 'invalid-input');
      }
      expect(await claimsOf(member.uid)).toBeUndefined();
    });

    it('keeps one operator-wide staff member: the last one cannot be narrowed, nor narrow themselves', async () => {
      const caller = await newAdmin();
      const onlyOperator = await newAdmin();
      await setRoster([onlyOperator.uid]);
      expectRefused(
        await callGrantAdmin(
          { email: onlyOperator.email, action: 'grant', brands: ['moto-garage'] },
          { idToken: caller.idToken },
        ),
        400,
        'last-admin',
      );
      expect(await claimsOf(onlyOperator.uid)).toEqual({ isAdmin: true });
      expectRefused(
        await callGrantAdmin(
          { email: onlyOperator.email, action: 'grant', brands: ['moto-garage'] },
          { idToken: onlyOperator.idToken },
        ),
        400,
        'self-removal',
      );
    });
  });

  describe('bootstrap (the first admin of a project)', () => {
    it('makes the first admin with the right secret, once', async () => {
      const first = await signUpNewUser();
      await setRoster([]);
      const answer = await callGrantAdmin(
        { email: first.email, action: 'grant', bootstrapSecret: bootstrapSecret() },
        { idToken: first.idToken },
      );
      expect(answer.result).toEqual({ action: 'grant', email: first.email, changed: true });
      expect(await claimsOf(first.uid)).toEqual({ isAdmin: true });
      expect(await rosterUids()).toEqual([first.uid]);
      expect(await grantsFor(first.uid)).toMatchObject([
        { action: 'grant', actorUid: first.uid, via: 'bootstrap' },
      ]);

      // Once an admin exists, the same secret opens nothing.
      const latecomer = await signUpNewUser();
      const again = await callGrantAdmin(
        { email: latecomer.email, action: 'grant', bootstrapSecret: bootstrapSecret() },
        { idToken: latecomer.idToken },
      );
      expectRefused(again, 403, 'bootstrap-closed');
      expect(await claimsOf(latecomer.uid)).toBeUndefined();
    });

    it('refuses a wrong secret', async () => {
      const user = await signUpNewUser();
      await setRoster([]);
      const answer = await callGrantAdmin(
        { email: user.email, action: 'grant', bootstrapSecret: `${bootstrapSecret()}-wrong` },
        { idToken: user.idToken },
      );
      expectRefused(answer, 403, 'bootstrap-secret-wrong');
      expect(await claimsOf(user.uid)).toBeUndefined();
      expect(await rosterUids()).toEqual([]);
    });

    it('refuses the secret when admins exist but no roster was written yet (found by listing users)', async () => {
      await newAdmin();
      await adminFirestore().doc(ROSTER).delete();
      const user = await signUpNewUser();
      const answer = await callGrantAdmin(
        { email: user.email, action: 'grant', bootstrapSecret: bootstrapSecret() },
        { idToken: user.idToken },
      );
      expectRefused(answer, 403, 'bootstrap-closed');
      expect(await claimsOf(user.uid)).toBeUndefined();
    });

    it('refuses the secret for a removal', async () => {
      const user = await signUpNewUser();
      await setRoster([]);
      const answer = await callGrantAdmin(
        { email: user.email, action: 'remove', bootstrapSecret: bootstrapSecret() },
        { idToken: user.idToken },
      );
      expectRefused(answer, 403, 'not-admin');
    });

    it('refuses a signed-out caller even with the right secret', async () => {
      const user = await signUpNewUser();
      await setRoster([]);
      const answer = await callGrantAdmin({
        email: user.email,
        action: 'grant',
        bootstrapSecret: bootstrapSecret(),
      });
      expectRefused(answer, 401, 'sign-in-required');
      expect(await claimsOf(user.uid)).toBeUndefined();
    });
  });
});
