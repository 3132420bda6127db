import * as z from 'zod/mini';

/**
 * brands/{b}/settings/collection — when the server's jobs run for the brand: the day of the
 * month the coming month's bills are made, and the 督促 steps (the first reminder N days after
 * the due date, then every M days, at most K). Staff write it; absent, the defaults hold.
 */
export const collectionSettingsSchema = z.strictObject({
  /** 請求作成日: on this day (JST) the bills of the next month are made */
  billRunDay: z
    .int({ error: '請求作成日は1〜28の整数で入力してください' })
    .check(
      z.minimum(1, { error: '請求作成日は1〜28の整数で入力してください' }),
      z.maximum(28, { error: '請求作成日は1〜28の整数で入力してください' }),
    ),
  /** 初回の督促: days after the due date */
  reminderFirstAfterDays: z
    .int({ error: '初回の督促は1〜60日後で入力してください' })
    .check(
      z.minimum(1, { error: '初回の督促は1〜60日後で入力してください' }),
      z.maximum(60, { error: '初回の督促は1〜60日後で入力してください' }),
    ),
  /** 以降の督促の間隔 (days) */
  reminderEveryDays: z
    .int({ error: '督促の間隔は1〜60日で入力してください' })
    .check(
      z.minimum(1, { error: '督促の間隔は1〜60日で入力してください' }),
      z.maximum(60, { error: '督促の間隔は1〜60日で入力してください' }),
    ),
  /** 督促の上限回数 */
  reminderMax: z
    .int({ error: '督促の回数は1〜10回で入力してください' })
    .check(
      z.minimum(1, { error: '督促の回数は1〜10回で入力してください' }),
      z.maximum(10, { error: '督促の回数は1〜10回で入力してください' }),
    ),
  updatedAt: z.date(),
});
export type CollectionSettings = z.infer<typeof collectionSettingsSchema>;

/** What holds for a brand without settings: bills made on the 20th, reminders after 1, 8, 15 days. */
export const defaultCollectionSettings: Omit<CollectionSettings, 'updatedAt'> = {
  billRunDay: 20,
  reminderFirstAfterDays: 1,
  reminderEveryDays: 7,
  reminderMax: 3,
};

/** The settings as stored, each missing or malformed field its default. */
export function collectionSettingsOf(data: unknown): Omit<CollectionSettings, 'updatedAt'> {
  const d = (data ?? {}) as Record<string, unknown>;
  const pick = <K extends keyof typeof defaultCollectionSettings>(key: K) => {
    const parsed = collectionSettingsSchema.shape[key].safeParse(d[key]);
    return parsed.success ? parsed.data : defaultCollectionSettings[key];
  };
  return {
    billRunDay: pick('billRunDay'),
    reminderFirstAfterDays: pick('reminderFirstAfterDays'),
    reminderEveryDays: pick('reminderEveryDays'),
    reminderMax: pick('reminderMax'),
  };
}

/** Whole days from `from` to `to` (`YYYY-MM-DD`, calendar days). */
function daysBetween(from: string, to: string): number {
  const day = (d: string) => Date.parse(`${d}T00:00:00Z`) / 86_400_000;
  return day(to) - day(from);
}

/**
 * Which 督促 an unpaid bill is due on `today`: step k (1 … max) from `first + (k−1) × every`
 * days after the due date; null before the first. Only the latest step due is sent, and each
 * step once (the mail's id names it), so a bill first seen long overdue gets one reminder.
 */
export function reminderStep(
  dueDate: string,
  today: string,
  settings: Pick<
    CollectionSettings,
    'reminderFirstAfterDays' | 'reminderEveryDays' | 'reminderMax'
  >,
): number | null {
  const late = daysBetween(dueDate, today);
  if (late < settings.reminderFirstAfterDays) return null;
  const step =
    1 + Math.floor((late - settings.reminderFirstAfterDays) / settings.reminderEveryDays);
  return Math.min(step, settings.reminderMax);
}

/** The day of step `step`'s reminder for a bill due on `dueDate`. */
export function reminderDay(
  dueDate: string,
  step: number,
  settings: Pick<CollectionSettings, 'reminderFirstAfterDays' | 'reminderEveryDays'>,
): string {
  const [y, m, d] = dueDate.split('-').map(Number) as [number, number, number];
  const days = settings.reminderFirstAfterDays + (step - 1) * settings.reminderEveryDays;
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The month after `today`'s (`YYYY-MM`): what the month's job bills. */
export function nextPeriodOf(today: string): string {
  const [y, m] = today.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 7);
}

/** The next day the month's job runs for a brand, on or after `today`. */
export function nextBillRunDay(today: string, billRunDay: number): string {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const month = d <= billRunDay ? m - 1 : m;
  return new Date(Date.UTC(y, month, billRunDay)).toISOString().slice(0, 10);
}

/**
 * The latest month whose bills should exist by `today`: next month once the 請求作成日 has come
 * (its bills are made that morning), else this month (made on last month's 請求作成日).
 */
export function latestDuePeriod(today: string, billRunDay: number): string {
  return Number(today.slice(8)) >= billRunDay ? nextPeriodOf(today) : today.slice(0, 7);
}
