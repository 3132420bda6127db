import type { DocumentSnapshot, Firestore, Timestamp } from 'firebase-admin/firestore';
import type { BrandForMail, BrandMail } from '../messages/brand-mail.js';
import { enqueueBrandMail, readBrandForMail, siteOrigin } from '../messages/brand-mail.js';
import { formatCalendarDate } from '../messages/format-ja.js';
import { holdTimeText, planLabel, waitlistSettingsOf } from '#shared/model/waitlist.js';
import type { PlanRef, SettleAction } from './settle-plan.js';
import { settlePlan, waitlistPath } from './settle-plan.js';

/** A Cloud Tasks run of waitlistOfferTask: the end of an offer, or its 期限が近い mail. */
export type OfferTask = PlanRef & {
  entryId: string;
  seq: number;
  kind: 'expire' | 'remind';
};

/** Enqueues one offer task at `at` (the functions use Cloud Tasks; tests may pass their own). */
export type ScheduleOfferTask = (task: OfferTask, at: Date) => Promise<void>;

/** 2026年12月1日（火）18:30, in Japan time. */
export function formatDeadline(at: Timestamp | Date): string {
  const date = 'toDate' in at ? at.toDate() : at;
  const japan = new Date(date.getTime() + 9 * 3600_000).toISOString();
  return `${formatCalendarDate(japan.slice(0, 10))}${japan.slice(11, 16)}`;
}

type MailContext = {
  brand: BrandForMail;
  assetName: string;
  plan: string;
};

async function mailContext(db: Firestore, plan: PlanRef): Promise<MailContext | null> {
  const [brand, asset] = await Promise.all([
    readBrandForMail(db, plan.brandId),
    db.doc(`brands/${plan.brandId}/assets/${plan.assetId}`).get(),
  ]);
  if (!brand) return null;
  const entry = asset.get(`plans.${plan.planKey}`) as
    { type: string; monthlyFee: number; areaM2: number } | undefined;
  return {
    brand,
    assetName: String(asset.get('name') ?? plan.assetId),
    plan: entry ? planLabel(entry) : plan.planKey,
  };
}

async function readEntry(db: Firestore, brandId: string, entryId: string) {
  const snapshot = await db.doc(`${waitlistPath(brandId)}/${entryId}`).get();
  return snapshot.exists ? snapshot : null;
}

const myunitUrl = (brandId: string) => `${siteOrigin()}/${brandId}/myunit`;
/** The offered space's application form. */
const applicationUrl = (plan: PlanRef, spaceId: string) =>
  `${siteOrigin()}/${plan.brandId}/${plan.assetId}/${spaceId}/application`;

/**
 * Mails the person of a waitlist entry about it (お名前 and 物件名 come with `mail`'s values);
 * nothing when the entry or its address is gone. The key makes a repeated call send nothing
 * twice.
 */
async function mailEntry(
  db: Firestore,
  context: MailContext,
  entryId: string,
  entry: DocumentSnapshot | null,
  mail: Pick<BrandMail, 'kind' | 'key' | 'values'>,
): Promise<boolean> {
  const email: unknown = entry?.get('email');
  if (!entry || typeof email !== 'string') return false;
  await enqueueBrandMail(db, context.brand, {
    ...mail,
    about: { type: 'waitlist', id: entryId },
    to: email,
    uid: String(entry.get('uid')),
    values: { お名前: String(entry.get('name') ?? ''), 物件名: context.assetName, ...mail.values },
  });
  return true;
}

/** A mail's key that counts the entry's history: once per joining, leave or removal. */
const historyKey = (prefix: string, entry: DocumentSnapshot) =>
  `${prefix}-${(entry.get('history') as unknown[] | undefined)?.length ?? 0}`;

/**
 * A waitlist mail's key names the brand too: an entry's id (asset number, plan, uid) is unique
 * within its brand only, and the message id is kind, entry and key (docs/mail.md).
 */
const mailKey = (plan: PlanRef, key: string) => `${plan.brandId}-${key}`;

/**
 * What follows a settle's commit: the mails of what it did (an offer with its deadline, an
 * offer that lapsed) and, for each offer, the tasks that end it and warn before it ends. Each
 * mail's id names the entry and the offer's number, so a repeated call sends nothing twice.
 */
export async function afterSettle(
  db: Firestore,
  plan: PlanRef,
  actions: readonly SettleAction[],
  schedule: ScheduleOfferTask,
): Promise<void> {
  const mailed = actions.filter((a) => a.kind === 'offered' || a.kind === 'lapsed');
  if (mailed.length === 0) return;
  const context = await mailContext(db, plan);
  for (const action of mailed) {
    if (action.kind !== 'offered' && action.kind !== 'lapsed') continue;
    const entry = await readEntry(db, plan.brandId, action.entryId);
    if (context) {
      await mailEntry(
        db,
        context,
        action.entryId,
        entry,
        action.kind === 'offered'
          ? {
              kind: 'waitlist-offer',
              key: mailKey(plan, `offer-${action.offer.seq}`),
              values: {
                プラン: context.plan,
                区画: action.offer.label,
                期限: formatDeadline(action.offer.until),
                申込URL: applicationUrl(plan, action.offer.spaceId),
                マイユニットURL: myunitUrl(plan.brandId),
              },
            }
          : {
              kind: 'waitlist-offer-ended',
              key: mailKey(plan, `ended-${action.offer.seq}`),
              values: { 区画: action.offer.label, 期限: formatDeadline(action.offer.until) },
            },
      );
    }
    if (action.kind === 'offered') {
      const task = { ...plan, entryId: action.entryId, seq: action.offer.seq };
      await schedule({ ...task, kind: 'remind' }, action.offer.remindAt.toDate());
      await schedule({ ...task, kind: 'expire' }, action.offer.until.toDate());
    }
  }
}

/** Reads the plan's mail context and the entry, then mails it (a change of the entry). */
async function mailEntryChange(
  db: Firestore,
  plan: PlanRef,
  entryId: string,
  mail: (
    entry: DocumentSnapshot,
    context: MailContext,
  ) => Pick<BrandMail, 'kind' | 'key' | 'values'>,
): Promise<void> {
  const [context, entry] = await Promise.all([
    mailContext(db, plan),
    readEntry(db, plan.brandId, entryId),
  ]);
  if (context && entry) await mailEntry(db, context, entryId, entry, mail(entry, context));
}

/** 空き待ちに登録しました: sent once per joining (the key counts the entry's history). */
export async function sendJoinedMail(
  db: Firestore,
  plan: PlanRef,
  entryId: string,
  position: number | null,
): Promise<void> {
  // How long an offer will be held, in the brand's setting (said before anything is offered).
  const settings = await db.doc(`brands/${plan.brandId}/settings/waitlist`).get();
  await mailEntryChange(db, plan, entryId, (entry, context) => ({
    kind: 'waitlist-joined',
    key: mailKey(plan, historyKey('joined', entry)),
    values: {
      プラン: context.plan,
      順番: position === null ? 'ご案内中' : `${position}番目`,
      利用開始希望日: formatCalendarDate(String(entry.get('startDate'))),
      お取り置き期間: holdTimeText(waitlistSettingsOf(settings.data()).holdHours),
      マイユニットURL: myunitUrl(plan.brandId),
    },
  }));
}

/**
 * The customer's own leave, confirmed: ご案内の辞退 (the offered space goes to the next person)
 * or 登録の取り消し. Once per leave (the key counts the entry's history).
 */
export async function sendLeftMail(
  db: Firestore,
  plan: PlanRef,
  entryId: string,
  declined: { label: string } | null,
): Promise<void> {
  await mailEntryChange(db, plan, entryId, (entry, context) => {
    const key = mailKey(plan, historyKey('left', entry));
    return declined
      ? {
          kind: 'waitlist-declined',
          key,
          values: { プラン: context.plan, 区画: declined.label },
        }
      : { kind: 'waitlist-left', key, values: { プラン: context.plan } };
  });
}

/** 空き待ちの登録を取り消しました (staff removed the entry, with their reason). */
export async function sendRemovedMail(
  db: Firestore,
  plan: PlanRef,
  entryId: string,
): Promise<void> {
  await mailEntryChange(db, plan, entryId, (entry, context) => ({
    kind: 'waitlist-removed',
    key: mailKey(plan, historyKey('removed', entry)),
    values: { プラン: context.plan, 理由: String(entry.get('reason') ?? '') },
  }));
}

/**
 * The task `expire` or `remind` of one offer, at `now`. `expire` settles the plan, which ends
 * the offer when its time has come (settlePlan compares `until` with `now`: the same instant
 * the rules compare with request.time); a task run early — the emulator runs tasks at once —
 * finds the offer still open and changes nothing. `remind` mails 期限が近づいています once,
 * only while that very offer is still open and its reminder time has come.
 */
export async function runOfferTask(
  db: Firestore,
  task: OfferTask,
  schedule: ScheduleOfferTask,
  now: Date = new Date(),
): Promise<'ended' | 'reminded' | 'not-due' | 'nothing-to-do'> {
  const entry = await readEntry(db, task.brandId, task.entryId);
  const offer = entry?.get('offer') as {
    seq: number;
    until: Timestamp;
    remindAt: Timestamp;
    label: string;
    spaceId: string;
  } | null;
  if (!entry || entry.get('status') !== 'offered' || !offer || offer.seq !== task.seq)
    return 'nothing-to-do';
  if (task.kind === 'expire') {
    if (offer.until.toMillis() > now.getTime()) return 'not-due';
    const actions = await settlePlan(db, task, { now });
    await afterSettle(db, task, actions, schedule);
    return 'ended';
  }
  if (offer.remindAt.toMillis() > now.getTime()) return 'not-due';
  if (offer.until.toMillis() <= now.getTime()) return 'nothing-to-do';
  const context = await mailContext(db, task);
  const mailed =
    context !== null &&
    (await mailEntry(db, context, task.entryId, entry, {
      kind: 'waitlist-offer-reminder',
      key: mailKey(task, `remind-${task.seq}`),
      values: {
        区画: offer.label,
        期限: formatDeadline(offer.until),
        申込URL: applicationUrl(task, offer.spaceId),
      },
    }));
  if (!mailed) return 'nothing-to-do';
  return 'reminded';
}
