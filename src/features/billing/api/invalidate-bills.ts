import type { QueryClient } from '@tanstack/react-query';
import { applicationKeys } from '@/features/applications/api/keys';
import { memberKeys } from '@/features/members/api/keys';
import { billingKeys } from './keys';

/**
 * After bills were made or moved (or a write failed, perhaps because someone else moved them):
 * the billing screen's lists, the members' pages (their bills) and the dashboard's 支払期限超過.
 */
export async function invalidateBills(queryClient: QueryClient, brandId: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: billingKeys.staff(brandId) }),
    queryClient.invalidateQueries({ queryKey: memberKeys.staff(brandId) }),
    queryClient.invalidateQueries({ queryKey: applicationKeys.dashboard }),
  ]);
}
