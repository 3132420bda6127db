import { QueryClient } from '@tanstack/react-query';

/** A refusal by the security rules is an answer (the page is a 404), not a flaky network. */
function isRefusal(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'permission-denied';
}

/**
 * Server-state cache defaults: data stays fresh for a minute (brand pages change rarely and
 * phones should not refetch on every tap), one retry for a flaky mobile connection but none
 * for a read the rules refused (an unpublished brand's lists: the 404 must not wait a second
 * for a retry that cannot succeed), none for mutations (a retried write could apply twice).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        gcTime: 5 * 60_000,
        retry: (failures, error) => !isRefusal(error) && failures < 1,
      },
      mutations: { retry: 0 },
    },
  });
}
