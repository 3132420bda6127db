import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { todayInJapan } from '../messages/format-ja.js';
import {
  offerReminderAt,
  waitlistSettingsOf,
  type WaitlistStatus,
  type WaitlistStep,
} from '#shared/model/waitlist.js';

/** Who the history records for what the server does by itself (offers, expiry). */
export const WAITLIST_ACTOR = 'system:waitlist';

export type PlanRef = { brandId: string; assetId: string; planKey: string };

/** The key of a space's plan in asset.plans (src/lib/model/plan-key-of.ts builds the same). */
export function planKeyOf(space: FirebaseFirestore.DocumentData): string {
  const size = space['size'] as { widthCm?: unknown; depthCm?: unknown } | undefined;
  return `${String(space['type'])}_${String(space['monthlyFee'])}_${String(size?.widthCm)}x${String(size?.depthCm)}`;
}

export const waitlistPath = (brandId: string) => `brands/${brandId}/waitlist`;
export const waitCountPath = ({ brandId, assetId, planKey }: PlanRef) =>
  `brands/${brandId}/assets/${assetId}/waitCounts/${planKey}`;

export type HistoryStep = {
  at: Timestamp;
  by: string;
  what: WaitlistStep;
  spaceId?: string;
  reason?: string;
};

type Offer = {
  spaceId: string;
  label: string;
  at: Timestamp;
  until: Timestamp;
  remindAt: Timestamp;
  seq: number;
};

type Entry = {
  id: string;
  uid: string;
  status: WaitlistStatus;
  rank: number;
  position: number | null;
  startDate: string;
  offer: Offer | null;
  offers: number;
  history: HistoryStep[];
  /** Fields written with the entry when it is new or joins again (join). */
  extra?: Record<string, unknown>;
};

type SpaceRow = {
  id: string;
  label: string;
  status: string;
  reservedBy: string | null;
  hold: { uid: string; entryId: string; until: Timestamp } | null;
};

/** What one settle did, for the mails and tasks that follow its commit (afterSettle). */
export type SettleAction =
  | { kind: 'offered'; entryId: string; offer: Offer }
  | { kind: 'lapsed'; entryId: string; offer: Offer }
  | { kind: 'applied'; entryId: string; spaceId: string }
  | { kind: 'withdrawn'; entryId: string; spaceId: string }
  | { kind: 'freed'; spaceId: string };

export type { Entry as WaitlistEntryRow };

export type SettleOptions = {
  now?: Date;
  /** Staff offering one space to one entry by hand (ahead of the line). */
  staffOffer?: { entryId: string; spaceId: string; by: string };
  /** Extra writes in the same transaction (a join, a staff move): run after the reads. */
  change?: (entries: Map<string, Entry>) => void;
};

function entryOf(id: string, data: FirebaseFirestore.DocumentData): Entry {
  return {
    id,
    uid: String(data['uid']),
    status: data['status'] as WaitlistStatus,
    rank: typeof data['rank'] === 'number' ? data['rank'] : 0,
    position: typeof data['position'] === 'number' ? data['position'] : null,
    startDate: String(data['startDate'] ?? ''),
    offer: (data['offer'] as Offer | null | undefined) ?? null,
    offers: typeof data['offers'] === 'number' ? data['offers'] : 0,
    history: Array.isArray(data['history']) ? (data['history'] as HistoryStep[]) : [],
  };
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export class WaitlistError extends Error {
  constructor(
    readonly code: 'not-found' | 'failed-precondition',
    message: string,
  ) {
    super(message);
    this.name = 'WaitlistError';
  }
}

/**
 * Brings one plan's 空き待ち in line with its spaces and the time, in one transaction
 * (docs/waitlist.md, "Settling a plan"). It reads the plan's entries, the asset's spaces of the
 * plan and the brand's settings, then:
 *
 * 1. an offered entry whose space is now reserved by its person is `done` (they applied); one
 *    whose space is no longer held for it goes back to waiting (staff changed the space); one
 *    whose offer has ended (`until <= now`) is `lapsed` and its space is free again;
 * 2. a space held for an entry that is no longer offered (left, removed) is free again;
 * 3. each free space of the plan is offered, by label, to the first waiting entry (by rank)
 *    whose earliest start date fits; it becomes `held` for them until now + the brand's hold;
 *    a space nobody fits stays free for everyone;
 * 4. positions (1, 2, …) of the waiting entries and the public counter are written again, and
 *    the asset's free count moves by the spaces that became or stopped being free.
 *
 * Run twice, or by two triggers at once, it offers each space once: the transaction reads every
 * document it decides on, so a concurrent settle that changed one makes this one run again on
 * fresh data, and a settle with nothing to do writes nothing.
 */
export async function settlePlan(
  db: Firestore,
  plan: PlanRef,
  options: SettleOptions = {},
): Promise<SettleAction[]> {
  const now = options.now ?? new Date();
  const { brandId, assetId, planKey } = plan;
  const assetRef = db.doc(`brands/${brandId}/assets/${assetId}`);
  const counterRef = db.doc(waitCountPath(plan));
  return db.runTransaction(async (tx) => {
    const [entrySnap, spaceSnap, settingsSnap, counterSnap] = await Promise.all([
      tx.get(
        db
          .collection(waitlistPath(brandId))
          .where('assetId', '==', assetId)
          .where('planKey', '==', planKey),
      ),
      tx.get(db.collection(`brands/${brandId}/assets/${assetId}/spaces`)),
      tx.get(db.doc(`brands/${brandId}/settings/waitlist`)),
      tx.get(counterRef),
    ]);
    const settings = waitlistSettingsOf(settingsSnap.data());
    const entries = new Map(entrySnap.docs.map((d) => [d.id, entryOf(d.id, d.data())]));
    const original = new Map(entrySnap.docs.map((d) => [d.id, JSON.stringify(d.data())]));
    options.change?.(entries);
    const spaces = new Map<string, SpaceRow>();
    for (const d of spaceSnap.docs) {
      const data = d.data();
      if (planKeyOf(data) !== planKey) continue;
      spaces.set(d.id, {
        id: d.id,
        label: String(data['label'] ?? d.id),
        status: String(data['status']),
        reservedBy: (data['reservedBy'] as string | null | undefined) ?? null,
        hold: (data['hold'] as SpaceRow['hold'] | undefined) ?? null,
      });
    }
    const startStatus = new Map([...spaces.values()].map((s) => [s.id, s.status]));
    const touchedSpaces = new Set<string>();
    const touchedEntries = new Set<string>();
    const actions: SettleAction[] = [];
    const at = Timestamp.fromDate(now);
    const step = (
      entry: Entry,
      what: WaitlistStep,
      extra: Partial<HistoryStep> = {},
      by = WAITLIST_ACTOR,
    ) => {
      entry.history = [...entry.history, { at, by, what, ...extra }].slice(-50);
      touchedEntries.add(entry.id);
    };
    const release = (space: SpaceRow) => {
      space.status = 'available';
      space.hold = null;
      touchedSpaces.add(space.id);
    };

    // 1. Offers: applied, withdrawn, lapsed.
    for (const entry of entries.values()) {
      if (entry.status !== 'offered' || !entry.offer) continue;
      const space = spaces.get(entry.offer.spaceId);
      const heldForIt = space?.status === 'held' && space.hold?.entryId === entry.id;
      if (space && space.status === 'reserved' && space.reservedBy === entry.uid) {
        entry.status = 'done';
        entry.position = null;
        step(entry, 'applied', { spaceId: space.id }, entry.uid);
        actions.push({ kind: 'applied', entryId: entry.id, spaceId: space.id });
      } else if (!heldForIt) {
        entry.status = 'waiting';
        step(entry, 'offer-withdrawn', { spaceId: entry.offer.spaceId });
        actions.push({ kind: 'withdrawn', entryId: entry.id, spaceId: entry.offer.spaceId });
        entry.offer = null;
      } else if (entry.offer.until.toMillis() <= now.getTime()) {
        entry.status = 'lapsed';
        entry.position = null;
        step(entry, 'lapsed', { spaceId: space.id });
        actions.push({ kind: 'lapsed', entryId: entry.id, offer: entry.offer });
        release(space);
      }
    }
    // 2. Holds whose entry no longer holds an offer (left, removed, done elsewhere).
    for (const space of spaces.values()) {
      if (space.status !== 'held') continue;
      const holder = space.hold ? entries.get(space.hold.entryId) : undefined;
      if (!holder || holder.status !== 'offered' || holder.offer?.spaceId !== space.id)
        release(space);
    }

    // 3. Free spaces to the line, in order.
    const holdMs = settings.holdHours * 3600_000;
    const offerTo = (entry: Entry, space: SpaceRow, by: string) => {
      const until = Timestamp.fromMillis(now.getTime() + holdMs);
      entry.offers += 1;
      entry.offer = {
        spaceId: space.id,
        label: space.label,
        at,
        until,
        remindAt: Timestamp.fromDate(offerReminderAt(now, until.toDate())),
        seq: entry.offers,
      };
      entry.status = 'offered';
      entry.position = null;
      step(entry, 'offered', { spaceId: space.id }, by);
      space.status = 'held';
      space.hold = { uid: entry.uid, entryId: entry.id, until };
      touchedSpaces.add(space.id);
      actions.push({ kind: 'offered', entryId: entry.id, offer: entry.offer });
    };
    if (options.staffOffer) {
      const entry = entries.get(options.staffOffer.entryId);
      const space = spaces.get(options.staffOffer.spaceId);
      if (!entry || entry.status !== 'waiting')
        throw new WaitlistError(
          'failed-precondition',
          'この方は現在、空き待ちの順番を待っていません。',
        );
      if (!space || space.status !== 'available')
        throw new WaitlistError(
          'failed-precondition',
          'この区画は空きではないため、ご案内できません。',
        );
      offerTo(entry, space, options.staffOffer.by);
    }
    const latestStart = addDays(todayInJapan(now), settings.startWithinDays);
    const line = () =>
      [...entries.values()]
        .filter((e) => e.status === 'waiting')
        .sort((a, b) => a.rank - b.rank || a.id.localeCompare(b.id));
    const free = [...spaces.values()]
      .filter((s) => s.status === 'available')
      .sort((a, b) => a.label.localeCompare(b.label, 'ja'));
    for (const space of free) {
      const next = line().find((e) => e.startDate <= latestStart);
      if (!next) {
        if (startStatus.get(space.id) !== 'available')
          actions.push({ kind: 'freed', spaceId: space.id });
        continue;
      }
      offerTo(next, space, WAITLIST_ACTOR);
    }

    // 4. Positions, counts.
    line().forEach((entry, index) => {
      entry.position = index + 1;
    });
    for (const entry of entries.values()) {
      if (entry.status !== 'waiting') entry.position = null;
    }
    let availableDelta = 0;
    for (const id of touchedSpaces) {
      const space = spaces.get(id)!;
      const before = startStatus.get(id);
      if (before === space.status && space.status !== 'held') continue;
      if (before === 'available' && space.status !== 'available') availableDelta -= 1;
      if (before !== 'available' && space.status === 'available') availableDelta += 1;
      tx.update(db.doc(`brands/${brandId}/assets/${assetId}/spaces/${id}`), {
        status: space.status,
        hold: space.hold ?? FieldValue.delete(),
        updatedAt: FieldValue.serverTimestamp(),
      });
    }
    if (availableDelta !== 0)
      tx.update(assetRef, {
        [`plans.${planKey}.available`]: FieldValue.increment(availableDelta),
      });
    let writes = touchedSpaces.size;
    for (const entry of entries.values()) {
      const next = {
        status: entry.status,
        rank: entry.rank,
        position: entry.position,
        offer: entry.offer,
        offers: entry.offers,
        history: entry.history,
      };
      const before = original.get(entry.id);
      const stored = before ? (JSON.parse(before) as Record<string, unknown>) : null;
      const changed =
        touchedEntries.has(entry.id) ||
        !stored ||
        stored['status'] !== next.status ||
        stored['rank'] !== next.rank ||
        stored['offers'] !== next.offers ||
        entry.extra !== undefined ||
        (Array.isArray(stored['history']) ? stored['history'].length : 0) !== next.history.length ||
        (stored['position'] ?? null) !== next.position;
      if (!changed) continue;
      writes += 1;
      tx.set(
        db.doc(`${waitlistPath(brandId)}/${entry.id}`),
        { ...entry.extra, ...next, updatedAt: FieldValue.serverTimestamp() },
        { merge: true },
      );
    }
    const waiting = line().length;
    const offered = [...entries.values()].filter((e) => e.status === 'offered').length;
    const counter = counterSnap.data();
    if (writes > 0 || counter?.['waiting'] !== waiting || counter['offered'] !== offered) {
      tx.set(counterRef, {
        planKey,
        waiting,
        offered,
        updatedAt: FieldValue.serverTimestamp(),
      });
    }
    return actions;
  });
}
