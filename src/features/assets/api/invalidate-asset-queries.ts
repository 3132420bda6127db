import type { QueryClient } from '@tanstack/react-query';
import { brandKeys } from '@/features/brands/api/keys';
import { searchKeys } from '@/features/search/api/keys';
import { assetKeys } from './keys';

/**
 * After any write to a brand's assets or their spaces: the admin list, asset and spaces (one key
 * prefix), and the public pages' reads of the brand (`['brands', brandId, …]`), which may be
 * cached in this tab when staff open the public page to check a change.
 */
export async function invalidateAssetQueries(
  queryClient: QueryClient,
  brandId: string,
): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: assetKeys.staff(brandId) }),
    queryClient.invalidateQueries({ queryKey: brandKeys.byId(brandId) }),
    queryClient.invalidateQueries({ queryKey: searchKeys.all }),
  ]);
}
