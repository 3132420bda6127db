import { useQuery } from '@tanstack/react-query';
import { collection, getCount, query, where } from 'firebase/firestore/lite';
import { addMonths } from '#shared/billing/billing-period.js';
import { contractEndDate } from '#shared/billing/contract-to-bill.js';
import {
  periodsToCheck,
  unbilledMonths,
  unbilledMonthsLookBack,
} from '#shared/billing/unbilled-months.js';
import { latestDuePeriod } from '#shared/model/collection-settings.js';
import { firestore } from '@/lib/firebase-firestore';
import { applicationHistoryEntries } from '@/lib/model/application';
import { collectionPaths } from '@/lib/model/collection-paths';
import { formatIsoDate } from '@/utils/format-iso-date';
import { billingKeys } from './keys';
import { readApplicationsByStatus } from './read-applications-by-status';

export type UnbilledMonth = { period: string; contracts: number };

/**
 * The months that have contracts but no bills by `today` (issue 37, item 7), oldest first — the
 * rule the server's catch-up uses (unbilledMonths): the brand's contracts (契約中 and 終了, each
 * from its start to its end) and a count of bills for each month since the first of them.
 */
export async function getUnbilledMonths(
  brandId: string,
  today: string,
  billRunDay: number,
): Promise<UnbilledMonth[]> {
  const through = latestDuePeriod(today, billRunDay);
  const since = `${addMonths(through, -(unbilledMonthsLookBack - 1))}-01`;
  const contracts = [];
  for (const d of await readApplicationsByStatus(brandId, ['contracted', 'ended'])) {
    try {
      const a = d.data();
      const ended = applicationHistoryEntries(a.history)
        .filter((e) => e.to === 'ended')
        .at(-1);
      const endDate = contractEndDate({
        ...a,
        id: d.id,
        endedOn: ended ? formatIsoDate(ended.at) : null,
      });
      // A contract that ended before the months looked at has nothing to say about them.
      if (endDate === null || endDate >= since)
        contracts.push({ startDate: a.contract?.startDate ?? a.startDate, endDate });
    } catch {
      // A malformed application: the billing screen lists its bills without a name.
    }
  }
  const bills = collection(firestore, collectionPaths.bills(brandId));
  const counts = await Promise.all(
    periodsToCheck(contracts, through).map(
      async (period) =>
        [
          period,
          (await getCount(query(bills, where('period', '==', period)))).data().count,
        ] as const,
    ),
  );
  return unbilledMonths({ contracts, through, billCounts: new Map(counts) });
}

export function useUnbilledMonths(brandId: string, today: string, billRunDay: number | undefined) {
  return useQuery({
    queryKey: [...billingKeys.staff(brandId), 'unbilled', today, billRunDay] as const,
    queryFn: () => getUnbilledMonths(brandId, today, billRunDay ?? 20),
    enabled: billRunDay !== undefined,
  });
}
