import { QueryClient } from '@tanstack/react-query';

/**
 * Server-state cache defaults: data stays fresh for a minute (brand pages change rarely and
 * phones should not refetch on every tap), one retry for a flaky mobile connection, none
 * for mutations (a retried write could apply twice).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, gcTime: 5 * 60_000, retry: 1 },
      mutations: { retry: 0 },
    },
  });
}
