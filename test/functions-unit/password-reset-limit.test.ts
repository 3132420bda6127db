import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import {
  PASSWORD_RESET_LIMIT,
  PASSWORD_RESET_LIMITS,
  PASSWORD_RESET_REQUESTS,
  addressKey,
  admitPasswordReset,
} from '../../functions/src/auth/password-reset-limit.js';
import { passwordResetBody } from '../../functions/src/auth/request-password-reset.js';
import { unitFirestore } from './support/firestore.js';

const run = Date.now().toString(36);
const hour = PASSWORD_RESET_LIMIT.windowMs;

describe('password reset requests: 3 per address and hour (offline Firestore)', () => {
  it('admits 3, refuses the 4th with when to try again, admits again an hour after the first', async () => {
    const db = unitFirestore();
    const email = `Limit-${run}@Example.com `;
    const t0 = Date.parse('2026-11-20T00:00:00Z');
    const outcomes = [];
    for (const minutes of [0, 10, 20, 30]) {
      outcomes.push(
        await admitPasswordReset(db, { email, brandId: 'sorakura' }, t0 + minutes * 60_000),
      );
    }
    expect(outcomes.slice(0, 3).every((o) => o.admitted)).toBe(true);
    expect(outcomes[3]).toEqual({ admitted: false, retryAfterSeconds: 30 * 60 });

    // Each admitted request is one document with the address (normalised) and the brand.
    const first = outcomes[0];
    if (!first?.admitted) throw new Error('first request refused');
    const request = await db.doc(`${PASSWORD_RESET_REQUESTS}/${first.requestId}`).get();
    expect(request.data()).toMatchObject({
      email: `limit-${run}@example.com`,
      brandId: 'sorakura',
    });
    expect(request.get('expireAt')).toBeInstanceOf(Timestamp);
    // The limit is kept under a hash: the address is not in clear there.
    const limit = await db.doc(`${PASSWORD_RESET_LIMITS}/${addressKey(email)}`).get();
    expect(JSON.stringify(limit.data())).not.toContain('example.com');
    expect(addressKey(email)).toBe(addressKey(`limit-${run}@example.com`));

    const later = await admitPasswordReset(db, { email, brandId: 'sorakura' }, t0 + hour + 1);
    expect(later.admitted).toBe(true);
  });

  it('two requests at once cannot both take the last place', async () => {
    const db = unitFirestore();
    const email = `race-${run}@example.com`;
    const t0 = Date.parse('2026-11-20T00:00:00Z');
    await admitPasswordReset(db, { email, brandId: 'sorakura' }, t0);
    await admitPasswordReset(db, { email, brandId: 'sorakura' }, t0 + 1);
    const racing = await Promise.all([
      admitPasswordReset(db, { email, brandId: 'sorakura' }, t0 + 2),
      admitPasswordReset(db, { email, brandId: 'sorakura' }, t0 + 3),
    ]);
    expect(racing.filter((o) => o.admitted)).toHaveLength(1);
  });

  it('the body: an e-mail address and a brand id, nothing else reaches the limit', () => {
    expect(
      passwordResetBody.safeParse({ email: ' Hanako@Example.com ', brandId: 'sorakura' }),
    ).toMatchObject({ success: true, data: { email: 'hanako@example.com', brandId: 'sorakura' } });
    expect(
      passwordResetBody.safeParse({ email: 'not-an-address', brandId: 'sorakura' }).success,
    ).toBe(false);
    expect(
      passwordResetBody.safeParse({ email: 'a@example.com', brandId: '../mail' }).success,
    ).toBe(false);
    expect(passwordResetBody.safeParse({ email: 'a@example.com' }).success).toBe(false);
  });
});
