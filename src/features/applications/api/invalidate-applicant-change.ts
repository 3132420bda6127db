import type { InvalidateQueryFilters, QueryClient } from '@tanstack/react-query';
import { assetKeys } from '@/features/assets/api/keys';
import { applicationKeys } from './keys';

/**
 * After a customer's own apply, cancel or 解約のお申し出: their applications and open count, and
 * the brand's public assets and spaces (a space taken or freed changes the asset's plan counts
 * and the unit map). `refetch: 'none'` only marks them stale, for a caller about to leave the
 * page: the next screen reads them afresh when it mounts.
 */
export async function invalidateApplicantChange(
  queryClient: QueryClient,
  brandId: string,
  refetch: InvalidateQueryFilters['refetchType'] = 'active',
): Promise<void> {
  await Promise.all(
    [applicationKeys.all(brandId), applicationKeys.openCounts(brandId), assetKeys.all(brandId)].map(
      (queryKey) => queryClient.invalidateQueries({ queryKey, refetchType: refetch }),
    ),
  );
}
