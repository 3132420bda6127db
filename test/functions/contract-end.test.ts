import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { adminFirestore } from './support/admin-firestore.js';

const run = Date.now().toString(36);
const planKey = 'indoor_7100_90x180';

/** Polls `read` until `done` holds or 60 s pass (the first run cold-starts the functions). */
async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

describe('a confirmed 解約 ends by itself (scheduleContractEnd → Cloud Tasks → endContract)', () => {
  it('confirming a 解約 whose date has passed ends the contract and frees the space', async () => {
    const db = adminFirestore();
    const brandId = `contract-end-${run}`;
    const applicationId = 'app1';
    const at = Timestamp.fromDate(new Date('2026-01-05T00:00:00Z'));
    await db.doc(`brands/${brandId}/assets/A1`).set({
      plans: { [planKey]: { total: 1, available: 0 } },
      lastSpaceMove: null,
    });
    await db.doc(`brands/${brandId}/assets/A1/spaces/S1`).set({
      type: 'indoor',
      monthlyFee: 7100,
      size: { widthCm: 90, depthCm: 180 },
      status: 'occupied',
      reservedBy: 'alice',
      applicationId,
    });
    const appRef = db.doc(`brands/${brandId}/applications/${applicationId}`);
    await appRef.set({
      assetId: 'A1',
      spaceId: 'S1',
      status: 'contracted',
      history: {
        '0': { at, by: 'alice', from: null, to: 'submitted' },
        '1': { at, by: 'staff', from: 'submitted', to: 'contracted' },
      },
      terminationRequest: { endDate: '2026-01-31', requestedAt: at },
    });
    // Staff confirm it (as confirmTermination writes it): the trigger schedules the task; the
    // emulator's queue runs it at once, and the end date is past, so the contract ends.
    await appRef.update({
      'terminationRequest.confirmedAt': Timestamp.now(),
      'terminationRequest.confirmedBy': 'staff',
    });
    const ended = await waitFor(
      async () => (await appRef.get()).data()!,
      (d) => d['status'] === 'ended',
    );
    expect(ended['status']).toBe('ended');
    expect(ended['history']['2']).toMatchObject({ by: 'system:contract-end', to: 'ended' });
    expect((await db.doc(`brands/${brandId}/assets/A1/spaces/S1`).get()).data()).toMatchObject({
      status: 'available',
      applicationId: null,
    });
    expect(
      (await db.doc(`brands/${brandId}/assets/A1`).get()).get(`plans.${planKey}.available`),
    ).toBe(1);
  }, 90_000);
});
