import { addMonths } from './billing-period.js';
import { isContractMonth, type ContractToBill } from './monthly-bill-plan.js';

/** How far back a missing month is looked for (older gaps are not the month's job to fill). */
export const unbilledMonthsLookBack = 36;

/**
 * The months to look at for missing bills: from the month the brand's first contract started
 * (at most `unbilledMonthsLookBack` months before `through`) to `through`, oldest first.
 */
export function periodsToCheck(
  contracts: readonly Pick<ContractToBill, 'startDate'>[],
  through: string,
): string[] {
  if (contracts.length === 0) return [];
  const first = contracts.reduce(
    (min, c) => (c.startDate.slice(0, 7) < min ? c.startDate.slice(0, 7) : min),
    through,
  );
  const earliest = addMonths(through, -(unbilledMonthsLookBack - 1));
  const periods: string[] = [];
  for (let p = first < earliest ? earliest : first; p <= through; p = addMonths(p, 1))
    periods.push(p);
  return periods;
}

/**
 * The months that have contracts but no bills (issue 37, item 7), oldest first, with how many
 * contracts each has: a month whose bill run never happened (the schedule missed it, or a local
 * stack that runs no schedule). `billCounts` holds the number of bills of each period checked.
 * Both the 自動処理 panel and the server's catch-up call it, so they name the same months.
 */
export function unbilledMonths(input: {
  contracts: readonly Pick<ContractToBill, 'startDate' | 'endDate'>[];
  through: string;
  billCounts: ReadonlyMap<string, number>;
}): { period: string; contracts: number }[] {
  return periodsToCheck(input.contracts, input.through)
    .map((period) => ({
      period,
      contracts: input.contracts.filter((c) => isContractMonth(c, period)).length,
    }))
    .filter((m) => m.contracts > 0 && (input.billCounts.get(m.period) ?? 0) === 0);
}
