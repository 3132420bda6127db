import { nextBankBusinessDay } from './bank-business-day.js';
import { billDueDay } from './bill-due-day.js';

export { billDueDay };

/** The shortest time a customer gets to pay a bill made late in its month. */
export const minimumDaysToPay = 7;

function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * 支払期限 of a month's bill (`period` `YYYY-MM`, `today` `YYYY-MM-DD` in Japan): the contract's
 * `dueDay` (its billing rule; 27 by default), e.g. the 27th of
 * the billed month — the day the demo bills use and the usual direct-debit day — so a customer
 * pays in the month they use the space. Bills made less than a week before that day (a month
 * billed late) are due a week after they were made instead, so no bill is overdue, or nearly,
 * on the day it is made. A day banks are closed (weekend, national holiday, 12/31–1/3) moves to
 * the next bank business day, as a direct debit would.
 */
export function billDueDate(period: string, today: string, dueDay: number = billDueDay): string {
  const regular = `${period}-${String(dueDay).padStart(2, '0')}`;
  const earliest = addDays(today, minimumDaysToPay);
  return nextBankBusinessDay(regular < earliest ? earliest : regular);
}
