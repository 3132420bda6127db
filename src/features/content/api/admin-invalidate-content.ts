import type { QueryClient } from '@tanstack/react-query';

/** After a write: the admin list or page, and what the public site in this tab has cached. */
export async function invalidateContent(
  queryClient: QueryClient,
  keys: { admin: readonly unknown[]; public: readonly unknown[] },
): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: keys.admin }),
    queryClient.invalidateQueries({ queryKey: keys.public }),
  ]);
}
