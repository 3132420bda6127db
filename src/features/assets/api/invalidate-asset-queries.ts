import type { QueryClient } from '@tanstack/react-query';
import { adminAssetsQuery } from './get-admin-assets';

/**
 * After any write to a brand's assets: the admin list and asset (one key prefix), and the
 * public pages' reads of the brand (`['brands', brandId, …]`), which may be cached in this tab
 * when staff open the public page to check a change.
 */
export async function invalidateAssetQueries(
  queryClient: QueryClient,
  brandId: string,
): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: adminAssetsQuery(brandId).queryKey }),
    queryClient.invalidateQueries({ queryKey: ['brands', brandId] }),
  ]);
}
