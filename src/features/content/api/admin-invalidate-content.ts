import type { QueryClient } from '@tanstack/react-query';
import { contentKeys } from './keys';

/**
 * After a write to what the public reads under `key`: the staff list or page
 * (`['admin', …key]`), and what the public site in this tab has cached under `key` itself.
 */
export async function invalidateContent(
  queryClient: QueryClient,
  key: readonly unknown[],
): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: contentKeys.staff(key) }),
    queryClient.invalidateQueries({ queryKey: key }),
  ]);
}
