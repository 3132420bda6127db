import { FieldValue } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  afterSettle,
  runOfferTask,
  sendJoinedMail,
  sendLeftMail,
  sendRemovedMail,
  type OfferTask,
} from '../../functions/src/waitlist/after-settle.js';
import { settlePlan, waitCountPath } from '../../functions/src/waitlist/settle-plan.js';
import {
  changeWaitlist,
  joinWaitlist,
  recordLeave,
} from '../../functions/src/waitlist/waitlist-actions.js';
import { waitlistEntryId } from '#shared/model/waitlist.js';
import { unitFirestore } from './support/firestore.js';

const run = Date.now().toString(36);
let counter = 0;
const planKey = 'indoor_3000_90x90';
const now = new Date('2026-12-01T01:00:00Z');

/** A published brand and asset whose plan has `spaces.length` spaces, all occupied. */
async function fullPlan(spaceIds: string[]) {
  counter += 1;
  const db = unitFirestore();
  const brandId = `wait-${run}-${counter}`;
  await db.doc(`brands/${brandId}`).set({
    name: 'ソラクラ',
    contact: { email: 'info@sorakura.example', phone: '03-1234-5678' },
  });
  await db.doc(`brands/${brandId}/assets/A1`).set({
    name: 'ソラクラ 船橋',
    published: true,
    plans: {
      [planKey]: {
        type: 'indoor',
        monthlyFee: 3000,
        areaM2: 0.81,
        total: spaceIds.length,
        available: 0,
      },
    },
    lastSpaceMove: null,
  });
  for (const id of spaceIds) {
    await db.doc(`brands/${brandId}/assets/A1/spaces/${id}`).set({
      label: id,
      type: 'indoor',
      monthlyFee: 3000,
      size: { widthCm: 90, depthCm: 90 },
      status: 'occupied',
      reservedBy: 'tenant',
      applicationId: null,
    });
  }
  const plan = { brandId, assetId: 'A1', planKey };
  const join = async (uid: string, startDate = '2026-12-01') =>
    joinWaitlist(
      db,
      { ...plan, uid, name: `${uid} 様`, email: `${uid}@example.com`, startDate, note: '' },
      now,
    );
  // What a cancel, reject or contract end does: the space is free, its plan counts one more.
  const free = async (id: string) => {
    const batch = db.batch();
    batch.update(db.doc(`brands/${brandId}/assets/A1/spaces/${id}`), {
      status: 'available',
      reservedBy: null,
    });
    batch.update(db.doc(`brands/${brandId}/assets/A1`), {
      [`plans.${planKey}.available`]: FieldValue.increment(1),
    });
    await batch.commit();
  };
  const entry = async (uid: string) =>
    (
      await db.doc(`brands/${brandId}/waitlist/${waitlistEntryId('A1', planKey, uid)}`).get()
    ).data()!;
  const space = async (id: string) =>
    (await db.doc(`brands/${brandId}/assets/A1/spaces/${id}`).get()).data()!;
  const available = async () =>
    (await db.doc(`brands/${brandId}/assets/A1`).get()).get(`plans.${planKey}.available`) as number;
  const mails = async (kind: string) =>
    (
      await db.collection('mail').where('brandId', '==', brandId).where('kind', '==', kind).get()
    ).docs.map((d) => d.data());
  return { db, brandId, plan, join, free, entry, space, available, mails };
}

const tasks: { task: OfferTask; at: Date }[] = [];
const schedule = async (task: OfferTask, at: Date) => {
  tasks.push({ task, at });
};

beforeAll(() => {
  process.env.MAIL_FROM = '"スペースナビ" <no-reply@spacenavi.example>';
});

describe('空き待ち: settling a plan (settlePlan against the Firestore emulator)', () => {
  it('joins in order with positions and a public count, one entry per customer and plan', async () => {
    const t = await fullPlan(['S1']);
    expect((await t.join('alice')).position).toBe(1);
    expect((await t.join('bob')).position).toBe(2);
    await expect(t.join('alice')).rejects.toThrow('すでにご登録');
    expect((await t.db.doc(waitCountPath(t.plan)).get()).data()).toMatchObject({
      waiting: 2,
      offered: 0,
    });
    expect(await t.entry('bob')).toMatchObject({ status: 'waiting', position: 2, offer: null });
  });

  it('two spaces freeing at the same moment are offered to two different people', async () => {
    const t = await fullPlan(['S1', 'S2']);
    await t.join('alice');
    await t.join('bob');
    await t.join('carol');
    await Promise.all([t.free('S1'), t.free('S2')]);
    // Both triggers settle at once.
    const [first, second] = await Promise.all([
      settlePlan(t.db, t.plan, { now }),
      settlePlan(t.db, t.plan, { now }),
    ]);
    const offers = [...first, ...second].filter((a) => a.kind === 'offered');
    expect(offers).toHaveLength(2);
    expect(new Set(offers.map((a) => a.entryId)).size).toBe(2);
    const [s1, s2] = [await t.space('S1'), await t.space('S2')];
    expect([s1['status'], s2['status']]).toEqual(['held', 'held']);
    expect(new Set([s1['hold'].uid, s2['hold'].uid])).toEqual(new Set(['alice', 'bob']));
    expect(await t.entry('carol')).toMatchObject({ status: 'waiting', position: 1 });
    expect((await t.db.doc(waitCountPath(t.plan)).get()).data()).toMatchObject({
      waiting: 1,
      offered: 2,
    });
  });

  it('one space freeing twice (a retried trigger) is offered once, and mailed once', async () => {
    const t = await fullPlan(['S1']);
    await t.join('alice');
    await t.join('bob');
    await t.free('S1');
    const first = await settlePlan(t.db, t.plan, { now });
    await afterSettle(t.db, t.plan, first, schedule);
    const again = await settlePlan(t.db, t.plan, { now });
    await afterSettle(t.db, t.plan, again, schedule);
    await afterSettle(t.db, t.plan, first, schedule);
    expect(first.filter((a) => a.kind === 'offered')).toHaveLength(1);
    expect(again).toEqual([]);
    expect(await t.entry('alice')).toMatchObject({ status: 'offered', offers: 1 });
    expect(await t.entry('bob')).toMatchObject({ status: 'waiting', position: 1 });
    const offerMails = await t.mails('waitlist-offer');
    expect(offerMails).toHaveLength(1);
    expect(offerMails[0]!['message'].subject).toBe(
      '【ソラクラ】空きが出ました：ソラクラ 船橋 区画 S1（2026年12月3日（木）10:00まで）',
    );
    expect(offerMails[0]!['message'].text).toContain('alice 様');
    // The hold keeps the space out of the free count.
    expect(await t.available()).toBe(0);
  });

  it('an offer that lapses goes to the next in line; nobody left: the space is free for all', async () => {
    const t = await fullPlan(['S1']);
    await t.join('alice');
    await t.join('bob');
    await t.free('S1');
    await afterSettle(t.db, t.plan, await settlePlan(t.db, t.plan, { now }), schedule);
    const aliceId = waitlistEntryId('A1', planKey, 'alice');
    const expire = { ...t.plan, entryId: aliceId, seq: 1, kind: 'expire' as const };
    // The task run early (the emulator runs tasks at once): nothing changes.
    expect(await runOfferTask(t.db, expire, schedule, now)).toBe('not-due');
    const until = (await t.entry('alice'))['offer'].until.toDate() as Date;
    expect(until.toISOString()).toBe('2026-12-03T01:00:00.000Z');
    // The task at its time.
    expect(await runOfferTask(t.db, expire, schedule, new Date(until.getTime() + 1000))).toBe(
      'ended',
    );
    expect(await t.entry('alice')).toMatchObject({ status: 'lapsed', position: null });
    expect(await t.entry('bob')).toMatchObject({
      status: 'offered',
      offer: { spaceId: 'S1', seq: 1 },
    });
    expect((await t.space('S1'))['hold'].uid).toBe('bob');
    expect(await t.mails('waitlist-offer-ended')).toHaveLength(1);
    // Bob declines (his own write, recorded by the trigger): nobody left, S1 is free for all.
    await t.db
      .doc(`brands/${t.brandId}/waitlist/${waitlistEntryId('A1', planKey, 'bob')}`)
      .update({ status: 'left' });
    const bobId = waitlistEntryId('A1', planKey, 'bob');
    const { actions, recorded } = await recordLeave(t.db, t.brandId, bobId, now);
    expect(actions).toEqual([{ kind: 'freed', spaceId: 'S1' }]);
    expect(recorded).toEqual({ kind: 'declined', spaceId: 'S1', label: 'S1' });
    // Recorded once: a repeated trigger records nothing more.
    expect((await recordLeave(t.db, t.brandId, bobId, now)).recorded).toBeNull();
    expect(await t.space('S1')).toMatchObject({ status: 'available' });
    expect((await t.space('S1'))['hold']).toBeUndefined();
    expect(await t.available()).toBe(1);
    expect((await t.entry('bob'))['history'].at(-1)).toMatchObject({
      what: 'declined',
      by: 'bob',
      spaceId: 'S1',
    });
  });

  it('warns once when the offer is about to end (the remind task at its time)', async () => {
    const t = await fullPlan(['S1']);
    await t.join('alice');
    await t.free('S1');
    await afterSettle(t.db, t.plan, await settlePlan(t.db, t.plan, { now }), schedule);
    const entryId = waitlistEntryId('A1', planKey, 'alice');
    const offer = (await t.entry('alice'))['offer'];
    const remindAt = offer.remindAt.toDate() as Date;
    // 6 hours before a 48-hour offer ends.
    expect(offer.until.toDate().getTime() - remindAt.getTime()).toBe(6 * 3600_000);
    const remind = { ...t.plan, entryId, seq: 1, kind: 'remind' as const };
    expect(await runOfferTask(t.db, remind, schedule, now)).toBe('not-due');
    expect(await runOfferTask(t.db, remind, schedule, remindAt)).toBe('reminded');
    expect(await runOfferTask(t.db, remind, schedule, remindAt)).toBe('reminded');
    const mails = await t.mails('waitlist-offer-reminder');
    expect(mails).toHaveLength(1);
    expect(mails[0]!['message'].subject).toBe(
      '【ソラクラ】ご案内中の区画の期限が近づいています（2026年12月3日（木）10:00まで）',
    );
    // The tasks of the offer were scheduled at its reminder and its end.
    expect(
      tasks
        .filter((x) => x.task.brandId === t.brandId && x.task.entryId === entryId)
        .map((x) => [x.task.kind, x.at]),
    ).toEqual([
      ['remind', remindAt],
      ['expire', offer.until.toDate()],
    ]);
  });

  it('an offered person who applies is done; a start date too far ahead is passed over', async () => {
    const t = await fullPlan(['S1']);
    await t.join('later', '2027-06-01');
    await t.join('alice');
    await t.free('S1');
    await settlePlan(t.db, t.plan, { now });
    expect(await t.entry('alice')).toMatchObject({ status: 'offered' });
    expect(await t.entry('later')).toMatchObject({ status: 'waiting', position: 1 });
    await t.db.doc(`brands/${t.brandId}/assets/A1/spaces/S1`).update({
      status: 'reserved',
      reservedBy: 'alice',
      applicationId: 'app1',
    });
    await settlePlan(t.db, t.plan, { now });
    expect(await t.entry('alice')).toMatchObject({ status: 'done' });
    expect((await t.entry('alice'))['history'].at(-1)).toMatchObject({ what: 'applied' });
  });

  it('staff move, remove with a reason and offer a space by hand', async () => {
    const t = await fullPlan(['S1', 'S2']);
    await t.join('alice');
    await t.join('bob');
    await t.join('carol');
    const id = (uid: string) => waitlistEntryId('A1', planKey, uid);
    await changeWaitlist(
      t.db,
      t.brandId,
      { kind: 'move', entryId: id('carol'), direction: 'up' },
      'staff',
      now,
    );
    expect(await t.entry('carol')).toMatchObject({ position: 2 });
    expect(await t.entry('bob')).toMatchObject({ position: 3 });
    await changeWaitlist(
      t.db,
      t.brandId,
      { kind: 'remove', entryId: id('alice'), reason: 'ご本人から電話で取り消しのご連絡' },
      'staff',
      now,
    );
    expect(await t.entry('alice')).toMatchObject({
      status: 'removed',
      reason: 'ご本人から電話で取り消しのご連絡',
    });
    expect(await t.entry('carol')).toMatchObject({ position: 1 });
    // Staff free S2 (the trigger is not in this test): it goes to the line's first, carol.
    await t.db
      .doc(`brands/${t.brandId}/assets/A1/spaces/S2`)
      .update({ status: 'unavailable', reservedBy: null });
    await t.free('S1');
    await changeWaitlist(
      t.db,
      t.brandId,
      { kind: 'offer', entryId: id('bob'), spaceId: 'S1' },
      'staff',
      now,
    );
    expect(await t.entry('bob')).toMatchObject({ status: 'offered', offer: { spaceId: 'S1' } });
    expect((await t.entry('bob'))['history'].at(-1)).toMatchObject({
      what: 'offered',
      by: 'staff',
    });
    expect(await t.entry('carol')).toMatchObject({ status: 'waiting', position: 1 });
    await expect(
      changeWaitlist(
        t.db,
        t.brandId,
        { kind: 'offer', entryId: id('carol'), spaceId: 'S2' },
        'staff',
        now,
      ),
    ).rejects.toThrow('空きではない');
  });

  it('mails the joining and the removal in the brand’s words, once each', async () => {
    const t = await fullPlan(['S1']);
    const { entryId, position } = await t.join('alice');
    await sendJoinedMail(t.db, t.plan, entryId, position);
    await sendJoinedMail(t.db, t.plan, entryId, position);
    const joined = await t.mails('waitlist-joined');
    expect(joined).toHaveLength(1);
    expect(joined[0]!['message'].subject).toBe(
      '【ソラクラ】空き待ちに登録しました（ソラクラ 船橋）',
    );
    expect(joined[0]!['message'].text).toContain('現在の順番：1番目');
    // The hold time is said before anything is offered: the brand's (48 hours by default).
    expect(joined[0]!['message'].text).toContain(
      'ご案内した区画は、ご案内から48時間（2日間）お客さまのためにお取りし',
    );
    expect(joined[0]!['message'].text).toContain(
      'プラン：屋内トランクルーム 0.5帖（0.81㎡）・月額3,000円',
    );
    await changeWaitlist(
      t.db,
      t.brandId,
      { kind: 'remove', entryId, reason: 'お電話で取り消しのご依頼があったため' },
      'staff',
      now,
    );
    await sendRemovedMail(t.db, t.plan, entryId);
    const removed = await t.mails('waitlist-removed');
    expect(removed).toHaveLength(1);
    expect(removed[0]!['message'].text).toContain('理由：お電話で取り消しのご依頼があったため');
    expect(removed[0]!['uid']).toBe('alice');
  });

  it('confirms a decline and a leave by mail, once each, in the brand’s hold time', async () => {
    const t = await fullPlan(['S1']);
    await t.db.doc(`brands/${t.brandId}/settings/waitlist`).set({ holdHours: 12 });
    const alice = await t.join('alice');
    await sendJoinedMail(t.db, t.plan, alice.entryId, alice.position);
    expect((await t.mails('waitlist-joined'))[0]!['message'].text).toContain(
      'ご案内から12時間お客さまのためにお取りし',
    );
    const bob = await t.join('bob');
    await t.free('S1');
    await settlePlan(t.db, t.plan, { now });
    // Alice declines her offer; Bob leaves the line while waiting.
    for (const uid of ['alice', 'bob']) {
      await t.db
        .doc(`brands/${t.brandId}/waitlist/${waitlistEntryId('A1', planKey, uid)}`)
        .update({ status: 'left' });
    }
    const declined = await recordLeave(t.db, t.brandId, alice.entryId, now);
    expect(declined.recorded).toMatchObject({ kind: 'declined', label: 'S1' });
    const left = await recordLeave(t.db, t.brandId, bob.entryId, now);
    expect(left.recorded).toEqual({ kind: 'left' });
    for (let i = 0; i < 2; i += 1) {
      await sendLeftMail(t.db, t.plan, alice.entryId, { label: 'S1' });
      await sendLeftMail(t.db, t.plan, bob.entryId, null);
    }
    const declinedMails = await t.mails('waitlist-declined');
    expect(declinedMails).toHaveLength(1);
    expect(declinedMails[0]!['uid']).toBe('alice');
    expect(declinedMails[0]!['message'].subject).toBe(
      '【ソラクラ】ご案内した区画の辞退を承りました（ソラクラ 船橋）',
    );
    expect(declinedMails[0]!['message'].text).toContain('区画 S1');
    expect(declinedMails[0]!['message'].text).toContain('次にお待ちの方へご案内します');
    const leftMails = await t.mails('waitlist-left');
    expect(leftMails).toHaveLength(1);
    expect(leftMails[0]!['uid']).toBe('bob');
    expect(leftMails[0]!['message'].text).toContain('空き待ちのご登録を取り消しました');
  });

  it('refuses a plan with a free space and more plans than the brand allows', async () => {
    const t = await fullPlan(['S1']);
    await t.db.doc(`brands/${t.brandId}/settings/waitlist`).set({ perCustomer: 1 });
    await t.join('alice');
    await t.db.doc(`brands/${t.brandId}/assets/A1`).update({
      [`plans.indoor_5000_90x180`]: {
        type: 'indoor',
        monthlyFee: 5000,
        areaM2: 1.62,
        total: 1,
        available: 0,
      },
    });
    await expect(
      joinWaitlist(
        t.db,
        {
          ...t.plan,
          planKey: 'indoor_5000_90x180',
          uid: 'alice',
          name: 'a',
          email: 'a@example.com',
          startDate: '2026-12-01',
          note: '',
        },
        now,
      ),
    ).rejects.toThrow('同時に1件まで');
    await t.db.doc(`brands/${t.brandId}/assets/A1`).update({ [`plans.${planKey}.available`]: 1 });
    await expect(t.join('bob')).rejects.toThrow('空きがあります');
  });
});
