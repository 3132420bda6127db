import type { QueryClient } from '@tanstack/react-query';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './provider';

export type AppProps = {
  /** The app's one QueryClient: loaders fill it, screens read it. */
  queryClient: QueryClient;
  router: DataRouter;
};

/**
 * The whole SPA: one QueryClient, handed to the provider (screens read the cache) and to the
 * router (loaders fill it), so a screen's data starts loading with its route, not on render.
 */
export function App({ queryClient, router }: AppProps) {
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
