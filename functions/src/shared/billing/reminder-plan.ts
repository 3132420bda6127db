import { reminderDay, type CollectionSettings } from '../model/collection-settings.js';

/** An unpaid bill as the 督促 looks at it: whose, due when, how much is still to pay. */
export type ReminderBill = { id: string; uid: string; dueDate: string; balance: number };

/** The steps already sent for a bill: which, and the day (Japan) each went out. */
export type SentSteps = readonly { step: number; on: string }[];

/** One customer's 督促 now: their overdue bills, each with the step it is at, oldest first. */
export type CustomerReminder = { uid: string; bills: { billId: string; step: number }[] };

function daysBetween(from: string, to: string): number {
  const day = (d: string) => Date.parse(`${d}T00:00:00Z`) / 86_400_000;
  return day(to) - day(from);
}

/**
 * Which 督促 go out on `today` (issue 37, item 8), one per customer listing all their bills that
 * are due a step: for each unpaid bill past its due date, the **next step not yet sent** — the
 * first one too when the bill is already long overdue (a bill first seen 30 days late gets its
 * first reminder, never the third) — once its day by the brand's steps has come
 * (`reminderDay`: the first N days after the due date, then every M days) and, after the first,
 * M days after the step before actually went out; at most K steps. Customers in the order of
 * their oldest bill.
 */
export function dueReminders(input: {
  bills: readonly ReminderBill[];
  /** by bill id */
  sent: ReadonlyMap<string, SentSteps>;
  today: string;
  settings: Pick<
    CollectionSettings,
    'reminderFirstAfterDays' | 'reminderEveryDays' | 'reminderMax'
  >;
}): CustomerReminder[] {
  const { today, settings } = input;
  const byCustomer = new Map<string, { billId: string; step: number; dueDate: string }[]>();
  for (const bill of [...input.bills].sort((a, b) => a.dueDate.localeCompare(b.dueDate))) {
    if (bill.balance <= 0 || bill.dueDate >= today) continue;
    const sent = input.sent.get(bill.id) ?? [];
    const step = sent.length + 1;
    if (step > settings.reminderMax) continue;
    if (today < reminderDay(bill.dueDate, step, settings)) continue;
    const last = sent
      .map((s) => s.on)
      .sort()
      .at(-1);
    if (last !== undefined && daysBetween(last, today) < settings.reminderEveryDays) continue;
    const list = byCustomer.get(bill.uid) ?? [];
    list.push({ billId: bill.id, step, dueDate: bill.dueDate });
    byCustomer.set(bill.uid, list);
  }
  return [...byCustomer].map(([uid, bills]) => ({
    uid,
    bills: bills.map(({ billId, step }) => ({ billId, step })),
  }));
}
