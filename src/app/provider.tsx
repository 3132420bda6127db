import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';

export type AppProviderProps = {
  children: ReactNode;
  /** The app's one client, the same the router's loaders use (tests pass a fresh one). */
  queryClient: QueryClient;
};

/** The app's providers, outside the router so loaders and screens share one cache. */
export function AppProvider({ children, queryClient }: AppProviderProps) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
