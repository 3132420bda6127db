import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { createAppRoutes } from './create-app-routes';
import { createQueryClient } from './create-query-client';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

/**
 * The whole SPA: one QueryClient, handed to the provider (screens read the cache) and to the
 * router (loaders fill it), so a screen's data starts loading with its route, not on render.
 */
export function App() {
  const [{ queryClient, router }] = useState(() => {
    const client = createQueryClient();
    return {
      queryClient: client,
      router: createAppRouter(createAppRoutes({ queryClient: client })),
    };
  });
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
