/**
 * 空き待ち (docs/waitlist.md): the shapes and rules both the functions and the SPA read. Plain
 * TypeScript without dependencies, so the public pages' chunks stay small.
 */

/** A waiting entry's state: in line, offered a held space, or finished one way or another. */
export const waitlistStatuses = [
  'waiting',
  'offered',
  'done',
  'left',
  'removed',
  'lapsed',
] as const;
export type WaitlistStatus = (typeof waitlistStatuses)[number];

export const waitlistStatusLabels: Record<WaitlistStatus, string> = {
  waiting: '空き待ち',
  offered: 'ご案内中',
  done: 'お申し込み済み',
  left: '取り消し済み',
  removed: '担当者が取り消し',
  lapsed: '期限切れ',
};

/** States of an entry that still holds a place in its plan's line. */
export const activeWaitlistStatuses: readonly WaitlistStatus[] = ['waiting', 'offered'];

/** What each history entry records (the staff's queue and the customer's my unit read it). */
export const waitlistSteps = [
  'joined',
  'offered',
  'applied',
  'declined',
  'lapsed',
  'left',
  'moved',
  'removed',
  'offer-withdrawn',
  'reminded',
] as const;
export type WaitlistStep = (typeof waitlistSteps)[number];

export const waitlistStepLabels: Record<WaitlistStep, string> = {
  joined: '空き待ちに登録',
  offered: '区画をご案内',
  applied: 'お申し込み',
  declined: 'ご案内を辞退',
  lapsed: 'ご案内の期限切れ',
  left: '登録を取り消し',
  moved: '順番を変更',
  removed: '担当者が取り消し',
  'offer-withdrawn': 'ご案内を取り下げ（区画の状態が変わったため）',
  reminded: '期限が近いことをお知らせ',
};

/** The brand's 空き待ち settings (brands/{b}/settings/waitlist); defaults when absent. */
export type WaitlistSettings = {
  /** How long an offered space is held for its person, in hours (1–168). */
  holdHours: number;
  /** How many plans one customer may wait for in the brand at once (1–10). */
  perCustomer: number;
  /** An entry fits a freed space when its earliest start date is at most this many days away. */
  startWithinDays: number;
};

export const defaultWaitlistSettings: WaitlistSettings = {
  holdHours: 48,
  perCustomer: 3,
  startWithinDays: 31,
};

export function waitlistSettingsOf(data: Record<string, unknown> | undefined): WaitlistSettings {
  const int = (value: unknown, min: number, max: number, fallback: number) =>
    typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
      ? value
      : fallback;
  return {
    holdHours: int(data?.['holdHours'], 1, 168, defaultWaitlistSettings.holdHours),
    perCustomer: int(data?.['perCustomer'], 1, 10, defaultWaitlistSettings.perCustomer),
    startWithinDays: int(
      data?.['startWithinDays'],
      0,
      365,
      defaultWaitlistSettings.startWithinDays,
    ),
  };
}

/**
 * How long an offered space is held, as customers read it: 「48時間（2日間）」, 「12時間」. The
 * asset page, the join mail and my unit say it before anything is offered (issue 39).
 */
export function holdTimeText(holdHours: number): string {
  return holdHours >= 48 && holdHours % 24 === 0
    ? `${holdHours}時間（${holdHours / 24}日間）`
    : `${holdHours}時間`;
}

/** One entry per customer and plan: the id names all three (the rules and the server rely on it). */
export function waitlistEntryId(assetId: string, planKey: string, uid: string): string {
  return `${assetId}__${planKey}__${uid}`;
}

/**
 * When the 「期限が近づいています」 mail goes: 6 hours before the end of an offer, or halfway
 * through a hold shorter than 12 hours.
 */
export function offerReminderAt(at: Date, until: Date): Date {
  const hold = until.getTime() - at.getTime();
  return new Date(until.getTime() - Math.min(6 * 3600_000, hold / 2));
}

const planTypeLabels: Record<string, string> = {
  indoor: '屋内トランクルーム',
  outdoor: '屋外トランクルーム',
  bike: 'バイクガレージ',
  container: 'コンテナ',
  parking: '駐車場',
};

/**
 * A plan as customers read it: 「屋内トランクルーム 0.5帖（0.81㎡）・月額3,000円」 (帖 = 1.62㎡ to
 * one decimal, rounded half up, as src/utils/m2-to-jo.ts).
 */
export function planLabel(plan: { type: string; monthlyFee: number; areaM2: number }): string {
  const jo = Math.floor((2 * Math.round(plan.areaM2 * 10_000) + 1620) / 3240) / 10;
  return `${planTypeLabels[plan.type] ?? plan.type} ${jo.toFixed(1)}帖（${plan.areaM2}㎡）・月額${plan.monthlyFee.toLocaleString('ja-JP')}円`;
}
