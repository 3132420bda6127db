import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import {
  CONTRACT_END_ACTOR,
  contractEndInstant,
  endDueContract,
  japanToday,
} from '../../functions/src/contracts/end-due-contract.js';
import { unitFirestore } from './support/firestore.js';

const run = Date.now().toString(36);
let counter = 0;
const planKey = 'indoor_7100_90x180';

/** A contracted application holding an occupied space, with a 解約 request ending `endDate`. */
async function contract(endDate: string, confirmed: boolean) {
  counter += 1;
  const db = unitFirestore();
  const brandId = `end-${run}-${counter}`;
  const applicationId = `app${counter}`;
  const at = Timestamp.fromDate(new Date('2026-11-01T00:00:00Z'));
  await db.doc(`brands/${brandId}/assets/A1`).set({
    plans: { [planKey]: { total: 2, available: 0 } },
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
  await db.doc(`brands/${brandId}/applications/${applicationId}`).set({
    assetId: 'A1',
    spaceId: 'S1',
    status: 'contracted',
    history: {
      '0': { at, by: 'alice', from: null, to: 'submitted' },
      '1': { at, by: 'staff', from: 'submitted', to: 'approved' },
      '2': { at, by: 'staff', from: 'approved', to: 'contracted' },
    },
    terminationRequest: {
      endDate,
      requestedAt: at,
      ...(confirmed ? { confirmedAt: at, confirmedBy: 'staff' } : {}),
    },
  });
  const read = async (path: string) => (await db.doc(`brands/${brandId}/${path}`).get()).data()!;
  return { db, ref: { brandId, applicationId }, read };
}

describe('endDueContract (a confirmed 解約 ends on its date by itself)', () => {
  it("Japan's today and the instant a contract ends (00:00 JST the next day)", () => {
    expect(japanToday(new Date('2026-12-31T14:59:59Z'))).toBe('2026-12-31');
    expect(japanToday(new Date('2026-12-31T15:00:00Z'))).toBe('2027-01-01');
    expect(contractEndInstant('2026-12-31').toISOString()).toBe('2026-12-31T15:00:00.000Z');
  });

  it('until the end date has passed, the contract stays 契約中 and the space occupied', async () => {
    const { db, ref, read } = await contract('2026-12-31', true);
    expect(await endDueContract(db, ref, '2026-12-31')).toBe('not-due');
    expect((await read(`applications/${ref.applicationId}`))['status']).toBe('contracted');
    expect((await read('assets/A1/spaces/S1'))['status']).toBe('occupied');
  });

  it('the day after: 終了, the space free and counted free, one history entry', async () => {
    const { db, ref, read } = await contract('2026-12-31', true);
    expect(await endDueContract(db, ref, '2027-01-01')).toBe('ended');
    const app = await read(`applications/${ref.applicationId}`);
    expect(app['status']).toBe('ended');
    expect(app['history']['3']).toMatchObject({
      by: CONTRACT_END_ACTOR,
      from: 'contracted',
      to: 'ended',
    });
    expect(await read('assets/A1/spaces/S1')).toMatchObject({
      status: 'available',
      reservedBy: null,
      applicationId: null,
    });
    expect((await read('assets/A1'))['plans'][planKey]['available']).toBe(1);
    // Run again (a retried task): nothing more changes.
    expect(await endDueContract(db, ref, '2027-01-02')).toBe('nothing-to-do');
    expect((await read('assets/A1'))['plans'][planKey]['available']).toBe(1);
  });

  it('an unconfirmed (or withdrawn) request never ends the contract', async () => {
    const { db, ref, read } = await contract('2026-12-31', false);
    expect(await endDueContract(db, ref, '2027-01-05')).toBe('nothing-to-do');
    expect((await read(`applications/${ref.applicationId}`))['status']).toBe('contracted');
  });
});
