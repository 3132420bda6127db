import { nextBankBusinessDay } from '#shared/billing/bank-business-day.js';

/**
 * The next 引落日 on or after `today`: the brand's day of this month, or of next month when it
 * has passed, moved to the next bank business day as banks do (27 on a Sunday → the 28th).
 */
export function nextDebitDate(debitDay: number, today: string): string {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const on = (year: number, month: number) =>
    nextBankBusinessDay(
      `${year}-${String(month).padStart(2, '0')}-${String(debitDay).padStart(2, '0')}`,
    );
  const thisMonth = on(y, m);
  if (thisMonth >= today) return thisMonth;
  return m === 12 ? on(y + 1, 1) : on(y, m + 1);
}
