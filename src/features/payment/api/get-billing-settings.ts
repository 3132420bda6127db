import { queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { doc } from 'firebase/firestore/lite';
import { billingSettingsConverter } from '@/lib/converters/billing-settings-converter';
import { firestore } from '@/lib/firebase-firestore';
import { readVisibleDoc } from '@/lib/firebase-read-visible-doc';
import type { BillingSettings } from '@/lib/model/billing-settings';
import { collectionPaths } from '@/lib/model/collection-paths';
import { paymentKeys } from './keys';

/** How a brand is paid (`brands/{b}/settings/billing`), or null while staff have not set it. */
export async function getBillingSettings(brandId: string): Promise<BillingSettings | null> {
  const ref = doc(firestore, collectionPaths.billingSettings(brandId)).withConverter(
    billingSettingsConverter,
  );
  return readVisibleDoc(ref);
}

export const billingSettingsQuery = (brandId: string) =>
  queryOptions({
    queryKey: paymentKeys.billingSettings(brandId),
    queryFn: () => getBillingSettings(brandId),
  });

/** For screens whose loader ensured the settings. */
export function useBillingSettings(brandId: string): BillingSettings | null {
  return useSuspenseQuery(billingSettingsQuery(brandId)).data;
}

/** For a panel that loads the settings on its own (not in the page's loader). */
export function useBillingSettingsQuery(brandId: string) {
  return useQuery(billingSettingsQuery(brandId));
}
