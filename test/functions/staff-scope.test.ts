/**
 * The callables check the staff scope as the rules do (issue 29; docs/auth.md, "Staff"): brand
 * staff act on their brands only, operator-wide staff on every brand and on all brands at once.
 * Allowed calls are made so they stop at a later check (a 400), so nothing is run or sent.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { adminFirestore } from './support/admin-firestore.js';
import { callStaffFunction } from './support/call-staff-function.js';

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
