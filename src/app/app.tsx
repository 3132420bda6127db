import { RouterProvider } from 'react-router/dom';
import { useState } from 'react';
import { navigationTarget } from '@/features/build-version/navigation-target';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

function createRouterWithReloadTarget() {
  const router = createAppRouter();
  // Runs before the navigation's loaders and lazy imports start, so a chunk error during
  // them reloads into the page the visitor asked for.
  router.subscribe((state) => {
    const next = state.navigation.location;
    navigationTarget.set(next ? router.createHref(next) : null);
  });
  return router;
}

/** The whole SPA: providers around the data router. */
export function App() {
  const [router] = useState(createRouterWithReloadTarget);
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
