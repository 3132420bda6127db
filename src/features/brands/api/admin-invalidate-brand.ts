import type { QueryClient } from '@tanstack/react-query';
import { brandKeys } from './keys';

/**
 * After a brand changes: the admin list and this brand's admin read (exactly those: other
 * admin screens keep their keys under ['admin', 'brands', brandId, …]), and whatever public
 * reads this tab has cached (staff often open the public page right after publishing).
 */
export async function invalidateBrand(queryClient: QueryClient, brandId: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: brandKeys.staffAll, exact: true }),
    queryClient.invalidateQueries({ queryKey: brandKeys.staffById(brandId), exact: true }),
    queryClient.invalidateQueries({ queryKey: brandKeys.all }),
  ]);
}
