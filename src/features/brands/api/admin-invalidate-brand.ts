import type { QueryClient } from '@tanstack/react-query';

/**
 * After a brand changes: the admin list and this brand's admin read (exactly those: other
 * admin screens keep their keys under ['admin', 'brands', brandId, …]), and whatever public
 * reads this tab has cached (staff often open the public page right after publishing).
 */
export async function invalidateBrand(queryClient: QueryClient, brandId: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ['admin', 'brands'], exact: true }),
    queryClient.invalidateQueries({ queryKey: ['admin', 'brands', brandId], exact: true }),
    queryClient.invalidateQueries({ queryKey: ['brands'] }),
  ]);
}
