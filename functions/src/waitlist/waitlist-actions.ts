import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { calendarDatePattern, isRealCalendarDate } from '#shared/model/calendar-date.js';
import {
  activeWaitlistStatuses,
  planLabel,
  waitlistEntryId,
  waitlistSettingsOf,
} from '#shared/model/waitlist.js';
import {
  settlePlan,
  WaitlistError,
  waitlistPath,
  type PlanRef,
  type SettleAction,
  type WaitlistEntryRow,
} from './settle-plan.js';

export type JoinInput = PlanRef & {
  uid: string;
  name: string;
  email: string;
  startDate: string;
  note: string;
};

/** Checks a join's fields; throws WaitlistError with what is wrong, in Japanese. */
function checkJoin(input: JoinInput): void {
  const bad = (message: string) => new WaitlistError('failed-precondition', message);
  if (!/^[0-9A-Z][0-9A-Z-]{0,15}$/.test(input.assetId)) throw bad('物件を指定してください。');
  if (!/^[a-z]+_\d+_\d+x\d+$/.test(input.planKey)) throw bad('プランを指定してください。');
  if (input.name.trim().length < 1 || input.name.length > 50)
    throw bad('お名前を50文字以内で入力してください。');
  if (!calendarDatePattern.test(input.startDate) || !isRealCalendarDate(input.startDate))
    throw bad('利用開始希望日を「2026-04-01」の形式で入力してください。');
  if (input.note.length > 500) throw bad('ご要望は500文字以内で入力してください。');
}

/**
 * 空き待ちに登録: one entry per customer and plan (its id names both), at most the brand's
 * `perCustomer` plans at once, only for a plan with no free space (a free one is applied for
 * directly). The entry goes to the end of the line; settling the plan in the same transaction
 * gives it its position (and, should a space be free after all, its offer). A customer who
 * left, lapsed or was removed joins again at the end. Answers the entry's id and position.
 */
export async function joinWaitlist(
  db: Firestore,
  input: JoinInput,
  now: Date = new Date(),
): Promise<{ entryId: string; position: number | null; actions: SettleAction[] }> {
  checkJoin(input);
  const { brandId, assetId, planKey, uid } = input;
  const [asset, settings, mine] = await Promise.all([
    db.doc(`brands/${brandId}/assets/${assetId}`).get(),
    db.doc(`brands/${brandId}/settings/waitlist`).get(),
    db.collection(waitlistPath(brandId)).where('uid', '==', uid).get(),
  ]);
  const plan = asset.get(`plans.${planKey}`) as
    { available?: number; type: string; monthlyFee: number; areaM2: number } | undefined;
  if (!asset.exists || asset.get('published') !== true || !plan)
    throw new WaitlistError('not-found', 'このプランは見つかりません。');
  if ((plan.available ?? 0) > 0)
    throw new WaitlistError(
      'failed-precondition',
      'このプランには空きがあります。空き待ちではなく、そのままお申し込みいただけます。',
    );
  const entryId = waitlistEntryId(assetId, planKey, uid);
  const active = mine.docs.filter(
    (d) => d.id !== entryId && activeWaitlistStatuses.includes(d.get('status') as never),
  ).length;
  const { perCustomer } = waitlistSettingsOf(settings.data());
  if (active >= perCustomer)
    throw new WaitlistError(
      'failed-precondition',
      `空き待ちに登録できるのは、同時に${perCustomer}件までです。マイユニットでほかの登録を取り消してから、お申し込みください。`,
    );
  let joined: WaitlistEntryRow | null = null as WaitlistEntryRow | null;
  const at = Timestamp.fromDate(now);
  const actions = await settlePlan(
    db,
    { brandId, assetId, planKey },
    {
      now,
      change: (entries) => {
        const existing = entries.get(entryId);
        if (existing && activeWaitlistStatuses.includes(existing.status))
          throw new WaitlistError(
            'failed-precondition',
            'このプランの空き待ちには、すでにご登録いただいています。',
          );
        const rank = Math.max(0, ...[...entries.values()].map((e) => e.rank)) + 1;
        const row: WaitlistEntryRow = {
          id: entryId,
          uid,
          status: 'waiting',
          rank,
          position: null,
          startDate: input.startDate,
          offer: null,
          offers: existing?.offers ?? 0,
          history: [...(existing?.history ?? []), { at, by: uid, what: 'joined' as const }].slice(
            -50,
          ),
          extra: {
            uid,
            assetId,
            planKey,
            name: input.name.trim(),
            email: input.email,
            startDate: input.startDate,
            note: input.note.trim(),
            // What my unit and the queue show without reading the asset again.
            assetName: String(asset.get('name') ?? assetId),
            planLabel: planLabel(plan),
            reason: null,
            ...(existing ? {} : { createdAt: FieldValue.serverTimestamp() }),
            joinedAt: FieldValue.serverTimestamp(),
          },
        };
        joined = row;
        entries.set(entryId, row);
      },
    },
  );
  return { entryId, position: joined?.position ?? null, actions };
}

/** A staff member's change to one entry (the queue screen): move, remove, offer a space. */
export type StaffChange =
  | { kind: 'move'; entryId: string; direction: 'up' | 'down' }
  | { kind: 'remove'; entryId: string; reason: string }
  | { kind: 'offer'; entryId: string; spaceId: string };

/** The plan an entry id names (`${assetId}__${planKey}__${uid}`). */
export function planOfEntryId(brandId: string, entryId: string): PlanRef & { uid: string } {
  const [assetId, planKey, uid] = entryId.split('__');
  if (!assetId || !planKey || !uid)
    throw new WaitlistError('not-found', 'この登録は見つかりません。');
  return { brandId, assetId, planKey, uid };
}

/**
 * Staff's changes, each in the plan's settle transaction so the line and its offers stay
 * consistent: 「順番を上げる／下げる」 swaps the entry with its neighbour in the line; 「登録を
 * 取り消す」 removes it with a reason (its offer, if any, ends and the space goes to the next
 * person); 「この区画を案内する」 offers a free space of the plan to that entry ahead of the line.
 */
export async function changeWaitlist(
  db: Firestore,
  brandId: string,
  change: StaffChange,
  by: string,
  now: Date = new Date(),
): Promise<SettleAction[]> {
  const plan = planOfEntryId(brandId, change.entryId);
  const at = Timestamp.fromDate(now);
  if (change.kind === 'offer')
    return settlePlan(db, plan, {
      now,
      staffOffer: { entryId: change.entryId, spaceId: change.spaceId, by },
    });
  if (change.kind === 'remove' && (change.reason.trim() === '' || change.reason.length > 200))
    throw new WaitlistError('failed-precondition', '取り消す理由を200文字以内で入力してください。');
  return settlePlan(db, plan, {
    now,
    change: (entries) => {
      const entry = entries.get(change.entryId);
      if (!entry || !activeWaitlistStatuses.includes(entry.status))
        throw new WaitlistError('failed-precondition', 'この登録は、すでに終了しています。');
      if (change.kind === 'remove') {
        entry.status = 'removed';
        entry.history = [
          ...entry.history,
          { at, by, what: 'removed' as const, reason: change.reason.trim() },
        ].slice(-50);
        entry.extra = { reason: change.reason.trim() };
        return;
      }
      const line = [...entries.values()]
        .filter((e) => e.status === 'waiting')
        .sort((a, b) => a.rank - b.rank || a.id.localeCompare(b.id));
      const index = line.findIndex((e) => e.id === entry.id);
      const other = line[index + (change.direction === 'up' ? -1 : 1)];
      if (index < 0 || !other)
        throw new WaitlistError('failed-precondition', 'これ以上、順番を動かせません。');
      [entry.rank, other.rank] = [other.rank, entry.rank];
      if (entry.rank === other.rank) entry.rank += change.direction === 'up' ? -0.5 : 0.5;
      entry.history = [...entry.history, { at, by, what: 'moved' as const }].slice(-50);
    },
  });
}

/** What a leave recorded: a declined offer (its space), a plain leave, or nothing new. */
export type RecordedLeave = { kind: 'declined'; spaceId: string; label: string } | { kind: 'left' };

/**
 * A customer left (or declined their offer) by writing `status: 'left'` themselves (the rules
 * allow that one write): the history records it (a decline with the space it gave up) and the
 * plan is settled, so an offer they held goes to the next person and everyone behind moves up.
 * Nothing when already recorded. Answers the settle's actions and what was recorded (the
 * confirmation mail says it).
 */
export async function recordLeave(
  db: Firestore,
  brandId: string,
  entryId: string,
  now: Date = new Date(),
): Promise<{ actions: SettleAction[]; recorded: RecordedLeave | null }> {
  const plan = planOfEntryId(brandId, entryId);
  const at = Timestamp.fromDate(now);
  let recorded: RecordedLeave | null = null as RecordedLeave | null;
  const actions = await settlePlan(db, plan, {
    now,
    change: (entries) => {
      recorded = null;
      const entry = entries.get(entryId);
      if (!entry || entry.status !== 'left') return;
      const last = entry.history[entry.history.length - 1];
      if (last?.what === 'left' || last?.what === 'declined') return;
      const offer =
        entry.offer !== null && entry.offer.until.toMillis() > now.getTime() ? entry.offer : null;
      entry.history = [
        ...entry.history,
        offer
          ? { at, by: plan.uid, what: 'declined' as const, spaceId: offer.spaceId }
          : { at, by: plan.uid, what: 'left' as const },
      ].slice(-50);
      recorded = offer
        ? { kind: 'declined', spaceId: offer.spaceId, label: offer.label }
        : { kind: 'left' };
    },
  });
  return { actions, recorded };
}
