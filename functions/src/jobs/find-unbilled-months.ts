import type { Firestore } from 'firebase-admin/firestore';
import { addMonths } from '#shared/billing/billing-period.js';
import {
  periodsToCheck,
  unbilledMonths,
  unbilledMonthsLookBack,
} from '#shared/billing/unbilled-months.js';
import { collectionSettingsOf, latestDuePeriod } from '#shared/model/collection-settings.js';
import { readContracts } from './month-bills.js';

/**
 * The brand's months that have contracts but no bills by `today` (unbilledMonths), oldest
 * first: what the schedule's catch-up makes before the next month. One read of the contracts,
 * one count of bills per month looked at.
 */
export async function findUnbilledMonths(
  db: Firestore,
  brandId: string,
  today: string,
): Promise<{ period: string; contracts: number }[]> {
  const settings = collectionSettingsOf(
    (await db.doc(`brands/${brandId}/settings/collection`).get()).data(),
  );
  const through = latestDuePeriod(today, settings.billRunDay);
  const { toBill } = await readContracts(
    db,
    brandId,
    addMonths(through, -(unbilledMonthsLookBack - 1)),
  );
  const periods = periodsToCheck(toBill, through);
  const bills = db.collection(`brands/${brandId}/bills`);
  const counts = await Promise.all(
    periods.map(
      async (period) =>
        [period, (await bills.where('period', '==', period).count().get()).data().count] as const,
    ),
  );
  return unbilledMonths({ contracts: toBill, through, billCounts: new Map(counts) });
}
