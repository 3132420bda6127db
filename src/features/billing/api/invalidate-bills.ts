import type { QueryClient } from '@tanstack/react-query';
import { billingKeys } from '../billing-keys';

/**
 * After bills were made or moved (or a write failed, perhaps because someone else moved them):
 * the billing screen's lists, the members' pages (their bills) and the dashboard's 支払期限超過.
 */
export async function invalidateBills(queryClient: QueryClient, brandId: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: billingKeys.bills(brandId) }),
    queryClient.invalidateQueries({ queryKey: billingKeys.members(brandId) }),
    queryClient.invalidateQueries({ queryKey: billingKeys.dashboard }),
  ]);
}
