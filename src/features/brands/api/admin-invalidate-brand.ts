import type { QueryClient } from '@tanstack/react-query';

/**
 * After a brand changes: the admin list and page, and whatever public brand reads this tab has
 * cached (staff often open the public page right after publishing).
 */
export async function invalidateBrand(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ['admin', 'brands'] }),
    queryClient.invalidateQueries({ queryKey: ['brands'] }),
  ]);
}
