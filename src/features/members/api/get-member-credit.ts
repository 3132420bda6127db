import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCredit } from '@/features/billing/api/get-credit';
import type { Credit } from '#shared/model/credit.js';
import { memberKeys } from './keys';

/**
 * A member's 預り金 for the member page, under the member screens' key so that the billing
 * screen's writes (which move it) refresh it.
 */
export const memberCreditQuery = (brandId: string, uid: string) =>
  queryOptions({
    queryKey: memberKeys.staffCredit(brandId, uid),
    queryFn: () => getCredit(brandId, uid),
  });

/** Undefined while loading or when it cannot be read; null when the member has none. */
export function useMemberCredit(brandId: string, uid: string): Credit | null | undefined {
  return useQuery(memberCreditQuery(brandId, uid)).data;
}
